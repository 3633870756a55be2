import SceneGraph

/// Every error of the theme that failed to load, one `file:line:col: error: message` a line: the dock's
/// Errors tab (E), there while the banner is up. Shows the whole lines its height holds, scrolled with the
/// wheel; a line wider than the panel ends in "…" (the tooltip shows it whole).
final class ErrorListOverlay: LinePanel {
    private var lines = TextLines()
    private let resources: ResourceProvider
    /// The errors listed.
    private(set) var errors: [String] = []

    init(resources: ResourceProvider) {
        self.resources = resources
        super.init()
        isHidden = true
    }

    /// Lists `errors`.
    func set(_ errors: [String]) {
        guard errors != self.errors else { return }
        self.errors = errors
        relayout()
    }

    override func relayout() {
        lines.set(errors.map { ($0, HUDStyle.text) }, fitWidth: room.width, resources: resources)
        window.fit(total: errors.count, height: room.height, lineHeight: HUDStyle.lineHeight)
        super.relayout()
    }

    /// The whole error under `point` where it was cut; nil elsewhere.
    func cutText(at point: Point) -> String? {
        lineIndex(at: point).flatMap { lines.cutText($0) }
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
