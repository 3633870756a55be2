import SceneGraph

/// Every error of the theme that failed to load, one `file:line:col: error: message` a line, shown with E
/// while the banner is up.
final class ErrorListOverlay: Node {
    private var lines = TextLines()
    private let resources: ResourceProvider
    /// The errors listed.
    private(set) var errors: [String] = []

    init(resources: ResourceProvider) {
        self.resources = resources
        super.init()
        isInteractive = false
        isHidden = true
    }

    /// Lists `errors` (hidden and emptied when there are none).
    func set(_ errors: [String]) {
        guard errors != self.errors else { return }
        self.errors = errors
        if errors.isEmpty { isHidden = true }
        lines.set(errors.map { ($0, HUDStyle.text) }, resources: resources)
        setNeedsDisplay()
    }

    override func collectResources(into use: inout ResourceUse) {
        lines.collectResources(into: &use)
    }

    var preferredSize: Size {
        Size(
            width: lines.width + 2 * HUDStyle.padding,
            height: Double(errors.count) * HUDStyle.lineHeight + 2 * HUDStyle.padding)
    }

    override func draw(into list: inout DrawList, rect: Rect, scale: Double) {
        list.fill(rect, radius: HUDStyle.cornerRadius, color: HUDStyle.panel)
        list.pushClip(rect)
        lines.draw(into: &list, origin: Point(x: rect.minX + HUDStyle.padding, y: rect.minY + HUDStyle.padding))
        list.popClip()
    }
}
