import CSDL2
import Foundation
import SDLKit
import SceneGraph
import SwitchYardKit
import TestSupport
import Testing

@Suite("Gamepad", .serialized)
struct GamepadTests {
    /// Passes every pending SDL event to the engine; how many it consumed.
    @discardableResult
    private func pump(_ host: GuestHost) -> Int {
        let pump = EventPump(context: host.context)
        var consumed = 0
        while let event = pump.poll() { if host.engine.handle(event) { consumed += 1 } }
        return consumed
    }

    @Test func plugNavigateToggleRepeatAndUnplugMidPress() throws {
        let host = try GuestHost()
        let engine = host.engine
        let a = try engine.addSwitch(id: "a", style: "mmm", origin: Point(x: 20, y: 20))
        let b = try engine.addSwitch(id: "b", style: "mmm", origin: Point(x: 120, y: 20))
        let c = try engine.addSwitch(id: "c", style: "mmm", origin: Point(x: 220, y: 20))
        let d = try engine.addSwitch(id: "d", style: "mmm", origin: Point(x: 120, y: 120))
        c.isEnabled = false
        pump(host)
        let pad = try VirtualPad()
        pump(host)
        #expect(engine.gamepads.controllers.count == 1, "opened as it was plugged in")

        pad.set(.dpadRight, true)
        #expect(pump(host) == 1)
        #expect(engine.scene.focusedNode === a, "nothing focused: the first switch")
        pad.set(.dpadRight, false)
        pad.set(.dpadRight, true)
        pump(host)
        #expect(engine.scene.focusedNode === b)
        pad.set(.dpadRight, false)
        pump(host)
        pad.set(.a, true)
        pump(host)
        pad.set(.a, false)
        pump(host)
        #expect(b.isOn && host.changes == ["b true"], "A toggles the focused switch")

        pad.set(.dpadRight, true)
        pump(host)
        #expect(engine.scene.focusedNode === b, "c is disabled and nothing else lies right: no wrap")
        pad.set(.dpadRight, false)
        pump(host)

        pad.stick(x: 0, y: 30000)
        pump(host)
        #expect(engine.scene.focusedNode === d, "the left stick past the dead zone")
        pad.stick(x: -30000, y: 0)
        pump(host)
        #expect(engine.scene.focusedNode === a, "a new stick direction moves at once")
        pad.stick(x: 1000, y: 0)
        pump(host)

        pad.set(.b, true)
        pump(host)
        #expect(engine.scene.focusedNode == nil, "B clears the focus")
        pad.set(.b, false)
        pump(host)

        // Held: a move at once, the first repeat after repeatDelay, then one per repeatInterval.
        let t0 = engine.scene.time
        pad.set(.dpadRight, true)
        pump(host)
        #expect(engine.scene.focusedNode === a)
        engine.advance(to: t0 + Gamepads.repeatDelay - 0.01)
        #expect(engine.scene.focusedNode === a)
        engine.advance(to: t0 + Gamepads.repeatDelay)
        #expect(engine.scene.focusedNode === b, "the first repeat")

        // Unplugged mid-press: closed, and the held direction stops repeating.
        pad.unplug()
        pump(host)
        #expect(engine.gamepads.controllers.isEmpty)
        engine.advance(to: t0 + 5)
        #expect(engine.scene.focusedNode === b)
        #expect(host.changes == ["b true"])
    }
}

extension GamepadTests {
    /// A held direction's repeats are routed once each, in `advance(to:)`, and told to the observers as
    /// input, as the press was: a recording writes them from there.
    @Test func heldRepeatsAreRoutedOnceAndToldAsInput() throws {
        let host = try GuestHost()
        let engine = host.engine
        let row = try (0..<4).map {
            try engine.addSwitch(id: "s\($0)", style: "mmm", origin: Point(x: 20 + 90 * Double($0), y: 20))
        }
        var moves = 0
        engine.addObserver { if case .input(.key(KeyEvent(key: .focusMove(.right)))) = $0 { moves += 1 } }
        pump(host)
        let pad = try VirtualPad()
        defer { pad.unplug() }
        pump(host)
        let t0 = engine.scene.time
        pad.set(.dpadRight, true)
        pump(host)
        #expect(moves == 1 && engine.scene.focusedNode === row[0], "the press: nothing focused, the first")
        engine.advance(to: t0 + Gamepads.repeatDelay + Gamepads.repeatInterval)
        #expect(moves == 3, "two repeats, each told once")
        #expect(engine.scene.focusedNode === row[2], "and each routed once")
        pad.set(.dpadRight, false)
        pump(host)
    }
}
