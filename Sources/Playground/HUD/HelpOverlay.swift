import SceneGraph

/// Every key of the window (`KeyMap`): the dock's Help tab. Shows the whole lines its height holds,
/// scrolled with the wheel; a key or meaning wider than its column ends in "…" (the tooltip shows it whole).
final class HelpOverlay: LinePanel {
    /// The playground's lines of the key map: its keys and what they mean.
    static let keys: [(String, String)] = KeyMap.entries(in: .playground).map { ($0.label, $0.meaning) }
    /// The gap between the key column and the meanings.
    static let gap = 12.0
    /// The key column's share of the panel's width at most.
    static let keyShare = 0.4
    private var keyColumn = TextLines()
    private var textColumn = TextLines()
    private let resources: ResourceProvider
    /// The width the columns were fitted to.
    private var fittedWidth = -1.0
    /// The key column's width as fitted.
    private var keyWidth = 0.0

    init(resources: ResourceProvider) {
        self.resources = resources
        super.init()
    }

    /// Fits the columns again when the width changed.
    override func relayout() {
        let room = self.room
        if room.width != fittedWidth {
            fittedWidth = room.width
            var natural = TextLines()
            natural.set(Self.keys.map { ($0.0, HUDStyle.accent) }, face: .bold, resources: resources)
            keyWidth = min(natural.width, max(0, room.width * Self.keyShare))
            keyColumn.set(
                Self.keys.map { ($0.0, HUDStyle.accent) }, face: .bold, fitWidth: keyWidth, resources: resources)
            textColumn.set(
                Self.keys.map { ($0.1, HUDStyle.text) }, fitWidth: room.width - keyWidth - Self.gap,
                resources: resources)
        }
        window.fit(total: Self.keys.count, height: room.height, lineHeight: HUDStyle.lineHeight)
        super.relayout()
    }

    /// The whole key or meaning under `point` where it was cut; nil elsewhere.
    func cutText(at point: Point) -> String? {
        guard let index = lineIndex(at: point) else { return nil }
        return point.x < room.minX + keyWidth ? keyColumn.cutText(index) : textColumn.cutText(index)
    }

    override func collectResources(into use: inout ResourceUse) {
        keyColumn.collectResources(into: &use)
        textColumn.collectResources(into: &use)
    }

    override func draw(into list: inout DrawList, rect: Rect, scale: Double) {
        list.fill(rect, radius: HUDStyle.cornerRadius, color: HUDStyle.panel)
        let origin = Point(x: rect.minX + HUDStyle.padding, y: rect.minY + HUDStyle.padding)
        keyColumn.draw(into: &list, origin: origin, first: window.first, count: window.visible)
        textColumn.draw(
            into: &list, origin: Point(x: origin.x + keyWidth + Self.gap, y: origin.y), first: window.first,
            count: window.visible)
    }
}
