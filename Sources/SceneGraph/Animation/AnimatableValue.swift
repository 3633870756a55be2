/// A value an `Animator` can move: it adds, subtracts, scales and has a length, so a spring can carry
/// its velocity and a retarget can measure the distance left.
public protocol AnimatableValue: Equatable, Sendable {
    static var zero: Self { get }
    static func + (lhs: Self, rhs: Self) -> Self
    static func - (lhs: Self, rhs: Self) -> Self
    /// The value multiplied by `factor`.
    func scaled(by factor: Double) -> Self
    /// The Euclidean length, used for distances and settle tolerances.
    var length: Double { get }
}

extension Double: AnimatableValue {
    public func scaled(by factor: Double) -> Double { self * factor }
    public var length: Double { abs(self) }
}

extension Point: AnimatableValue {
    public func scaled(by factor: Double) -> Point { Point(x: x * factor, y: y * factor) }
    public var length: Double { (x * x + y * y).squareRoot() }
}

/// A colour as four real channels (0...255, straight alpha), so colours can be animated with velocity
/// and converted back with rounding and clamping.
public struct ColorVector: AnimatableValue, Hashable {
    public var r: Double
    public var g: Double
    public var b: Double
    public var a: Double

    public init(r: Double, g: Double, b: Double, a: Double) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    public init(_ color: Color) {
        self.init(r: Double(color.r), g: Double(color.g), b: Double(color.b), a: Double(color.a))
    }

    /// The nearest 8-bit colour; channels outside 0...255 (a spring's overshoot) are clamped, NaN is 0.
    public var color: Color {
        func channel(_ v: Double) -> UInt8 { v.isNaN ? 0 : UInt8(min(255, max(0, v)).rounded()) }
        return Color(r: channel(r), g: channel(g), b: channel(b), a: channel(a))
    }

    public static let zero = ColorVector(r: 0, g: 0, b: 0, a: 0)

    public static func + (lhs: ColorVector, rhs: ColorVector) -> ColorVector {
        ColorVector(r: lhs.r + rhs.r, g: lhs.g + rhs.g, b: lhs.b + rhs.b, a: lhs.a + rhs.a)
    }

    public static func - (lhs: ColorVector, rhs: ColorVector) -> ColorVector {
        ColorVector(r: lhs.r - rhs.r, g: lhs.g - rhs.g, b: lhs.b - rhs.b, a: lhs.a - rhs.a)
    }

    public func scaled(by factor: Double) -> ColorVector {
        ColorVector(r: r * factor, g: g * factor, b: b * factor, a: a * factor)
    }

    public var length: Double { (r * r + g * g + b * b + a * a).squareRoot() }
}
