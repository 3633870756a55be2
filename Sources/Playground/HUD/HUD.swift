import SceneGraph
import SwitchYardKit

/// The overlay over the gallery, in a scene of its own so scenarios never hash it: the event log, the
/// frame-time graph (F), the help (H), the recording dot, touch mode's fingers and label (M) and the theme
/// error banner.
package final class HUD {
    let scene: Scene
    /// The on-screen list of recent switch events (the `--log` file is `PlaygroundApp.eventLog`).
    let logPanel: EventLogPanel
    package let frameGraph: FrameGraphNode
    let help: HelpOverlay
    let banner: BannerNode
    let recording: RecordingIndicator
    let touch: TouchOverlay

    init(size: Size, resources: ResourceProvider) {
        scene = Scene(size: size)
        logPanel = EventLogPanel(resources: resources)
        frameGraph = FrameGraphNode(resources: resources)
        help = HelpOverlay(resources: resources)
        banner = BannerNode(resources: resources)
        recording = RecordingIndicator(resources: resources)
        touch = TouchOverlay(resources: resources)
        frameGraph.isHidden = true
        help.isHidden = true
        scene.root.isInteractive = false
        for node in [logPanel, frameGraph, help, recording, banner, touch] as [Node] { scene.root.addChild(node) }
        layout()
    }

    /// Places the panels for the current size: graph at the top of the sidebar, log at its bottom, help centred.
    func resize(to size: Size) {
        scene.size = size
        layout()
    }

    private func layout() {
        let size = scene.size
        let window = WindowLayout(size: size)
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
        touch.labelOrigin = Point(x: recording.frame.maxX + 6, y: top)
    }

    /// Shows or clears the theme error banner.
    func showError(_ message: String?) {
        banner.show(message)
        layout()
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
