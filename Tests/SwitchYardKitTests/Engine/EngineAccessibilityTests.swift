import SDLKit
import SceneGraph
import SwitchYardKit
import TestSupport
import Testing

/// The accessibility model: each switch's name, description, role and states; the toggle action taking the
/// tap path through the owners; and the tracker's events, announcements included.
@Suite("Engine accessibility", .serialized)
struct EngineAccessibilityTests {
    static let theme = """
        {
          "version": 1,
          "styles": { "plain": {} },
          "switches": [
            { "id": "wifi", "style": "plain", "caption": "Wi-Fi",
              "accessibility": { "label": "Wireless", "hint": "Joins networks" } },
            { "id": "veto", "style": "plain", "caption": "Veto", "decide": { "policy": "refuse" } },
            { "id": "wait", "style": "plain", "caption": "Wait",
              "decide": { "policy": "pending", "resolveAfter": 1, "grant": true } },
            { "id": "bare", "style": "plain" },
            { "id": "off", "style": "plain", "caption": "Disabled", "enabled": false, "on": true }
          ]
        }
        """

    @Test func namesDescriptionsRolesAndStatesComeFromTheThemeAndTheHost() throws {
        let host = try GuestHost(width: 800, height: 600)
        let engine = try host.galleryEngine(theme: Self.theme, in: try TestFolder())
        let all = engine.accessibleSwitches
        #expect(all.map(\.id) == ["wifi", "veto", "wait", "bare", "off"])
        #expect(all.map(\.name) == ["Wireless", "Veto", "Wait", "bare", "Disabled"])
        #expect(all.map(\.description) == ["Joins networks", "", "", "", ""])
        #expect(all.allSatisfy { $0.role == .toggleSwitch && $0.actions == [.toggle] })
        #expect(all[0].states == [.enabled, .focusable, .visible])
        #expect(all[4].states == [.checked, .visible], "disabled: neither enabled nor focusable")
        try engine.setAccessibilityLabel("Réseau sans fil 📶 — " + String(repeating: "ש", count: 5000), for: "wifi")
        try engine.setAccessibilityHint("Connects", for: "bare")
        #expect(engine.accessibleSwitch(id: "wifi")?.name.hasPrefix("Réseau sans fil 📶") == true)
        #expect(engine.accessibleSwitch(id: "bare")?.description == "Connects")
        try engine.setAccessibilityLabel(nil, for: "wifi")
        #expect(engine.accessibleSwitch(id: "wifi")?.name == "Wireless", "nil gives the name back to the theme")
        #expect(throws: EngineError.noSwitch("gone")) { try engine.setAccessibilityLabel("x", for: "gone") }
        #expect(engine.accessibleSwitch(id: "gone") == nil)
    }

    @Test func toggleGoesThroughTheOwnersAndIsAnnounced() throws {
        let host = try GuestHost(width: 800, height: 600)
        let engine = try host.galleryEngine(theme: Self.theme, in: try TestFolder())
        let tracker = AccessibilityTracker(engine: engine)
        #expect(tracker.takeEvents().count == 5, "the first look reports every switch as added")
        var changes: [String] = []
        engine.addObserver { notice in
            if case .valueChanged(let node, let on) = notice { changes.append("\(node.id) \(on)") }
        }
        #expect(try engine.performAccessibilityAction(.toggle, on: "wifi"))
        #expect(
            tracker.takeEvents() == [
                .statesChanged(id: "wifi", states: [.checked, .enabled, .focusable, .visible], changed: .checked)
            ])
        #expect(try engine.performAccessibilityAction(.toggle, on: "veto"))
        #expect(
            tracker.takeEvents() == [.announcement(id: "veto", text: "Veto: change refused, still off")],
            "a refusal changes no state but is said")
        #expect(try engine.performAccessibilityAction(.toggle, on: "wait"))
        #expect(!(try engine.performAccessibilityAction(.toggle, on: "wait")), "a pending switch takes no toggle")
        #expect(!(try engine.performAccessibilityAction(.toggle, on: "off")), "nor a disabled one")
        #expect(
            tracker.takeEvents() == [
                .statesChanged(id: "wait", states: [.enabled, .focusable, .busy, .visible], changed: .busy)
            ])
        engine.advance(to: 1)
        #expect(
            tracker.takeEvents() == [
                .statesChanged(
                    id: "wait", states: [.checked, .enabled, .focusable, .visible], changed: [.checked, .busy]),
                .announcement(id: "wait", text: "Wait: on"),
            ])
        #expect(changes == ["wifi true", "wait true"])
        #expect(throws: EngineError.noSwitch("gone")) { try engine.performAccessibilityAction(.toggle, on: "gone") }
    }

    @Test func focusEnablingLabelsAndRemovalAreEvents() throws {
        let host = try GuestHost(width: 800, height: 600)
        let engine = try host.galleryEngine(theme: Self.theme, in: try TestFolder())
        try engine.addSwitch(id: "placed", style: "plain", origin: Point(x: 10, y: 500))
        let tracker = AccessibilityTracker(engine: engine)
        _ = tracker.takeEvents()
        try engine.setFocus(id: "bare")
        engine.switchNode(id: "veto")?.isEnabled = false
        try engine.setAccessibilityLabel("Placed", for: "placed")
        engine.switchNode(id: "placed")?.setOn(true, animated: false)
        #expect(
            tracker.takeEvents() == [
                .statesChanged(id: "veto", states: [.visible], changed: [.enabled, .focusable]),
                .statesChanged(id: "bare", states: [.enabled, .focusable, .focused, .visible], changed: .focused),
                .nameChanged(id: "placed", name: "Placed"),
                .statesChanged(id: "placed", states: [.checked, .enabled, .focusable, .visible], changed: .checked),
                .focusChanged(id: "bare"),
            ])
        engine.removeSwitch(id: "placed")
        try engine.setFocus(id: nil)
        #expect(
            tracker.takeEvents() == [
                .removed(id: "placed"),
                .statesChanged(id: "bare", states: [.enabled, .focusable, .visible], changed: .focused),
                .focusChanged(id: nil),
            ])
        #expect(tracker.takeEvents() == [], "nothing changed since")
    }
}
