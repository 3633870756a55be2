/// Timing curves: CSS-style cubic Béziers and a spring that overshoots.
public enum AnimationCurve: Hashable, Sendable {
    /// Constant speed: progress equals the elapsed fraction.
    case linear
    /// Starts slowly and ends at full speed (CSS `ease-in`, Bézier 0.42, 0, 1, 1).
    case easeIn
    /// Starts at full speed and slows to a stop (CSS `ease-out`, Bézier 0, 0, 0.58, 1).
    case easeOut
    /// Slow at both ends (CSS `ease-in-out`, Bézier 0.42, 0, 0.58, 1).
    case easeInOut
    /// A CSS `cubic-bezier(x1, y1, x2, y2)`: control points x1, y1 and x2, y2; x1 and x2 are clamped to 0...1, y may
    /// leave 0...1 to overshoot.
    case cubicBezier(Double, Double, Double, Double)
    /// A damped spring; `damping` below 1 overshoots (0.5 to 0.8 look natural). The animation's duration
    /// is the period of the undamped oscillation; the motion lasts until it settles.
    case spring(damping: Double)

    /// The Bézier this curve follows, or nil for a spring. Linear is the Bézier (0, 0, 1, 1).
    package var bezier: CubicBezier? {
        switch self {
        case .linear: return CubicBezier(0, 0, 1, 1)
        case .easeIn: return .easeIn
        case .easeOut: return .easeOut
        case .easeInOut: return .easeInOut
        case .cubicBezier(let x1, let y1, let x2, let y2): return CubicBezier(x1, y1, x2, y2)
        case .spring: return nil
        }
    }

    /// The curve with every parameter in range, by one rule each: Bézier x coordinates are clamped to
    /// 0...1 and a non-finite coordinate makes the curve linear; spring damping is clamped to 0.05...2
    /// and a non-finite damping becomes 1 (critical).
    package func sanitized() -> AnimationCurve {
        switch self {
        case .linear, .easeIn, .easeOut, .easeInOut:
            return self
        case .cubicBezier(let x1, let y1, let x2, let y2):
            guard x1.isFinite, y1.isFinite, x2.isFinite, y2.isFinite else { return .linear }
            return .cubicBezier(min(1, max(0, x1)), y1, min(1, max(0, x2)), y2)
        case .spring(let damping):
            return .spring(damping: damping.isFinite ? min(2, max(0.05, damping)) : 1)
        }
    }
}
