/// Distances inward from each edge of a rectangle, in points.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

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
