import SceneGraph

/// The one line tiny windows show instead of their panels (`DockLayout`'s bar): the frame time, the last
/// event, and which shown panels need a larger window. Text wider than the bar ends in "…" (the tooltip
/// shows it whole).
final class StatusBar: Node {
    private let resources: ResourceProvider
    private var line = TextLines()
    /// The text shown.
    private(set) var text = ""

    init(resources: ResourceProvider) {
        self.resources = resources
        super.init()
        isInteractive = false
        isHidden = true
    }

    /// The width the text was fitted to.
    private var fittedWidth = -1.0

    /// Shows `text`; the same text at the same width again interns nothing.
    func show(_ text: String) {
        let width = frame.width - 2 * HUDStyle.padding
        guard text != self.text || width != fittedWidth else { return }
        self.text = text
        fittedWidth = width
        line.set([(text, HUDStyle.text)], fitWidth: width, resources: resources)
        setNeedsDisplay()
    }

    /// The whole text when it was cut to fit; nil when it shows whole.
    var cutText: String? { line.cutText(0) }

    override func collectResources(into use: inout ResourceUse) {
        line.collectResources(into: &use)
    }

    override func draw(into list: inout DrawList, rect: Rect, scale: Double) {
        list.fill(rect, color: HUDStyle.panel)
        list.pushClip(rect)
        line.draw(
            into: &list, origin: Point(x: rect.minX + HUDStyle.padding, y: rect.midY - HUDStyle.lineHeight / 2 + 1))
        list.popClip()
    }
}
