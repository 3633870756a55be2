import SceneGraph

/// Every error of the theme that failed to load, one `file:line:col: error: message` a line: the dock's
/// Errors tab (E), there while the banner is up. Shows the whole lines its height holds, scrolled with the
/// wheel; a line wider than the panel ends in "…" (the tooltip shows it whole).
final class ErrorListOverlay: Node, DockPanel {
    private var lines = TextLines()
    private let resources: ResourceProvider
    private var window = LineWindow()
    /// The errors listed.
    private(set) var errors: [String] = []

    init(resources: ResourceProvider) {
        self.resources = resources
        super.init()
        isInteractive = false
        isHidden = true
    }

    /// Lists `errors`.
    func set(_ errors: [String]) {
        guard errors != self.errors else { return }
        self.errors = errors
        relayout()
    }

    /// Places the panel in `rect`, fitting its lines again when the size changed.
    func place(in rect: Rect) {
        guard rect != frame else { return }
        frame = rect
        relayout()
    }

    private var room: Rect { frame.insetBy(dx: HUDStyle.padding, dy: HUDStyle.padding) }

    private func relayout() {
        lines.set(errors.map { ($0, HUDStyle.text) }, fitWidth: room.width, resources: resources)
        window.fit(total: errors.count, height: room.height, lineHeight: HUDStyle.lineHeight)
        setNeedsDisplay()
    }

    var rowCount: Int { errors.count }
    var visibleRowCount: Int { window.visible }

    func scroll(dx: Double, dy: Double) {
        if window.scroll(lines: LineWindow.lines(forWheel: dy, lineHeight: HUDStyle.lineHeight)) { setNeedsDisplay() }
    }

    /// The whole error under `point` where it was cut; nil elsewhere.
    func cutText(at point: Point) -> String? {
        let row = Int(((point.y - room.minY) / HUDStyle.lineHeight).rounded(.down))
        guard room.contains(point), row >= 0, row < window.visible else { return nil }
        return lines.cutText(window.first + row)
    }

    override func collectResources(into use: inout ResourceUse) {
        lines.collectResources(into: &use)
    }

    override func draw(into list: inout DrawList, rect: Rect, scale: Double) {
        list.fill(rect, radius: HUDStyle.cornerRadius, color: HUDStyle.panel)
        lines.draw(
            into: &list, origin: Point(x: rect.minX + HUDStyle.padding, y: rect.minY + HUDStyle.padding),
            first: window.first, count: window.visible)
    }
}
