/// An axis-aligned rectangle in logical points, origin at the top left.
public struct Rect: Hashable, Sendable {
    /// The top-left corner in points.
    public var origin: Point
    /// The width and height in points; a zero or negative side makes the rectangle empty.
    public var size: Size

    /// The rectangle of `size` with its top-left corner at `origin`.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// The rectangle with its top-left corner at `x`, `y` and the given width and height, all in points.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge in points.
    public var minX: Double { origin.x }
    /// The top edge in points.
    public var minY: Double { origin.y }
    /// The right edge in points (outside the rectangle: containment is half-open).
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge in points (outside the rectangle: containment is half-open).
    public var maxY: Double { origin.y + size.height }
    /// The horizontal centre in points.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre in points.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width in points, `size.width`.
    public var width: Double { size.width }
    /// The height in points, `size.height`.
    public var height: Double { size.height }
    /// The centre point, (`midX`, `midY`).
    public var center: Point { Point(x: midX, y: midY) }

    /// True when the rectangle covers no area (zero, negative or NaN sides).
    public var isEmpty: Bool { size.isEmpty }

    /// True when every coordinate is a finite number.
    public var isFinite: Bool { origin.isFinite && size.width.isFinite && size.height.isFinite }

    /// Half-open containment: the left and top edges are inside, the right and bottom edges are not.
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// True when the two rectangles share some area.
    public func intersects(_ other: Rect) -> Bool {
        !isEmpty && !other.isEmpty && minX < other.maxX && other.minX < maxX && minY < other.maxY
            && other.minY < maxY
    }

    /// The common area, or an empty rectangle at the nearest corner when they do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX)
        let y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX)
        let y1 = min(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// Shrinks each side by `dx` and `dy` (negative values grow it).
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The same size moved `dx` points right and `dy` points down.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The same size moved by the offset `p` in points.
    public func offsetBy(_ p: Point) -> Rect { offsetBy(dx: p.x, dy: p.y) }
}

extension Rect {
    /// True when `other` lies wholly inside this rectangle (edges may touch).
    public func contains(_ other: Rect) -> Bool {
        minX <= other.minX && other.maxX <= maxX && minY <= other.minY && other.maxY <= maxY
    }

    /// The smallest rectangle holding both; an empty rectangle adds nothing.
    public func union(_ other: Rect) -> Rect {
        if other.isEmpty { return self }
        if isEmpty { return other }
        let x0 = min(minX, other.minX)
        let y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }
}
