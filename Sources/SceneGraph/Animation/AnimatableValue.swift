/// A value an `Animator` can move: it adds, subtracts, scales and has a length, so a spring can carry
/// its velocity and a retarget can measure the distance left.
package protocol AnimatableValue: Equatable, Sendable {
    /// The value of no motion: where a spring starts its velocity and what a finished animation has left to go.
    static var zero: Self { get }
    /// The component-wise sum, used to step a value by its velocity.
    static func + (lhs: Self, rhs: Self) -> Self
    /// The component-wise difference, used for the distance from a value to its target.
    static func - (lhs: Self, rhs: Self) -> Self
    /// The value multiplied by `factor`.
    func scaled(by factor: Double) -> Self
    /// The Euclidean length, used for distances and settle tolerances.
    var length: Double { get }
}

extension Double: AnimatableValue {
    /// The number multiplied by `factor`.
    package func scaled(by factor: Double) -> Double { self * factor }
    /// The magnitude, `abs(self)`.
    package var length: Double { abs(self) }
}

extension Point: AnimatableValue {
    /// Both coordinates multiplied by `factor`.
    package func scaled(by factor: Double) -> Point { Point(x: x * factor, y: y * factor) }
    /// The distance from the origin in points.
    package var length: Double { (x * x + y * y).squareRoot() }
}

/// A colour as four real channels (0...255, straight alpha), so colours can be animated with velocity
/// and converted back with rounding and clamping.
package struct ColorVector: AnimatableValue, Hashable {
    /// Red, 0...255 when in range; an animation may overshoot it.
    package var r: Double
    /// Green, 0...255 when in range; an animation may overshoot it.
    package var g: Double
    /// Blue, 0...255 when in range; an animation may overshoot it.
    package var b: Double
    /// Alpha (straight, not premultiplied), 0 transparent to 255 opaque when in range.
    package var a: Double

    /// A vector of the four channels as given, not clamped.
    package init(r: Double, g: Double, b: Double, a: Double) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// The exact channels of an 8-bit colour.
    package init(_ color: Color) {
        self.init(r: Double(color.r), g: Double(color.g), b: Double(color.b), a: Double(color.a))
    }

    /// The nearest 8-bit colour; channels outside 0...255 (a spring's overshoot) are clamped, NaN is 0.
    package var color: Color {
        func channel(_ v: Double) -> UInt8 { v.isNaN ? 0 : UInt8(min(255, max(0, v)).rounded()) }
        return Color(r: channel(r), g: channel(g), b: channel(b), a: channel(a))
    }

    /// All four channels 0: transparent black, and no velocity.
    package static let zero = ColorVector(r: 0, g: 0, b: 0, a: 0)

    /// The channel-wise sum.
    package static func + (lhs: ColorVector, rhs: ColorVector) -> ColorVector {
        ColorVector(r: lhs.r + rhs.r, g: lhs.g + rhs.g, b: lhs.b + rhs.b, a: lhs.a + rhs.a)
    }

    /// The channel-wise difference.
    package static func - (lhs: ColorVector, rhs: ColorVector) -> ColorVector {
        ColorVector(r: lhs.r - rhs.r, g: lhs.g - rhs.g, b: lhs.b - rhs.b, a: lhs.a - rhs.a)
    }

    /// All four channels multiplied by `factor`.
    package func scaled(by factor: Double) -> ColorVector {
        ColorVector(r: r * factor, g: g * factor, b: b * factor, a: a * factor)
    }

    /// The Euclidean length over the four channels, in channel units.
    package var length: Double { (r * r + g * g + b * b + a * a).squareRoot() }
}
