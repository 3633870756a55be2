import SceneGraph
import SwitchYardKit
import Testing

/// The keyboard focus through the engine's own verbs, as a Swift host sets and reads it: a switch takes it,
/// a disabled one refuses it and the focus stays, nil takes it away, an unknown id is an error.
@Suite("Engine focus", .serialized)
struct EngineFocusTests {
    @Test func aHostGivesReadsAndTakesAwayTheFocus() throws {
        let host = try GuestHost()
        let a = try host.engine.addSwitch(id: "a", style: "mmm", origin: Point(x: 20, y: 20))
        let b = try host.engine.addSwitch(id: "b", style: "mmm", origin: Point(x: 20, y: 80))
        #expect(host.engine.focusedSwitch == nil)
        #expect(try host.engine.setFocus(id: "a"))
        #expect(host.engine.focusedSwitch === a && a.isFocused)
        b.isEnabled = false
        #expect(try !host.engine.setFocus(id: "b"), "a disabled switch refuses the focus")
        #expect(host.engine.focusedSwitch === a, "and the focus stays where it was")
        #expect(throws: EngineError.noSwitch("c")) { try host.engine.setFocus(id: "c") }
        #expect(try host.engine.setFocus(id: nil))
        #expect(host.engine.focusedSwitch == nil && !a.isFocused)
    }
}
