/// A container whose children scroll: they live in a content area of `contentSize` points, of which the
/// node's frame shows the part starting at `contentOffset`. The offset is clamped so the content never
/// scrolls past its edges, and the node clips its children. Wheel events, pans on its background, and drags
/// that turn along an axis their node does not claim (see `Node.claimedPanAxes`) scroll it.
package class ScrollNode: Node {
    /// The size of the scrolled content, in this node's points.
    package var contentSize: Size = .zero {
        didSet { if contentSize != oldValue { reclamp() } }
    }

    /// The visible area; a new size re-clamps `contentOffset` to the content.
    override package var frame: Rect {
        didSet { if frame.size != oldValue.size { reclamp() } }
    }

    /// A scroll container at `frame` with no content yet; it clips its children.
    package override init(frame: Rect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    /// The largest offset on each axis: how far the content reaches past the visible area (never negative).
    package var maximumContentOffset: Point {
        Point(x: Self.room(contentSize.width, frame.width), y: Self.room(contentSize.height, frame.height))
    }

    private static func room(_ content: Double, _ visible: Double) -> Double {
        let r = content - visible
        return r.isFinite && r > 0 ? r : 0
    }

    /// True when the content is larger than the visible area along every axis in `axes`.
    package func canScroll(along axes: PanAxes) -> Bool {
        let limit = maximumContentOffset
        if axes.contains(.horizontal) && !(limit.x > 0) { return false }
        if axes.contains(.vertical) && !(limit.y > 0) { return false }
        return !axes.isEmpty
    }

    /// Moves the content by `delta` points of this node (positive reveals what lies right and below), clamped.
    package func scroll(by delta: Point) {
        contentOffset = contentOffset + delta
    }

    /// Scrolls as little as possible so that `rect`, in content coordinates, is visible (its top-left
    /// corner wins when it is larger than the visible area).
    package func scrollToReveal(_ rect: Rect) {
        guard rect.isFinite else { return }
        var offset = contentOffset
        offset.x = Self.revealed(offset.x, rect.minX, rect.maxX, frame.width)
        offset.y = Self.revealed(offset.y, rect.minY, rect.maxY, frame.height)
        contentOffset = offset
    }

    private static func revealed(_ offset: Double, _ low: Double, _ high: Double, _ visible: Double) -> Double {
        if high - offset > visible { return min(low, high - visible) }
        if low < offset { return low }
        return offset
    }

    /// Scrolls every scroll container above `node`, innermost first, until `node`'s frame is visible.
    package static func reveal(_ node: Node) {
        var rect = node.frame
        var child = node
        while let parent = child.parent {
            if let scroller = parent as? ScrollNode { scroller.scrollToReveal(rect) }
            let s = parent.scale
            let offset = parent.contentOffset
            rect = Rect(
                x: parent.frame.minX + (rect.minX - offset.x) * s, y: parent.frame.minY + (rect.minY - offset.y) * s,
                width: rect.width * s, height: rect.height * s)
            child = parent
        }
    }

    override func clampContentOffset(_ proposed: Point) -> Point {
        let limit = maximumContentOffset
        func clamp(_ v: Double, _ high: Double) -> Double { v.isFinite ? min(max(0, v), high) : 0 }
        return Point(x: clamp(proposed.x, limit.x), y: clamp(proposed.y, limit.y))
    }

    private func reclamp() {
        let current = contentOffset
        contentOffset = current
        geometryDidChange()
    }
}
