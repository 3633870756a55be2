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

    /// The widest the label may be, in points: longer text wraps onto more lines (a toast naming a long path
    /// in a small window).
    private(set) var maximumWidth = Double.infinity

    /// Shows `text`, or hides the label when nil.
    func show(_ text: String?) {
        isHidden = text == nil
        guard text != self.text else { return }
        self.text = text
        intern()
    }

    /// Sets `maximumWidth`, wrapping the text again when it changed.
    func limitWidth(to width: Double) {
        guard width != maximumWidth else { return }
        maximumWidth = width
        intern()
    }

    private func intern() {
        let room = maximumWidth - 2 * HUDStyle.padding - 4
        line.set(
            text.map { [($0, color)] } ?? [], face: .bold, wrapWidth: room.isFinite ? max(40, room) : nil,
            resources: resources)
        setNeedsDisplay()
    }

    /// The panel's size around the text, no wider than `maximumWidth` (a word longer than that is cut).
    var preferredSize: Size {
        Size(width: min(maximumWidth, line.width + 2 * HUDStyle.padding + 4), height: line.height + HUDStyle.padding)
    }

    override func collectResources(into use: inout ResourceUse) {
        line.collectResources(into: &use)
    }

    override func draw(into list: inout DrawList, rect: Rect, scale: Double) {
        list.pushOpacity(opacity, bounds: rect)
        list.fill(rect, radius: min(rect.height / 2, HUDStyle.lineHeight), color: HUDStyle.panel)
        list.pushClip(rect.insetBy(dx: HUDStyle.padding, dy: 0))
        line.draw(
            into: &list,
            origin: Point(x: rect.minX + HUDStyle.padding + 2, y: rect.midY - line.height / 2 + 1))
        list.popClip()
        list.popOpacity()
    }
}
