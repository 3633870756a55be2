import CAtkBridge
import SceneGraph
import SwitchYardKit

/// The playground window on AT-SPI (docs/accessibility.md, "Screen readers"): the application and its
/// window, each switch of the gallery as a toggle button with the switch attribute, the shown panels by
/// name and the inspector's rows as labels. Built on the engine's `AccessibilityTracker`; ATK and its
/// bridge (Sources/CAtkBridge) do the D-Bus side. Everything happens in `frame`, once a frame, on the main
/// thread: the tracker's events are passed on, then GLib's main context answers what assistive technology
/// asked (a bounded number of non-blocking turns), which is where the toggle action runs.
final class AtkBridge {
    /// GLib turns per frame at most: each answers what arrived (a call, a reply), none waits.
    static let turnsPerFrame: Int32 = 32

    private let engine: SwitchYardEngine
    private let tracker: AccessibilityTracker
    private var switchNodes: [String: OpaquePointer] = [:]
    private var switchIDs: [Int64: String] = [:]
    private var nextKey: Int64 = 1
    private var panelNodes: [Panel: OpaquePointer] = [:]
    private var rowNodes: [OpaquePointer] = []
    private var rowTexts: [String] = []
    /// Told of each action and announcement (the `--log` file).
    var onNote: ((_ event: String, _ detail: String) -> Void)?
    /// What the bridge's frames cost (`frame`'s own time, the GLib turns included).
    private(set) var cost = BridgeCost()

    /// Registers the application with the accessibility bus; nil when no bus answered (nothing of the
    /// bridge stays then).
    init?(engine: SwitchYardEngine, windowTitle: String) {
        self.engine = engine
        tracker = AccessibilityTracker(engine: engine)
        let user = Unmanaged.passUnretained(self).toOpaque()
        guard sy_atk_start("SwitchYard", windowTitle, { user, key in AtkBridge.act(user, key) }, user) == 1 else {
            return nil
        }
    }

    deinit {
        sy_atk_stop()
    }

    /// One frame: the window's place and focus, the switches' changes, the panels, then GLib's turns.
    func frame(windowFrame: Rect, windowActive: Bool, panels: [(panel: Panel, frame: Rect)], rows: [String]) {
        let clock = FrameClock()
        let start = clock.now()
        if let window = sy_atk_window() {
            place(window, windowFrame)
            sy_atk_set_states(window, (windowActive ? UInt32(SY_ATK_ACTIVE.rawValue) : 0) | visible)
        }
        for event in tracker.takeEvents() { apply(event) }
        syncPanels(panels)
        syncRows(rows)
        _ = sy_atk_pump(Self.turnsPerFrame)
        cost.add(clock.now() - start)
    }

    private var visible: UInt32 { UInt32(SY_ATK_VISIBLE.rawValue) }

    private func apply(_ event: AccessibilityEvent) {
        switch event {
        case .added(let item):
            guard let window = sy_atk_window() else { return }
            let key = nextKey
            nextKey += 1
            guard let node = sy_atk_add(window, key, Int32(SY_ATK_SWITCH.rawValue), item.name, item.description)
            else { return }
            switchNodes[item.id] = node
            switchIDs[key] = item.id
            place(node, item.frame)
            sy_atk_set_states(node, item.states.rawValue)
        case .removed(let id):
            guard let node = switchNodes.removeValue(forKey: id) else { return }
            switchIDs = switchIDs.filter { $0.value != id }
            sy_atk_remove(node)
        case .statesChanged(let id, let states, _):
            if let node = switchNodes[id] { sy_atk_set_states(node, states.rawValue) }
        case .nameChanged(let id, let name):
            if let node = switchNodes[id] { sy_atk_set_name(node, name) }
        case .descriptionChanged(let id, let description):
            if let node = switchNodes[id] { sy_atk_set_description(node, description) }
        case .frameChanged(let id, let frame):
            if let node = switchNodes[id] { place(node, frame) }
        case .focusChanged:
            break  // each switch's focused state carries it
        case .announcement(let id, let text):
            guard let node = switchNodes[id] ?? sy_atk_window() else { return }
            sy_atk_announce(node, text)
            onNote?("announce", text)
        }
    }

    /// A panel object per shown panel, named, at its place.
    private func syncPanels(_ panels: [(panel: Panel, frame: Rect)]) {
        let shown = Set(panels.map(\.panel))
        for (panel, node) in panelNodes where !shown.contains(panel) {
            if panel == .inspector {
                // The rows go with their panel (sy_atk_remove frees an object's children).
                rowNodes = []
                rowTexts = []
            }
            sy_atk_remove(node)
            panelNodes[panel] = nil
        }
        for (panel, frame) in panels {
            if panelNodes[panel] == nil, let window = sy_atk_window() {
                panelNodes[panel] = sy_atk_add(window, 0, Int32(SY_ATK_PANEL.rawValue), panel.accessibleName, "")
                if panel == .inspector { rowTexts = [] }  // its rows are made under it
            }
            if let node = panelNodes[panel] {
                place(node, frame)
                sy_atk_set_states(node, visible)
            }
        }
    }

    /// The inspector's rows as labels of its panel, "label: value", rebuilt when any text changed.
    private func syncRows(_ rows: [String]) {
        guard rows != rowTexts else { return }
        for node in rowNodes { sy_atk_remove(node) }
        rowNodes = []
        rowTexts = rows
        guard let panel = panelNodes[.inspector] else { return }
        for text in rows {
            guard let node = sy_atk_add(panel, 0, Int32(SY_ATK_LABEL.rawValue), text, "") else { continue }
            sy_atk_set_states(node, visible)
            rowNodes.append(node)
        }
    }

    /// The toggle action of the switch `key` names, from inside `sy_atk_pump`: through the engine's tap
    /// path. 0 for a switch that is gone or cannot act now.
    private static func act(_ user: UnsafeMutableRawPointer?, _ key: Int64) -> Int32 {
        guard let user else { return 0 }
        let bridge = Unmanaged<AtkBridge>.fromOpaque(user).takeUnretainedValue()
        guard let id = bridge.switchIDs[key] else { return 0 }
        let acted = (try? bridge.engine.performAccessibilityAction(.toggle, on: id)) ?? false
        bridge.onNote?("a11y-action", "toggle \(id)\(acted ? "" : " (not now)")")
        return acted ? 1 : 0
    }

    /// Gives `node` its extents: `frame` in window points, which are X11's pixels (screen coordinates).
    private func place(_ node: OpaquePointer, _ frame: Rect) {
        sy_atk_set_extents(
            node, clamped(frame.origin.x), clamped(frame.origin.y), clamped(frame.size.width),
            clamped(frame.size.height))
    }

    private func clamped(_ value: Double) -> Int32 {
        value.isFinite ? Int32(max(-1e9, min(1e9, value.rounded()))) : 0
    }
}

/// What the bridge's frames took: how many, in all and at most (seconds).
struct BridgeCost {
    private(set) var frames = 0
    private(set) var total = 0.0
    private(set) var longest = 0.0

    mutating func add(_ seconds: Double) {
        frames += 1
        total += seconds
        longest = max(longest, seconds)
    }

    /// "N frames, mean X µs, max Y µs".
    var summary: String {
        let mean = frames > 0 ? total / Double(frames) : 0
        return "\(frames) frames, mean \(Int((mean * 1e6).rounded())) µs, max \(Int((longest * 1e6).rounded())) µs"
    }
}
