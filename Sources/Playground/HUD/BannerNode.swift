import SceneGraph

/// A strip across the top of the window with one message: the first error of a broken theme, followed by
/// how many errors there are when there are several.
final class BannerNode: Node {
    private let resources: ResourceProvider
    private var line = TextLines()
    private(set) var message: String?

    init(resources: ResourceProvider) {
        self.resources = resources
        super.init()
        isInteractive = false
        isHidden = true
    }

    /// How many errors the theme has; the banner says so when more than one.
    private(set) var errorCount = 0

    /// Shows `message`, one of `count` errors, or hides the banner when nil.
    func show(_ message: String?, count: Int = 1) {
        guard message != self.message || count != errorCount else { return }
        self.message = message
        errorCount = message == nil ? 0 : count
        isHidden = message == nil
        let shown = message.map { count > 1 ? "\($0)   (1 of \(count) errors, E lists them)" : $0 }
        line.set(shown.map { [($0, Color.white)] } ?? [], face: .bold, resources: resources)
        setNeedsDisplay()
    }

    override func collectResources(into use: inout ResourceUse) {
        line.collectResources(into: &use)
    }

    override func draw(into list: inout DrawList, rect: Rect, scale: Double) {
        list.fill(rect, color: HUDStyle.error)
        list.pushClip(rect)
        line.draw(
            into: &list,
            origin: Point(x: rect.minX + HUDStyle.padding, y: rect.midY - HUDStyle.lineHeight / 2))
        list.popClip()
    }

    static let height = 28.0
}
