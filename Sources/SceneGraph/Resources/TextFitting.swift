/// Text cut to fit a room, measured with its font: a switch's label that cannot shrink further, a panel's
/// line in the playground. Cut text ends in an ellipsis ("…"), never mid-glyph at a clip.
package enum TextFitting {
    /// `run` cut to the longest start of its characters that fits `room` with "…" after it (whitespace
    /// before the ellipsis dropped), found by halving the range of lengths; the ellipsis alone when none fits.
    package static func truncated(
        _ run: TextRun, room: Size, resources: ResourceProvider
    ) -> (TextHandle, Size) {
        let characters = Array(run.text)
        func attempt(_ count: Int) -> (TextHandle, Size) {
            var cut = run
            var start = characters[..<count]
            while let last = start.last, last.isWhitespace { start.removeLast() }
            cut.text = String(start) + "…"
            let handle = resources.text(cut)
            return (handle, resources.size(of: handle))
        }
        var best = attempt(0)
        var low = 1
        var high = characters.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let candidate = attempt(middle)
            if fits(candidate.1, room) {
                best = candidate
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        return best
    }

    /// `run` interned whole when it fits `width`, else cut with an ellipsis (`truncated`); true when cut.
    package static func fitted(
        _ run: TextRun, width: Double, resources: ResourceProvider
    ) -> (handle: TextHandle, size: Size, cut: Bool) {
        let handle = resources.text(run)
        let size = resources.size(of: handle)
        guard size.width > width else { return (handle, size, false) }
        let cut = truncated(run, room: Size(width: width, height: .infinity), resources: resources)
        return (cut.0, cut.1, true)
    }

    /// True when `measured` fits `room` on both sides.
    private static func fits(_ measured: Size, _ room: Size) -> Bool {
        measured.width <= room.width && measured.height <= room.height
    }
}
