/// A position or offset in logical points; the scene never works in device pixels.
public struct Point: Hashable, Sendable {
    /// Horizontal position in points, growing to the right.
    public var x: Double
    /// Vertical position in points, growing downwards.
    public var y: Double

    /// The point `x` points right of and `y` points below the origin.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin: the top-left corner of whatever the point is relative to.
    public static let zero = Point(x: 0, y: 0)

    /// True when neither coordinate is NaN or infinite.
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The sum of both coordinates: `lhs` moved by the offset `rhs`.
    public static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    /// The difference of both coordinates: the offset from `rhs` to `lhs`.
    public static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
    /// Both coordinates multiplied by `rhs`, e.g. points to pixels at a density.
    public static func * (lhs: Point, rhs: Double) -> Point { Point(x: lhs.x * rhs, y: lhs.y * rhs) }
}
