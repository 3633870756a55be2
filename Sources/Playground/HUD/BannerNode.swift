import SceneGraph

/// A strip across the top of the window with one message: the first error of a broken theme.
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

    /// Shows `message`, or hides the banner when nil.
    func show(_ message: String?) {
        guard message != self.message else { return }
        self.message = message
        isHidden = message == nil
        line.set(message.map { [($0, Color.white)] } ?? [], face: .bold, resources: resources)
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
