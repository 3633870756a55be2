import SceneGraph
import Themes

/// The states sheet (S), the dock's Sheet tab: the current theme's `StatesSheet`, clipped to the panel,
/// zoomed with the − and + buttons at its top or Ctrl+wheel (the switches drawn from `zooms` of their size,
/// `SwitchStyle.scaled`, their labels set at that size; the sheet's own text stays legible at its size), and
/// panned with the wheel (Shift+wheel or a sideways turn: across) or a drag; the column headers and the
/// style names stay pinned while it pans (`switchyard sheet` writes the whole sheet at actual size). Made
/// only while shown, and again after each theme change or zoom, so a hidden panel costs nothing.
final class SheetPanel: Node, DockPanel {
    private let resources: ResourceProvider
    private(set) var sheet: StatesSheet?
    private var theme: Theme?
    private var themeFile = ""
    /// How far the sheet is scrolled, in points: x right, y down; kept within the sheet.
    private(set) var offset = Point.zero
    /// The zoom steps, as parts of the switches' actual size.
    static let zooms = [0.25, 0.33, 0.5, 0.67, 0.8, 1, 1.25, 1.5, 2]
    static let buttonSize = 20.0
    /// The switches' zoom: one of `zooms`.
    private(set) var zoom = 1.0
    /// The zoom row's texts: "−", "+" and "Zoom 100%".
    private var zoomTexts = TextLines()
    private var buttonLabels: [(handle: TextHandle, size: Size)] = []

    init(resources: ResourceProvider) {
        self.resources = resources
        super.init()
        isInteractive = false
        isHidden = true
        buttonLabels = ["−", "+"].map { text in
            let handle = resources.text(TextRun(text: text, face: .bold, size: HUDStyle.fontSize))
            return (handle, resources.size(of: handle))
        }
        labelZoom()
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
        sheet = theme.map { theme in
            var zoomed = theme
            zoomed.styles = theme.styles.mapValues { $0.scaled(by: zoom) }
            return StatesSheet(theme: zoomed, title: "\(theme.name) (\(themeFile)): states sheet", resources: resources)
        }
        scroll(dx: 0, dy: 0)
        setNeedsDisplay()
    }

    /// Zooms `steps` steps of `zooms` in (positive) or out, keeping the sheet's top-left in view; true when
    /// the zoom changed.
    @discardableResult
    func zoom(by steps: Int) -> Bool {
        let index = Self.zooms.firstIndex(of: zoom) ?? 0
        let next = Self.zooms[min(max(0, index + steps), Self.zooms.count - 1)]
        guard next != zoom else { return false }
        zoom = next
        offset = .zero
        labelZoom()
        if !isHidden { rebuild() }
        return true
    }

    private func labelZoom() {
        zoomTexts.set([("Zoom \(Int((zoom * 100).rounded()))%", HUDStyle.dimText)], resources: resources)
        setNeedsDisplay()
    }

    /// Where the sheet shows: the panel less its padding and the zoom row.
    var room: Rect {
        let inner = frame.insetBy(dx: HUDStyle.padding, dy: HUDStyle.padding)
        let top = min(max(0, inner.height), Self.buttonSize + 4)
        return Rect(x: inner.minX, y: inner.minY + top, width: inner.width, height: max(0, inner.height - top))
    }

    /// The − and + buttons at the panel's top right.
    var zoomButtons: (out: Rect, in: Rect) {
        let size = Self.buttonSize
        let plus = Rect(
            x: frame.maxX - HUDStyle.padding - size, y: frame.minY + HUDStyle.padding, width: size, height: size)
        return (plus.offsetBy(dx: -size - 4, dy: 0), plus)
    }

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
        zoomTexts.collectResources(into: &use)
        for label in buttonLabels { use.insert(label.handle) }
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
        let buttons = zoomButtons
        zoomTexts.draw(
            into: &list,
            origin: Point(x: buttons.out.minX - zoomTexts.width - 8, y: buttons.out.midY - HUDStyle.lineHeight / 2 + 1))
        for (frame, label) in zip([buttons.out, buttons.in], buttonLabels) {
            list.fill(frame, radius: 4, color: Color(r: 64, g: 64, b: 70))
            list.text(
                label.handle,
                origin: Point(x: frame.midX - label.size.width / 2, y: frame.midY - label.size.height / 2),
                size: label.size, color: HUDStyle.text)
        }
    }
}
