import SceneGraph

/// A dock panel of text lines that scrolls by whole lines (the log, help and errors): its room inside the
/// padding, the `LineWindow` of the lines that show, the wheel, and the line under a point. A subclass lays
/// its lines out in `relayout` (called when it is placed at another size or its content changes) and draws
/// `window`'s lines; `headerLines` lines of its own (the log's title) sit above them.
class LinePanel: Node, DockPanel {
    /// The lines that show whole at the scroll.
    var window = LineWindow()
    /// Lines drawn above the scrolled ones, not counted as rows.
    let headerLines: Int

    init(headerLines: Int = 0) {
        self.headerLines = headerLines
        super.init()
        isInteractive = false
    }

    /// Where the lines go: the frame inside the padding.
    var room: Rect { frame.insetBy(dx: HUDStyle.padding, dy: HUDStyle.padding) }

    /// Places the panel in `rect`, laying its lines out again when it moved or changed size.
    func place(in rect: Rect) {
        guard rect != frame else { return }
        frame = rect
        relayout()
    }

    /// Fits the lines to `room` and `window` to its height; each panel its own.
    func relayout() {
        setNeedsDisplay()
    }

    /// The panel's lines (each subclass counts its own).
    var rowCount: Int { window.total }

    var visibleRowCount: Int { window.visible }

    func scroll(dx: Double, dy: Double) {
        if window.scroll(lines: LineWindow.lines(forWheel: dy, lineHeight: HUDStyle.lineHeight)) { setNeedsDisplay() }
    }

    /// The index, among all the lines, of the one shown under `point`; nil where no line shows.
    func lineIndex(at point: Point) -> Int? {
        let row = Int(((point.y - room.minY) / HUDStyle.lineHeight).rounded(.down)) - headerLines
        guard room.contains(point), row >= 0, row < window.visible else { return nil }
        return window.first + row
    }
}
