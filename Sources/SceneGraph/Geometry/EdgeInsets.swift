/// Distances inward from each edge of a rectangle, in points.
public struct EdgeInsets: Hashable, Sendable {
    /// Distance in points moved down from the top edge.
    public var top: Double
    /// Distance in points moved right from the left edge.
    public var left: Double
    /// Distance in points moved up from the bottom edge.
    public var bottom: Double
    /// Distance in points moved left from the right edge.
    public var right: Double

    /// Insets of the given points per edge; negative values grow a rectangle instead.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on all four sides.
    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// No inset on any side.
    public static let zero = EdgeInsets(all: 0)
}

extension Rect {
    /// The rectangle shrunk by `insets` (negative insets grow it).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.left, y: minY + insets.top,
            width: width - insets.left - insets.right,
            height: height - insets.top - insets.bottom)
    }
}
