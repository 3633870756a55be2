#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The closed-form motion of a damped spring (unit mass) released from a displacement and a velocity.
/// Evaluating a formula at the elapsed time, instead of integrating step by step, makes the motion
/// identical for any clock step. Linear in the start state: x(t) = a(t)·x0 + b(t)·v0.
struct SpringResponse: Sendable {
    /// Undamped angular frequency: one free oscillation per `period` seconds.
    let omega: Double
    let damping: Double

    /// A spring whose free oscillation takes `period` seconds, with damping ratio `damping`
    /// (clamped to 0.05...2; below 1 overshoots, 1 is critical, above 1 creeps).
    init(period: Double, damping: Double) {
        omega = 2 * Double.pi / max(period, 1e-6)
        self.damping = damping.isFinite ? min(2, max(0.05, damping)) : 1
    }

    /// (a, b, a', b'): displacement and velocity at `t` for the unit starts x0 = 1 and v0 = 1.
    func basis(at t: Double) -> (a: Double, b: Double, da: Double, db: Double) {
        let w = omega
        let z = damping
        if abs(z - 1) < 1e-6 {
            let e = exp(-w * t)
            return ((1 + w * t) * e, t * e, -w * w * t * e, (1 - w * t) * e)
        }
        if z < 1 {
            let decay = z * w
            let wd = w * (1 - z * z).squareRoot()
            let e = exp(-decay * t)
            let c = cos(wd * t)
            let s = sin(wd * t)
            return (
                e * (c + decay / wd * s), e * s / wd,
                -e * (w * w / wd) * s, e * (c - decay / wd * s)
            )
        }
        let root = (z * z - 1).squareRoot()
        let r1 = -w * (z - root)
        let r2 = -w * (z + root)
        let e1 = exp(r1 * t)
        let e2 = exp(r2 * t)
        let ca2 = -r1 / (r2 - r1)
        let ca1 = 1 - ca2
        let cb2 = 1 / (r2 - r1)
        let cb1 = -cb2
        return (
            ca1 * e1 + ca2 * e2, cb1 * e1 + cb2 * e2,
            ca1 * r1 * e1 + ca2 * r2 * e2, cb1 * r1 * e1 + cb2 * r2 * e2
        )
    }
}
