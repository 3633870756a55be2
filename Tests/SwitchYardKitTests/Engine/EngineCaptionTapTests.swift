import SDLKit
import SceneGraph
import SwitchYardKit
import TestSupport
import Testing

/// `captionTap: "toggle"`: a tap on a gallery switch's caption toggles it through the same path as a tap on
/// the switch, so the theme's owners allow, refuse or hold it; without it (the default) a caption is text.
@Suite("Engine caption taps", .serialized)
struct EngineCaptionTapTests {
    static let theme = """
        {
          "version": 1,
          "styles": { "plain": {}, "tap": { "captionTap": "toggle" } },
          "switches": [
            { "id": "free", "style": "tap", "caption": "Wi-Fi" },
            { "id": "veto", "style": "tap", "caption": "Veto", "decide": { "policy": "refuse" } },
            { "id": "wait", "style": "tap", "caption": "Wait",
              "decide": { "policy": "pending", "resolveAfter": 1, "grant": true } },
            { "id": "text", "style": "plain", "caption": "Plain" },
            { "id": "off", "style": "tap", "caption": "Disabled", "enabled": false }
          ]
        }
        """

    private static func click(_ engine: SwitchYardEngine, _ p: Point) {
        _ = engine.handle(.mouseButton(MouseButtonEvent(isDown: true, x: p.x, y: p.y, button: .left)))
        _ = engine.handle(.mouseButton(MouseButtonEvent(isDown: false, x: p.x, y: p.y, button: .left)))
    }

    /// A point on the caption under switch `node`.
    private static func caption(_ node: SwitchNode) -> Point {
        Point(x: node.sceneFrame.midX, y: node.sceneFrame.maxY + 14)
    }

    @Test func aCaptionTapGoesThroughTheOwnerAsATapDoes() throws {
        let host = try GuestHost(width: 800, height: 600)
        let folder = try TestFolder()
        let engine = try host.galleryEngine(theme: Self.theme, in: folder)
        var changes: [String] = []
        var events: [SwitchOwnerEvent] = []
        engine.addObserver { notice in
            if case .valueChanged(let node, let on) = notice { changes.append("\(node.id) \(on)") }
            if case .owner(let event) = notice { events.append(event) }
        }
        let free = try #require(engine.switchNode(id: "free"))
        let veto = try #require(engine.switchNode(id: "veto"))
        let wait = try #require(engine.switchNode(id: "wait"))
        let text = try #require(engine.switchNode(id: "text"))
        let off = try #require(engine.switchNode(id: "off"))
        Self.click(engine, Self.caption(free))
        #expect(free.isOn)
        Self.click(engine, Self.caption(free))
        #expect(!free.isOn, "a second tap toggles back")
        Self.click(engine, Self.caption(veto))
        #expect(!veto.isOn && veto.state == .off, "the owner refused")
        Self.click(engine, Self.caption(wait))
        #expect(wait.state == .pending && wait.pendingValue == true)
        Self.click(engine, Self.caption(wait))
        #expect(wait.state == .pending, "a pending switch takes no caption tap either")
        engine.advance(to: 1)
        #expect(wait.isOn && wait.state == .on)
        Self.click(engine, Self.caption(text))
        #expect(!text.isOn, "without captionTap the caption is text")
        Self.click(engine, Self.caption(off))
        #expect(!off.isOn, "a disabled switch's caption does nothing")
        #expect(changes == ["free true", "free false", "wait true"])
        #expect(
            events == [
                .decided(switchID: "veto", requested: true, .refuse),
                .decided(switchID: "wait", requested: true, .pending),
                .resolved(switchID: "wait", on: true),
            ])
    }

    /// A press on the caption let go elsewhere, and a press elsewhere let go on the caption, toggle nothing.
    @Test func onlyAPressAndReleaseOnTheCaptionToggles() throws {
        let host = try GuestHost(width: 800, height: 600)
        let folder = try TestFolder()
        let engine = try host.galleryEngine(theme: Self.theme, in: folder)
        let free = try #require(engine.switchNode(id: "free"))
        let on = Self.caption(free)
        let away = Point(x: on.x, y: on.y + 300)
        _ = engine.handle(.mouseButton(MouseButtonEvent(isDown: true, x: on.x, y: on.y, button: .left)))
        _ = engine.handle(.mouseButton(MouseButtonEvent(isDown: false, x: away.x, y: away.y, button: .left)))
        #expect(!free.isOn)
        _ = engine.handle(.mouseButton(MouseButtonEvent(isDown: true, x: away.x, y: away.y, button: .left)))
        _ = engine.handle(.mouseButton(MouseButtonEvent(isDown: false, x: on.x, y: on.y, button: .left)))
        #expect(!free.isOn)
    }
}
