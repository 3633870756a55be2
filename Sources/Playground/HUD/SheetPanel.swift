import SceneGraph
import Themes

/// The states sheet (S), the dock's Sheet tab: the current theme's `StatesSheet` at actual size, clipped to
/// the panel and panned with the wheel (Shift+wheel or a sideways turn: across) or a drag; the column headers
/// and the style names stay pinned while it pans (`switchyard sheet` writes the whole sheet). Made only
/// while shown, and again after each theme change, so a hidden panel costs nothing.
final class SheetPanel: Node, DockPanel {
    private let resources: ResourceProvider
    private(set) var sheet: StatesSheet?
    private var theme: Theme?
    private var themeFile = ""
    /// How far the sheet is scrolled, in points: x right, y down; kept within the sheet.
    private(set) var offset = Point.zero

    init(resources: ResourceProvider) {
        self.resources = resources
        super.init()
        isInteractive = false
        isHidden = true
    }

    /// The theme the sheet shows (from file `file`); rebuilt now when the panel shows.
    func show(_ theme: Theme, file: String) {
        self.theme = theme
        themeFile = file
        if !isHidden { rebuild() }
    }

    /// Shows or hides the panel, making or dropping its sheet.
    func setShown(_ shown: Bool) {
        guard shown == isHidden else { return }
        isHidden = !shown
        if shown { rebuild() } else { sheet = nil }
    }

    private func rebuild() {
        sheet = theme.map {
            StatesSheet(theme: $0, title: "\($0.name) (\(themeFile)): states sheet", resources: resources)
        }
        scroll(dx: 0, dy: 0)
        setNeedsDisplay()
    }

    /// Where the sheet shows: the panel less its padding.
    var room: Rect { frame.insetBy(dx: HUDStyle.padding, dy: HUDStyle.padding) }

    /// Scrolls by a wheel turn (`dx`, `dy` as `InputEvent.wheel`: positive `dy` shows what is below), never past
    /// the sheet's edges.
    func scroll(dx: Double, dy: Double) {
        let size = sheet?.size ?? .zero
        let x = min(max(0, offset.x + dx), max(0, size.width - room.width))
        let y = min(max(0, offset.y + dy), max(0, size.height - room.height))
        guard x.isFinite, y.isFinite, Point(x: x, y: y) != offset else { return }
        offset = Point(x: x, y: y)
        setNeedsDisplay()
    }

    /// Places the panel in `rect`, keeping the scroll within the sheet.
    func place(in rect: Rect) {
        guard rect != frame else { return }
        frame = rect
        scroll(dx: 0, dy: 0)
        setNeedsDisplay()
    }

    var rowCount: Int { sheet?.rows.count ?? 0 }

    /// The styles' rows that show whole at the current scroll, below the pinned headers.
    var visibleRowCount: Int {
        guard let sheet else { return 0 }
        let top = offset.y + pinnedHeaderHeight(sheet)
        let bottom = offset.y + room.height
        return sheet.rows.filter { $0.frame.minY >= top - 1e-9 && $0.frame.maxY <= bottom + 1e-9 }.count
    }

    override func collectResources(into use: inout ResourceUse) {
        sheet?.collectResources(into: &use)
    }

    override func draw(into list: inout DrawList, rect: Rect, scale: Double) {
        list.fill(rect, radius: HUDStyle.cornerRadius, color: HUDStyle.panel)
        guard let sheet else { return }
        let room = self.room
        list.pushClip(room)
        let origin = Point(x: room.minX - offset.x, y: room.minY - offset.y)
        sheet.draw(into: &list, origin: origin)
        drawPinned(sheet, into: &list, room: room, origin: origin)
        list.popClip()
    }
}
