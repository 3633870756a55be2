/// A CSS-style timing function: the cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1) and
/// (x2, y2). It maps elapsed fraction x to progress y by solving x(s) = x for the curve parameter s.
package struct CubicBezier: Hashable, Sendable {
    /// Elapsed-time coordinate of the first control point, 0...1.
    package let x1: Double
    /// Progress coordinate of the first control point; outside 0...1 it overshoots.
    package let y1: Double
    /// Elapsed-time coordinate of the second control point, 0...1.
    package let x2: Double
    /// Progress coordinate of the second control point; outside 0...1 it overshoots.
    package let y2: Double

    /// The control points; x1 and x2 are clamped to 0...1 (so x(s) is monotonic and the curve is a
    /// function), and a non-finite coordinate makes the curve linear.
    package init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        guard x1.isFinite, y1.isFinite, x2.isFinite, y2.isFinite else {
            self.x1 = 0
            self.y1 = 0
            self.x2 = 1
            self.y2 = 1
            return
        }
        self.x1 = min(1, max(0, x1))
        self.y1 = y1
        self.x2 = min(1, max(0, x2))
        self.y2 = y2
    }

    /// CSS `ease` (0.25, 0.1, 0.25, 1): a quick start and a long gentle finish.
    package static let ease = CubicBezier(0.25, 0.1, 0.25, 1)
    /// CSS `ease-in` (0.42, 0, 1, 1): slow start, full speed at the end.
    package static let easeIn = CubicBezier(0.42, 0, 1, 1)
    /// CSS `ease-out` (0, 0, 0.58, 1): full speed at the start, slow finish.
    package static let easeOut = CubicBezier(0, 0, 0.58, 1)
    /// CSS `ease-in-out` (0.42, 0, 0.58, 1): slow at both ends.
    package static let easeInOut = CubicBezier(0.42, 0, 0.58, 1)

    /// Progress at elapsed fraction `x` (clamped to 0...1).
    package func value(at x: Double) -> Double {
        let x = Self.clampUnit(x)
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return Self.component(parameter(at: x), y1, y2)
    }

    /// dy/dx at elapsed fraction `x`: the curve's speed relative to a linear one.
    package func slope(at x: Double) -> Double {
        slope(atParameter: parameter(at: Self.clampUnit(x)))
    }

    /// `value(at:)` and `slope(at:)` together, solving for the curve parameter once.
    package func valueAndSlope(at x: Double) -> (value: Double, slope: Double) {
        let x = Self.clampUnit(x)
        let s = parameter(at: x)
        let value = x <= 0 ? 0 : x >= 1 ? 1 : Self.component(s, y1, y2)
        return (value, slope(atParameter: s))
    }

    private func slope(atParameter s: Double) -> Double {
        let dx = Self.derivative(s, x1, x2)
        let dy = Self.derivative(s, y1, y2)
        if abs(dx) < 1e-12 { return dy >= 0 ? (dy == 0 ? 0 : 1e12) : -1e12 }
        return dy / dx
    }

    /// The curve parameter s with x(s) = x: Newton's method from s = x, falling back to bisection, which
    /// always converges because x(s) rises monotonically from 0 to 1.
    package func parameter(at x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = Self.component(s, x1, x2) - x
            if abs(error) < 1e-9 { return s }
            let d = Self.derivative(s, x1, x2)
            if abs(d) < 1e-9 { break }
            let next = s - error / d
            if next < 0 || next > 1 { break }
            s = next
        }
        var lo = 0.0
        var hi = 1.0
        s = x
        for _ in 0..<60 {
            let v = Self.component(s, x1, x2)
            if abs(v - x) < 1e-12 { return s }
            if v < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return s
    }

    /// One coordinate of the curve at parameter s, for control values p1 and p2 (ends fixed at 0 and 1).
    private static func component(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    private static func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    private static func clampUnit(_ x: Double) -> Double {
        x.isNaN ? 0 : min(1, max(0, x))
    }
}
