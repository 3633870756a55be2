/// A width and height in logical points.
public struct Size: Hashable, Sendable {
    /// Horizontal extent in points.
    public var width: Double
    /// Vertical extent in points.
    public var height: Double

    /// A size of `width` by `height` points; not clamped, so it may be empty.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No width and no height: empty.
    public static let zero = Size(width: 0, height: 0)

    /// True when either side is zero, negative or not a number: such a size covers nothing.
    public var isEmpty: Bool { !(width > 0 && height > 0) }

    /// Both sides multiplied by `rhs`, e.g. points to pixels at a density.
    public static func * (lhs: Size, rhs: Double) -> Size {
        Size(width: lhs.width * rhs, height: lhs.height * rhs)
    }
}
