import SceneGraph
import SwitchYardKit
import Themes

/// The overlay over the gallery, in a scene of its own so scenarios never hash it: the panels (frame-time
/// graph F, event log L, help H, states sheet S, inspector I) where `PanelLayout` puts them, beside the
/// gallery and never over it (or tiny windows' one-line bar), the recording dot, touch mode's fingers and
/// label (M), the scene clock's rate, the toast and the theme error banner in its own strip with its list of
/// every error (E). The inspector's panel is placed here like the others but lives in the inspector's own
/// scene, which takes its input (this scene takes none).
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
    /// Every error of a theme that failed to load (E).
    let errorList: ErrorListOverlay
    /// The theme's states sheet (S).
    let sheet: SheetPanel
    /// Tiny windows' one line instead of the panels.
    let bar: StatusBar
    /// The inspector (I), placed by this layout in its own scene; nil where no inspector runs (the bench).
    private let inspector: Inspector?
    /// The panels shown; the event log at start.
    private(set) var shown: Set<Panel> = [.log]
    /// Where everything went at the last layout: the gallery's area is `panelLayout.gallery`.
    private(set) var panelLayout: PanelLayout
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
        errorList = ErrorListOverlay(resources: resources)
        sheet = SheetPanel(resources: resources)
        bar = StatusBar(resources: resources)
        panelLayout = PanelLayout(size: size, shown: [], preferred: [:], banner: false)
        frameGraph.isHidden = true
        help.isHidden = true
        scene.root.isInteractive = false
        let nodes: [Node] = [logPanel, frameGraph, help, sheet, bar, recording, rate, toast, banner, errorList, touch]
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

    /// Shows or hides `panel`.
    package func toggle(_ panel: Panel) {
        setShown(panel, !shown.contains(panel))
    }

    /// Shows `panel` when `on`, else hides it.
    package func setShown(_ panel: Panel, _ on: Bool) {
        guard on != shown.contains(panel) else { return }
        if on {
            shown.insert(panel)
        } else {
            shown.remove(panel)
        }
        layout()
    }

    /// True when the window is too small for panels: shown ones are summarised in the one-line bar.
    var isTiny: Bool { Self.isTiny(scene.size) }

    /// The node of each panel (the inspector's is in the inspector's scene).
    private var panelNodes: [Panel: Node] {
        var nodes: [Panel: Node] = [.graph: frameGraph, .log: logPanel, .help: help, .sheet: sheet]
        nodes[.inspector] = inspector?.panel
        return nodes
    }

    private func layout() {
        let size = scene.size
        sheet.setShown(shown.contains(.sheet) && !Self.isTiny(size))
        let preferred: [Panel: Size] = [
            .graph: FrameGraphNode.preferredSize, .log: EventLogPanel.fullSize, .help: help.preferredSize,
            .sheet: sheet.preferredSize, .inspector: InspectorPanel.preferredSize,
        ]
        let layout = PanelLayout(size: size, shown: shown, preferred: preferred, banner: !banner.isHidden)
        panelLayout = layout
        for (panel, node) in panelNodes where panel != .inspector {
            node.isHidden = layout.panels[panel] == nil
            if let frame = layout.panels[panel] { node.frame = frame }
        }
        inspector?.place(in: layout.panels[.inspector])
        logPanel.visibleLines = EventLogPanel.lines(fitting: logPanel.frame.height)
        sheet.scroll(dx: 0, dy: 0)
        bar.isHidden = layout.bar == nil
        if let frame = layout.bar { bar.frame = frame }
        refreshBar()
        let margin = PanelLayout.margin
        let gallery = layout.gallery
        banner.frame = layout.banner ?? Rect(x: 0, y: 0, width: size.width, height: PanelLayout.bannerHeight)
        recording.frame = Rect(
            origin: Point(x: gallery.minX + margin, y: gallery.minY + margin), size: RecordingIndicator.size)
        touch.frame = Rect(origin: .zero, size: size)
        // Touch mode's label sits under the recording dot's row, which the clock's rate pill shares.
        touch.labelOrigin = Point(x: recording.frame.minX, y: recording.frame.maxY + margin / 2)
        rate.frame = Rect(
            origin: Point(x: recording.frame.maxX + margin / 2, y: recording.frame.minY), size: rate.preferredSize)
        toast.limitWidth(to: max(80, gallery.width - 2 * margin))
        let toastSize = toast.preferredSize
        toast.frame = Rect(
            x: gallery.minX + (gallery.width - toastSize.width) / 2,
            y: max(gallery.minY, gallery.maxY - toastSize.height - margin),
            width: toastSize.width, height: toastSize.height)
        let listSize = errorList.preferredSize
        errorList.frame = Rect(
            x: margin, y: gallery.minY + margin, width: min(listSize.width, size.width - 2 * margin),
            height: min(listSize.height, max(0, size.height - gallery.minY - 2 * margin)))
        scene.setNeedsDisplay()
    }

    /// The smallest window that shows panels, as "400x300".
    static let smallestPanelWindow = "\(Int(PanelLayout.tinyWidth))x\(Int(PanelLayout.tinyHeight))"

    private static func isTiny(_ size: Size) -> Bool {
        size.width < PanelLayout.tinyWidth || size.height < PanelLayout.tinyHeight
    }

    /// Updates tiny windows' bar: the frame time while the graph is on, the last event while the log is, and
    /// which other shown panels need a larger window.
    func refreshBar() {
        guard !bar.isHidden else { return }
        var parts: [String] = []
        if shown.contains(.graph) { parts.append(frameGraph.summary) }
        if shown.contains(.log) { parts.append(logPanel.lastEntry ?? "no events yet") }
        let wanting = [(Panel.help, "help"), (.sheet, "sheet"), (.inspector, "inspector")]
            .filter { shown.contains($0.0) }.map(\.1)
        if let last = wanting.last {
            let names = wanting.count == 1 ? last : wanting.dropLast().joined(separator: ", ") + " and " + last
            parts.append("\(names) \(wanting.count == 1 ? "needs" : "need") a \(Self.smallestPanelWindow) window")
        }
        bar.show(parts.joined(separator: "  ·  "))
    }

    /// True when a wheel turn at `point` is for the states sheet: it shows and the point lies on it.
    func scrollsSheet(at point: Point?) -> Bool {
        guard let point, !sheet.isHidden else { return false }
        return sheet.frame.contains(point)
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

    /// Shows the first of `errors` in the banner, with how many there are when more than one (E lists them
    /// all, and shows a single one whole where the banner cuts it), or clears the banner and the list when
    /// empty.
    func showErrors(_ errors: [String]) {
        banner.show(errors.first, count: errors.count)
        errorList.set(errors)
        layout()
    }

    /// Shows or hides the list of every error; false when there is no list to show.
    @discardableResult
    func toggleErrorList() -> Bool {
        guard !errorList.errors.isEmpty else { return false }
        errorList.isHidden.toggle()
        return true
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

    func setRecording(_ on: Bool) {
        recording.isHidden = !on
    }
}
