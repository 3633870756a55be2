/// A width and height in logical points.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    /// True when either side is zero, negative or not a number: such a size covers nothing.
    public var isEmpty: Bool { !(width > 0 && height > 0) }

    public static func * (lhs: Size, rhs: Double) -> Size {
        Size(width: lhs.width * rhs, height: lhs.height * rhs)
    }
}
