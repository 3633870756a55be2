import SceneGraph

/// One short line of text on a rounded dark panel, drawn at `opacity`: the rate of the scene clock and the
/// toast.
final class PillLabel: Node {
    private var line = TextLines()
    private let resources: ResourceProvider
    private let color: Color
    /// The text shown; nil hides the label.
    private(set) var text: String?
    /// How opaque the whole label draws, 0...1.
    var opacity = 1.0 {
        didSet { if opacity != oldValue { setNeedsDisplay() } }
    }

    init(resources: ResourceProvider, color: Color = HUDStyle.text) {
        self.resources = resources
        self.color = color
        super.init()
        isInteractive = false
        isHidden = true
    }

    /// Shows `text`, or hides the label when nil.
    func show(_ text: String?) {
        isHidden = text == nil
        guard text != self.text else { return }
        self.text = text
        line.set(text.map { [($0, color)] } ?? [], face: .bold, resources: resources)
        setNeedsDisplay()
    }

    /// The panel's size around the text.
    var preferredSize: Size {
        Size(width: line.width + 2 * HUDStyle.padding + 4, height: HUDStyle.lineHeight + HUDStyle.padding)
    }

    override func collectResources(into use: inout ResourceUse) {
        line.collectResources(into: &use)
    }

    override func draw(into list: inout DrawList, rect: Rect, scale: Double) {
        list.pushOpacity(opacity, bounds: rect)
        list.fill(rect, radius: rect.height / 2, color: HUDStyle.panel)
        line.draw(
            into: &list,
            origin: Point(x: rect.minX + HUDStyle.padding + 2, y: rect.midY - HUDStyle.lineHeight / 2 + 1))
        list.popOpacity()
    }
}
