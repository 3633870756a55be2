import SDLKit
import SceneGraph
import SwitchYardKit
import Testing

/// The engine's observers: several watch one engine side by side, each told every notice in order (state
/// and value changes, owners' answers, input as it was routed), and one removed hears nothing more.
@Suite("Engine observers", .serialized)
struct EngineObserverTests {
    /// A notice as text, so sequences compare.
    static func describe(_ notice: EngineNotice) -> String {
        switch notice {
        case .stateChanged(let node, let state): return "\(node.id) \(state.rawValue)"
        case .valueChanged(let node, let on): return "\(node.id) value \(on)"
        case .owner(.decided(let id, let requested, let answer)): return "\(id) asks \(requested) \(answer.rawValue)"
        case .owner(.resolved(let id, let on)): return "\(id) resolved \(on)"
        case .input(.pointerDown): return "down"
        case .input(.pointerUp): return "up"
        case .input(let input): return "input \(input)"
        case .cue(let node, let cue): return "\(node.id) cue \(cue.rawValue)"
        }
    }

    @Test func cuesAreToldAfterTheStateAndValueTheyGoWith() throws {
        let host = try GuestHost()
        let node = try host.engine.addSwitch(id: "a", style: "mmm", origin: Point(x: 20, y: 20))
        var heard: [String] = []
        host.engine.addObserver { heard.append(Self.describe($0)) }
        _ = host.click(Point(x: node.frame.midX, y: node.frame.midY))
        #expect(
            heard == [
                "a selectedPressedOff", "a cue press", "down", "a on", "a value true", "a cue on", "up",
            ])
    }

    @Test func everyObserverHearsEveryNoticeInOrderUntilRemoved() throws {
        let host = try GuestHost()
        let node = try host.engine.addSwitch(id: "a", style: "mmm", origin: Point(x: 20, y: 20))
        var first: [String] = []
        var second: [String] = []
        let one = host.engine.addObserver { first.append(Self.describe($0)) }
        host.engine.addObserver { second.append(Self.describe($0)) }
        #expect(host.click(Point(x: node.frame.midX, y: node.frame.midY)) == (true, true))
        #expect(node.isOn)
        #expect(first == second, "neither replaced the other")
        #expect(first.first == "a selectedPressedOff")
        #expect(first.contains("down") && first.last == "up", "each input told once it was routed")
        #expect(first.firstIndex(of: "a value true")! < first.firstIndex(of: "up")!, "the change it caused first")
        #expect(host.changes == ["a true"], "the host's own observer heard it too")
        host.engine.removeObserver(one)
        host.engine.removeObserver(one)
        first.removeAll()
        second.removeAll()
        _ = host.click(Point(x: node.frame.midX, y: node.frame.midY))
        #expect(first.isEmpty && second.contains("a value false"))
    }

    @Test func anOwnersAnswerIsToldBeforeTheInputThatAskedIt() throws {
        let host = try GuestHost()
        let node = try host.engine.addSwitch(id: "a", style: "mmm", origin: Point(x: 20, y: 20))
        host.engine.shouldChange = { _, _ in .refuse }
        var heard: [String] = []
        host.engine.addObserver { heard.append(Self.describe($0)) }
        _ = host.click(Point(x: node.frame.midX, y: node.frame.midY))
        let asked = try #require(heard.firstIndex(of: "a asks true refuse"), "the release asks")
        #expect(heard.firstIndex(of: "down")! < asked && asked < heard.firstIndex(of: "up")!)
        #expect(heard.last == "up" && !node.isOn)
    }

    /// Gallery switches are the engine's to observe whichever theme or scene made them: after a restart (a
    /// new scene, new switches) and a reload (restyled in place) a toggle is told as at first.
    @Test func gallerySwitchesAreObservedAfterARestartAndAReload() throws {
        let host = try GuestHost(theme: "default.json")
        var options = SwitchYardEngine.Options(themePath: GuestHost.theme("default.json"), size: host.engine.size)
        options.watchesTheme = false
        options.showsGallery = true
        let engine = try SwitchYardEngine(
            renderer: host.engine.renderer, resources: host.engine.resources, options: options)
        var heard: [String] = []
        engine.addObserver { heard.append(Self.describe($0)) }
        guard case .loaded = engine.loadTheme() else { throw GuestHostError("default.json") }
        for step in ["loaded", "restarted", "reloaded"] {
            if step == "restarted" {
                heard.removeAll()
                engine.restart(states: ["mmm": SwitchRestState(isOn: false)])
                #expect(heard.isEmpty, "a scene starting over tells nothing")
            }
            if step == "reloaded" { _ = engine.reloadTheme() }
            let node = try #require(engine.switchNode(id: "mmm"))
            engine.scene.setFocus(node)
            heard.removeAll()
            engine.handle(.key(KeyEvent(key: .space)))
            #expect(heard.contains("mmm value \(node.isOn)"), "\(step)")
            #expect(heard.last == "input \(InputEvent.key(KeyEvent(key: .space)))", "\(step)")
        }
    }
}
