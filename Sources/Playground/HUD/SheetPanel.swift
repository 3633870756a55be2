import SceneGraph
import Themes

/// The states sheet (S) in the window: the current theme's `StatesSheet` at actual size, clipped to the panel
/// and scrolled with the wheel over it (`switchyard sheet` writes the whole sheet). Made only while shown,
/// and again after each theme change, so a hidden panel costs nothing.
final class SheetPanel: Node {
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

    /// Scrolls by a wheel turn (`dx`, `dy` as `InputEvent.wheel`: positive `dy` shows what is below), never past
    /// the sheet's edges.
    func scroll(dx: Double, dy: Double) {
        let room = frame.insetBy(dx: HUDStyle.padding, dy: HUDStyle.padding).size
        let size = sheet?.size ?? .zero
        let x = min(max(0, offset.x + dx), max(0, size.width - room.width))
        let y = min(max(0, offset.y + dy), max(0, size.height - room.height))
        guard x.isFinite, y.isFinite, Point(x: x, y: y) != offset else { return }
        offset = Point(x: x, y: y)
        setNeedsDisplay()
    }

    /// The sheet's size with the panel's padding; a small panel while there is no sheet.
    var preferredSize: Size {
        guard let sheet else { return Size(width: 300, height: 100) }
        return Size(width: sheet.size.width + 2 * HUDStyle.padding, height: sheet.size.height + 2 * HUDStyle.padding)
    }

    override func collectResources(into use: inout ResourceUse) {
        sheet?.collectResources(into: &use)
    }

    override func draw(into list: inout DrawList, rect: Rect, scale: Double) {
        list.fill(rect, radius: HUDStyle.cornerRadius, color: HUDStyle.panel)
        guard let sheet else { return }
        list.pushClip(rect.insetBy(dx: HUDStyle.padding, dy: HUDStyle.padding))
        sheet.draw(
            into: &list,
            origin: Point(x: rect.minX + HUDStyle.padding - offset.x, y: rect.minY + HUDStyle.padding - offset.y))
        list.popClip()
    }
}
