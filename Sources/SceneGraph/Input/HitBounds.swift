/// A box kept as its four edges, used by hit-testing so that clipping by several ancestors is exact:
/// a point is inside the intersection of boxes exactly when it is inside each of them (half-open edges).
struct HitBounds: Equatable {
    var x0: Double
    var y0: Double
    var x1: Double
    var y1: Double

    /// No clip at all.
    static let unbounded = HitBounds(x0: -.infinity, y0: -.infinity, x1: .infinity, y1: .infinity)

    init(x0: Double, y0: Double, x1: Double, y1: Double) {
        self.x0 = x0
        self.y0 = y0
        self.x1 = x1
        self.y1 = y1
    }

    init(_ rect: Rect) {
        self.init(x0: rect.minX, y0: rect.minY, x1: rect.maxX, y1: rect.maxY)
    }

    /// True when the box holds no point (also when an edge is NaN).
    var isEmpty: Bool { !(x0 < x1 && y0 < y1) }

    func intersection(_ other: HitBounds) -> HitBounds {
        HitBounds(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
    }

    /// Left and top edges inside, right and bottom edges outside, as `Rect.contains`.
    func contains(_ p: Point) -> Bool {
        p.x >= x0 && p.x < x1 && p.y >= y0 && p.y < y1
    }
}
