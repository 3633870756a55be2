import Foundation
import JSONKit
import SceneGraph

/// The playground's side of the AT-SPI bridge (docs/accessibility.md, "Screen readers"): whether it runs,
/// and what the window shows besides the switches.
extension PlaygroundApp {
    /// True when `--a11y` or `SWITCHYARD_A11Y=1` asks for the bridge: nothing else turns it on, so a
    /// session without a screen reader pays nothing (no GLib, no D-Bus).
    static func wantsAccessibility(flag: Bool, environment: [String: String]) -> Bool {
        flag || environment["SWITCHYARD_A11Y"] == "1"
    }

    /// An idle window's wait for input: a frame while the bridge runs, which answers assistive technology
    /// only in frames; the loop's quarter second otherwise.
    var idleWait: Int { atk == nil ? 250 : 16 }

    /// Starts the bridge when asked for; a warning, and the window as before, when no bus answers.
    func startAccessibility() {
        guard Self.wantsAccessibility(flag: options.accessibility, environment: ProcessInfo.processInfo.environment)
        else { return }
        guard let bridge = AtkBridge(engine: engine, windowTitle: target.window?.title ?? "SwitchYard") else {
            Diagnostics.warn("accessibility: no AT-SPI bus answered; going on without a screen reader bridge")
            return
        }
        bridge.onNote = { [weak self] event, detail in
            guard let self else { return }
            eventLog?.note(tick: tick, event: event, detail: detail)
        }
        atk = bridge
        eventLog?.note(tick: tick, event: "a11y", detail: "AT-SPI bridge on")
    }

    /// The bridge's frame: the window, the switches, the shown panels and the inspector's rows.
    func accessibilityFrame() {
        guard let atk else { return }
        let size = target.pointSize
        let origin = target.window?.position ?? (x: 0, y: 0)
        let panels = Panel.allCases.compactMap { panel in hud.dockLayout.panels[panel].map { (panel, $0) } }
        let rows = inspector.isOpen ? inspector.panel.rows.map(Self.accessibleText) : []
        atk.frame(
            windowFrame: Rect(x: Double(origin.x), y: Double(origin.y), width: size.width, height: size.height),
            windowActive: target.window?.hasInputFocus ?? false, panels: panels, rows: rows)
    }

    /// An inspector row as a screen reader reads it: "label: value".
    private static func accessibleText(_ row: InspectorRow) -> String {
        let value: String
        switch row.field.value?.kind {
        case .string(let text)?: value = text
        case .some: value = row.field.value.map(JSONWriter.write) ?? ""
        case nil: value = "default"
        }
        return "\(row.field.label): \(value)"
    }
}
