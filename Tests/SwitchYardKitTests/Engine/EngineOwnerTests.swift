import SDLKit
import SceneGraph
import SwitchYardKit
import Testing

/// The engine's owner API as a host uses it (docs/embedding.md, "Switches that ask first"): the hook,
/// `resolve(id:on:)` with every bad call, and the owner events a recording writes.
@Suite("Engine owners", .serialized)
struct EngineOwnerTests {
    @Test func theHostsHookDecidesAndResolveEndsThePendingChange() throws {
        let host = try GuestHost()
        let node = try host.engine.addSwitch(id: "a", style: "mmm", origin: Point(x: 20, y: 20))
        let centre = Point(x: node.frame.midX, y: node.frame.midY)
        var answers: [SwitchDecision] = [.refuse, .pending]
        var events: [SwitchOwnerEvent] = []
        host.engine.shouldChange = { _, _ in answers.removeFirst() }
        host.engine.addObserver { if case .owner(let event) = $0 { events.append(event) } }
        #expect(host.click(centre) == (true, true))
        #expect(!node.isOn && node.state == .off)
        #expect(host.click(centre) == (true, true))
        #expect(node.state == .pending && node.pendingValue == true)
        #expect(host.click(centre) == (false, false), "a pending switch takes no press; the host gets it")
        host.engine.advance(to: 0.5)
        try host.engine.resolve(id: "a", on: true)
        #expect(node.isOn && node.state == .on)
        #expect(host.changes == ["a true"])
        #expect(
            events == [
                .decided(switchID: "a", requested: true, .refuse), .decided(switchID: "a", requested: true, .pending),
                .resolved(switchID: "a", on: true),
            ])
    }

    @Test func badResolvesThrowAndChangeNothing() throws {
        let host = try GuestHost()
        let node = try host.engine.addSwitch(id: "a", style: "mmm", origin: Point(x: 20, y: 20))
        let centre = Point(x: node.frame.midX, y: node.frame.midY)
        #expect(throws: EngineError.notPending("a")) { try host.engine.resolve(id: "a", on: true) }
        #expect(throws: EngineError.noSwitch("zz")) { try host.engine.resolve(id: "zz", on: true) }
        var fromHook: EngineError?
        // Unowned: the engine keeps its hook, so a hook holding the host would keep host and engine alive.
        host.engine.shouldChange = { [unowned host] node, on in
            do throws(EngineError) { try host.engine.resolve(id: node.id, on: on) } catch { fromHook = error }
            return .pending
        }
        _ = host.click(centre)
        #expect(fromHook == .notPending("a"), "inside the hook nothing is pending yet")
        try host.engine.resolve(id: "a", on: false)
        #expect(throws: EngineError.notPending("a")) { try host.engine.resolve(id: "a", on: false) }
        #expect(!node.isOn && host.changes.isEmpty)
        _ = host.click(centre)
        #expect(host.engine.removeSwitch(id: "a"))
        #expect(throws: EngineError.noSwitch("a")) { try host.engine.resolve(id: "a", on: true) }
    }

    @Test func theThemesPolicyAnswersGallerySwitchesOnTheSceneClock() throws {
        let host = try GuestHost(width: 1280, height: 800)
        var options = SwitchYardEngine.Options(
            themePath: GuestHost.theme("default.json"), size: Size(width: 1280, height: 800))
        options.watchesTheme = false
        options.showsGallery = true
        let engine = try SwitchYardEngine(
            renderer: host.engine.renderer, resources: host.engine.resources, options: options)
        guard case .loaded = engine.loadTheme() else { throw GuestHostError("default.json") }
        var events: [SwitchOwnerEvent] = []
        engine.addObserver { if case .owner(let event) = $0 { events.append(event) } }
        let veto = try #require(engine.switchNode(id: "mmm-veto"))
        let pending = try #require(engine.switchNode(id: "mmm-pending"))
        engine.scene.setFocus(veto)
        engine.handle(.key(KeyEvent(key: .space)))
        engine.handle(.key(KeyEvent(key: .space)))
        #expect(veto.isOn, "the first change is allowed, the second refused")
        engine.scene.setFocus(pending)
        engine.handle(.key(KeyEvent(key: .space)))
        #expect(pending.state == .pending)
        engine.advance(to: 59.0 / 60)
        #expect(pending.state == .pending)
        engine.advance(to: 1)
        #expect(pending.isOn && pending.state == .on)
        #expect(
            events == [
                .decided(switchID: "mmm-veto", requested: true, .allow),
                .decided(switchID: "mmm-veto", requested: false, .refuse),
                .decided(switchID: "mmm-pending", requested: true, .pending),
                .resolved(switchID: "mmm-pending", on: true),
            ])
        engine.shouldChange = { _, _ in .allow }
        engine.handle(.key(KeyEvent(key: .space)))
        #expect(!pending.isOn, "a host's hook replaces the theme's policy")
    }
}
