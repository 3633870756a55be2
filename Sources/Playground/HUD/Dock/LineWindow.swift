/// Which whole lines of a panel's text show: as many as its height holds, from `first`, moved by the wheel.
/// A line that would be cut by the panel's bottom is left out, never drawn in part.
struct LineWindow: Equatable {
    /// The first line shown.
    private(set) var first = 0
    /// How many lines show.
    private(set) var visible = 0
    /// How many lines there are.
    private(set) var total = 0

    /// Fits `total` lines `lineHeight` apart into `height` points, keeping the scroll within the lines;
    /// `pinned` keeps the last line showing (a log, newest at the bottom) when it showed before.
    mutating func fit(total: Int, height: Double, lineHeight: Double, pinned: Bool = false) {
        let atEnd = first + visible >= self.total
        let fits = height.isFinite && lineHeight > 0 ? Int(max(0, (height / lineHeight).rounded(.down))) : 0
        self.total = max(0, total)
        visible = min(fits, self.total)
        if pinned, atEnd { first = self.total - visible }
        first = min(max(0, first), self.total - visible)
    }

    /// Scrolls by `lines` (positive: later lines); true when what shows changed.
    @discardableResult
    mutating func scroll(lines: Int) -> Bool {
        let next = min(max(0, first + lines), total - visible)
        guard next != first else { return false }
        first = next
        return true
    }

    /// The lines for a wheel turn of `dy` points at `lineHeight` per line: at least one line either way.
    static func lines(forWheel dy: Double, lineHeight: Double) -> Int {
        guard dy.isFinite, dy != 0, lineHeight > 0 else { return 0 }
        let lines = (dy / lineHeight).rounded(.towardZero)
        return Int(min(1000, max(-1000, lines == 0 ? (dy > 0 ? 1 : -1) : lines)))
    }
}
