import SceneGraph

/// Every key of the window (`KeyMap`), shown with H as a panel (clipped to the room `PanelLayout` gives it).
final class HelpOverlay: Node {
    /// The playground's lines of the key map: its keys and what they mean.
    static let keys: [(String, String)] = KeyMap.entries(in: .playground).map { ($0.label, $0.meaning) }
    private var keyColumn = TextLines()
    private var textColumn = TextLines()
    private let resources: ResourceProvider

    init(resources: ResourceProvider) {
        self.resources = resources
        super.init()
        isInteractive = false
        keyColumn.set(Self.keys.map { ($0.0, HUDStyle.accent) }, face: .bold, resources: resources)
        textColumn.set(Self.keys.map { ($0.1, HUDStyle.text) }, resources: resources)
    }

    override func collectResources(into use: inout ResourceUse) {
        keyColumn.collectResources(into: &use)
        textColumn.collectResources(into: &use)
    }

    var preferredSize: Size {
        Size(
            width: keyColumn.width + textColumn.width + 3 * HUDStyle.padding + 16,
            height: Double(Self.keys.count) * HUDStyle.lineHeight + 2 * HUDStyle.padding)
    }

    override func draw(into list: inout DrawList, rect: Rect, scale: Double) {
        list.fill(rect, radius: HUDStyle.cornerRadius, color: HUDStyle.panel)
        let origin = Point(x: rect.minX + HUDStyle.padding, y: rect.minY + HUDStyle.padding)
        list.pushClip(rect)
        keyColumn.draw(into: &list, origin: origin)
        textColumn.draw(into: &list, origin: Point(x: origin.x + keyColumn.width + 16, y: origin.y))
        list.popClip()
    }
}
