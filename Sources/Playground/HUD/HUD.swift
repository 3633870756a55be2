import SceneGraph
import SwitchYardKit

/// The overlay over the gallery, in a scene of its own so scenarios never hash it: the event log, the
/// frame-time graph (F), the help (H), the recording dot, touch mode's fingers and label (M), the scene
/// clock's rate, the toast and the theme error banner with its list of every error (E).
package final class HUD {
    let scene: Scene
    /// The on-screen list of recent switch events (the `--log` file is `PlaygroundApp.eventLog`).
    let logPanel: EventLogPanel
    package let frameGraph: FrameGraphNode
    let help: HelpOverlay
    let banner: BannerNode
    let recording: RecordingIndicator
    let touch: TouchOverlay
    /// The scene clock's rate while paused or slowed (hidden at full speed).
    let rate: PillLabel
    /// A short message that fades out: the theme's name, where a screenshot or recording went.
    let toast: PillLabel
    /// Every error of a theme that failed to load (E).
    let errorList: ErrorListOverlay
    /// The inspector column's width (0 while closed): on a window too narrow for a sidebar the panels
    /// overlay the gallery's part of the window, never the inspector.
    var inspectorWidth = 0.0 {
        didSet { if inspectorWidth != oldValue { layout() } }
    }
    /// When the toast appeared, in the caller's seconds.
    private var toastShown = 0.0

    /// Seconds a toast stays, the last `toastFade` of them fading out.
    static let toastDuration = 2.0
    static let toastFade = 0.5

    init(size: Size, resources: ResourceProvider) {
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
        frameGraph.isHidden = true
        help.isHidden = true
        scene.root.isInteractive = false
        for node in [logPanel, frameGraph, help, recording, rate, toast, banner, errorList, touch] as [Node] {
            scene.root.addChild(node)
        }
        layout()
    }

    /// Places the panels for the current size: graph at the top of the sidebar, log at its bottom, help centred.
    func resize(to size: Size) {
        scene.size = size
        layout()
    }

    private func layout() {
        let size = scene.size
        let window = WindowLayout(size: size, inspectorWidth: inspectorWidth)
        let panels = window.panels
        let margin = 12.0
        let top = banner.isHidden ? margin : BannerNode.height + margin
        logPanel.visibleLines = window.hasSidebar ? EventLogPanel.capacity : 3
        let logSize = logPanel.preferredSize
        let panelWidth = min(logSize.width, panels.width - 2 * margin)
        logPanel.frame = Rect(
            x: panels.maxX - panelWidth - margin, y: size.height - logSize.height - margin,
            width: panelWidth, height: logSize.height)
        let graphSize = FrameGraphNode.preferredSize
        frameGraph.frame = Rect(
            x: panels.maxX - panelWidth - margin, y: top, width: panelWidth, height: graphSize.height)
        let helpSize = help.preferredSize
        help.frame = Rect(
            x: (size.width - helpSize.width) / 2, y: (size.height - helpSize.height) / 2,
            width: helpSize.width, height: helpSize.height)
        banner.frame = Rect(x: 0, y: 0, width: size.width, height: BannerNode.height)
        recording.frame = Rect(origin: Point(x: margin, y: top), size: RecordingIndicator.size)
        touch.frame = Rect(origin: .zero, size: size)
        // Touch mode's label sits under the recording dot's row, which the clock's rate pill shares.
        touch.labelOrigin = Point(x: margin, y: top + RecordingIndicator.size.height + margin / 2)
        rate.frame = Rect(
            origin: Point(x: recording.frame.maxX + margin / 2, y: top), size: rate.preferredSize)
        let toastSize = toast.preferredSize
        toast.frame = Rect(
            x: (size.width - toastSize.width) / 2, y: size.height - toastSize.height - 3 * margin,
            width: toastSize.width, height: toastSize.height)
        let listSize = errorList.preferredSize
        errorList.frame = Rect(
            x: margin, y: top, width: min(listSize.width, size.width - 2 * margin), height: listSize.height)
    }

    /// Shows or clears the theme error banner: one message (a recording that failed, say).
    func showError(_ message: String?) {
        showErrors(message.map { [$0] } ?? [])
    }

    /// Shows the first of `errors` in the banner, with how many there are when more than one (E lists them
    /// all), or clears the banner and the list when empty.
    func showErrors(_ errors: [String]) {
        banner.show(errors.first, count: errors.count)
        errorList.set(errors.count > 1 ? errors : [])
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

    func toggleHelp() {
        help.isHidden.toggle()
    }

    func toggleFrameGraph() {
        frameGraph.isHidden.toggle()
    }

    func setRecording(_ on: Bool) {
        recording.isHidden = !on
    }
}
