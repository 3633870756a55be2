import SceneGraph

/// The one line tiny windows show instead of their panels (`PanelLayout`'s bar): the frame time, the last
/// event, and which shown panels need a larger window.
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

    /// Shows `text`; the same text again interns nothing.
    func show(_ text: String) {
        guard text != self.text else { return }
        self.text = text
        line.set([(text, HUDStyle.text)], resources: resources)
        setNeedsDisplay()
    }

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
