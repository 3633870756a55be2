import SceneGraph
import SwitchYardKit
import Themes

/// The overlay over the gallery, in a scene of its own so scenarios never hash it: the dock (`DockLayout`:
/// the frame-time graph F above tabs for the event log L, help H, states sheet S, inspector I and the theme's
/// errors E, beside or under the gallery and never over it, or tiny windows' one-line bar), the recording
/// dot, touch mode's fingers and label (M), the scene clock's rate, the toast, the tooltip of cut text and
/// the theme error banner in its own strip. The inspector's panel is placed here like the others but lives
/// in the inspector's own scene, which takes its input (this scene takes none: the app hands the dock its
/// clicks, drags and wheel turns, `HUD+Dock.swift`).
package final class HUD {
    package let scene: Scene
    /// The on-screen list of recent switch events (the `--log` file is `PlaygroundApp.eventLog`).
    let logPanel: EventLogPanel
    package let frameGraph: FrameGraphNode
    let help: HelpOverlay
    let banner: BannerNode
    let recording: RecordingIndicator
    let touch: TouchOverlay
    /// The scene clock's rate while paused or slowed, and whether reduce motion is on (hidden when neither).
    let rate: PillLabel
    /// A short message that fades out: the theme's name, where a screenshot or recording went.
    let toast: PillLabel
    /// The whole text of a cut line or title under the mouse.
    let tooltip: PillLabel
    /// Every error of a theme that failed to load (E).
    let errorList: ErrorListOverlay
    /// The theme's states sheet (S).
    let sheet: SheetPanel
    /// Tiny windows' one line instead of the panels.
    let bar: StatusBar
    /// The dock's background, splitter and tab strip.
    let chrome: DockChrome
    /// The inspector (I), placed by this layout in its own scene; nil where no inspector runs (the bench).
    let inspector: Inspector?
    /// What the dock shows: the event log's tab at start.
    var state = DockState()
    /// True while the app records: the gallery lies where a replay puts it (`DockLayout`).
    private(set) var isRecording = false
    /// Where everything went at the last layout: the gallery's area is `dockLayout.gallery`.
    private(set) var dockLayout: DockLayout
    /// True while the mouse drags the splitter.
    var draggingSplitter = false
    /// Where the mouse dragging the states sheet was last, while it pans it.
    var sheetDrag: Point?
    /// The layout the `--log` file's last `panels` event described (`takeLayoutChange`).
    var reportedLayout: DockLayout?
    /// When the toast appeared, in the caller's seconds.
    private var toastShown = 0.0

    /// Seconds a toast stays, the last `toastFade` of them fading out.
    package static let toastDuration = 2.0
    static let toastFade = 0.5

    /// A HUD without an inspector, as the bench draws it.
    package convenience init(size: Size, resources: ResourceProvider) {
        self.init(size: size, resources: resources, inspector: nil)
    }

    init(size: Size, resources: ResourceProvider, inspector: Inspector?) {
        self.inspector = inspector
        scene = Scene(size: size)
        logPanel = EventLogPanel(resources: resources)
        frameGraph = FrameGraphNode(resources: resources)
        help = HelpOverlay(resources: resources)
        banner = BannerNode(resources: resources)
        recording = RecordingIndicator(resources: resources)
        touch = TouchOverlay(resources: resources)
        rate = PillLabel(resources: resources, color: HUDStyle.accent)
        toast = PillLabel(resources: resources)
        tooltip = PillLabel(resources: resources)
        errorList = ErrorListOverlay(resources: resources)
        sheet = SheetPanel(resources: resources)
        bar = StatusBar(resources: resources)
        chrome = DockChrome(resources: resources)
        dockLayout = DockLayout(size: size, state: DockState(), banner: false)
        frameGraph.isHidden = true
        help.isHidden = true
        scene.root.isInteractive = false
        let nodes: [Node] = [
            chrome, logPanel, frameGraph, help, sheet, errorList, bar, recording, rate, toast, banner, touch, tooltip,
        ]
        for node in nodes {
            scene.root.addChild(node)
        }
        layout()
    }

    /// Lays everything out again for a window of `size` points.
    func resize(to size: Size) {
        scene.size = size
        layout()
    }

    /// The panels shown: the graph when on and the open tab.
    package var shown: Set<Panel> { state.shown }

    /// What a panel's key does: the graph shows or hides; a tab opens (or, when it is the open one, the
    /// dock's tabs close).
    package func toggle(_ panel: Panel) {
        setShown(panel, !shown.contains(panel))
    }

    /// Shows `panel` when `on` (a tab: opens it in place of the open one), else hides it.
    package func setShown(_ panel: Panel, _ on: Bool) {
        guard on != shown.contains(panel) else { return }
        if panel == .graph {
            state.graph = on
        } else {
            state.tab = on ? panel : nil
        }
        layout()
    }

    /// The tabs along the strip: the errors' only while a theme has errors.
    var tabs: [Panel] {
        Panel.tabs.filter { $0 != .errors || !errorList.errors.isEmpty }
    }

    /// True when the window is too small for panels: shown ones are summarised in the one-line bar.
    var isTiny: Bool { Self.isTiny(scene.size) }

    /// The node of each panel (the inspector's is in the inspector's scene).
    var panelNodes: [Panel: Node] {
        var nodes: [Panel: Node] = [
            .graph: frameGraph, .log: logPanel, .help: help, .sheet: sheet, .errors: errorList,
        ]
        nodes[.inspector] = inspector?.panel
        return nodes
    }

    /// The dock's panels with rows, by panel (the graph has none).
    var dockPanels: [Panel: DockPanel] {
        var panels: [Panel: DockPanel] = [.log: logPanel, .help: help, .sheet: sheet, .errors: errorList]
        panels[.inspector] = inspector?.panel
        return panels
    }

    /// Lays the dock out again: after a change of what it shows, the banner, recording or the splitter.
    func layout() {
        let size = scene.size
        let layout = DockLayout(size: size, state: state, banner: !banner.isHidden, recording: isRecording)
        dockLayout = layout
        sheet.setShown(layout.panels[.sheet] != nil)
        for (panel, node) in panelNodes where panel != .inspector {
            node.isHidden = layout.panels[panel] == nil
            guard let frame = layout.panels[panel] else { continue }
            switch node {
            case let log as EventLogPanel: log.place(in: frame)
            case let help as HelpOverlay: help.place(in: frame)
            case let sheet as SheetPanel: sheet.place(in: frame)
            case let errors as ErrorListOverlay: errors.place(in: frame)
            default: node.frame = frame
            }
        }
        inspector?.place(in: layout.panels[.inspector])
        var titles: [Panel: String] = [:]
        if !errorList.errors.isEmpty { titles[.errors] = "Errors (\(errorList.errors.count))" }
        chrome.show(layout, tabs: tabs, titles: titles, open: state.tab)
        bar.isHidden = layout.bar == nil
        if let frame = layout.bar { bar.frame = frame }
        refreshBar()
        let margin = DockLayout.margin + 4
        let gallery = layout.gallery
        // No room for the banner (recording in a narrow window): it waits, drawing nothing.
        banner.frame = layout.banner ?? .zero
        recording.frame = Rect(
            origin: Point(x: gallery.minX + margin, y: gallery.minY + margin), size: RecordingIndicator.size)
        touch.frame = Rect(origin: .zero, size: size)
        // Touch mode's label sits under the recording dot's row, which the clock's rate pill shares.
        touch.labelOrigin = Point(x: recording.frame.minX, y: recording.frame.maxY + margin / 2)
        rate.frame = Rect(
            origin: Point(x: recording.frame.maxX + margin / 2, y: recording.frame.minY), size: rate.preferredSize)
        toast.limitWidth(to: max(80, gallery.width - 2 * margin))
        let toastSize = toast.preferredSize
        let bottom = gallery.maxY
        toast.frame = Rect(
            x: gallery.minX + (gallery.width - toastSize.width) / 2,
            y: max(gallery.minY, bottom - toastSize.height - margin),
            width: toastSize.width, height: toastSize.height)
        scene.setNeedsDisplay()
    }

    /// The smallest window that shows panels, as "400x300".
    static let smallestPanelWindow = "\(Int(DockLayout.tinyWidth))x\(Int(DockLayout.tinyHeight))"

    private static func isTiny(_ size: Size) -> Bool {
        size.width < DockLayout.tinyWidth || size.height < DockLayout.tinyHeight
    }

    /// Updates tiny windows' bar: the frame time while the graph is on, the last event while the log is, and
    /// which other shown panels need a larger window.
    func refreshBar() {
        guard !bar.isHidden else { return }
        var parts: [String] = []
        if shown.contains(.graph) { parts.append(frameGraph.summary) }
        if shown.contains(.log) { parts.append(logPanel.lastEntry ?? "no events yet") }
        let wanting = [(Panel.help, "help"), (.sheet, "sheet"), (.inspector, "inspector"), (.errors, "error list")]
            .filter { shown.contains($0.0) }.map(\.1)
        if let last = wanting.last {
            let names = wanting.count == 1 ? last : wanting.dropLast().joined(separator: ", ") + " and " + last
            parts.append("\(names) \(wanting.count == 1 ? "needs" : "need") a \(Self.smallestPanelWindow) window")
        }
        bar.show(parts.joined(separator: "  ·  "))
    }

    /// Shows the theme in the states sheet (made only while the sheet shows).
    func showTheme(_ theme: Theme, file: String) {
        sheet.show(theme, file: file)
        layout()
    }

    /// Shows or clears the theme error banner: one message (a recording that failed, say).
    func showError(_ message: String?) {
        showErrors(message.map { [$0] } ?? [])
    }

    /// Shows the first of `errors` in the banner, with how many there are when more than one (the Errors tab,
    /// E, lists them all, and shows a single one whole where the banner cuts it), or clears the banner and
    /// the list when empty (closing the Errors tab).
    func showErrors(_ errors: [String]) {
        banner.show(errors.first, count: errors.count)
        errorList.set(errors)
        if errors.isEmpty, state.tab == .errors { state.tab = nil }
        layout()
    }

    /// Shows the scene clock's rate, or hides it at full speed.
    func showRate(_ label: String?) {
        rate.show(label)
        layout()
    }

    /// Shows `message` as the toast from `now` (seconds on any clock the caller keeps using).
    func showToast(_ message: String, now: Double) {
        toast.show(message)
        toast.opacity = 1
        toastShown = now
        layout()
    }

    /// Fades the toast for `now` and hides it once its time is over; true while it is still up (keep drawing).
    func updateToast(now: Double) -> Bool {
        guard !toast.isHidden else { return false }
        let left = Self.toastDuration - (now - toastShown)
        guard left > 0 else {
            toast.show(nil)
            return false
        }
        toast.opacity = min(1, left / Self.toastFade)
        return true
    }

    /// Shows the recording dot and lays the dock out where a replay leaves room (`DockLayout`) while `on`.
    func setRecording(_ on: Bool) {
        recording.isHidden = !on
        guard on != isRecording else { return }
        isRecording = on
        draggingSplitter = false
        layout()
    }
}
