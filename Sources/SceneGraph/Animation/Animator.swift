/// Moves a value towards a target over time. Time is injected: every query names the clock time, and the
/// result depends only on that time and the segment's start, so a stepped clock gives identical values
/// run after run. Retargeting mid-flight starts a new segment from the current value (and, for a spring,
/// the current velocity), so the motion never jumps.
package struct Animator<Value: AnimatableValue>: Sendable {
    /// The curve for segments started from now on.
    package var curve: AnimationCurve {
        didSet { curve = curve.sanitized() }
    }
    /// Seconds for a full travel (a spring's undamped period); negative or NaN counts as 0 (a jump).
    package var duration: Double
    /// Whether a Bézier segment's duration scales with the distance it covers.
    package var durationRule: DurationRule

    /// Where the current segment ends.
    package private(set) var target: Value
    private var from: Value
    private var startVelocity: Value
    private var startTime: Double = 0
    private var segmentDuration: Double = 0
    private var settleTolerance: Double = 0

    /// An animator at rest at `value`.
    package init(
        value: Value, curve: AnimationCurve = .easeInOut, duration: Double = 0.25,
        durationRule: DurationRule = .fixed
    ) {
        self.curve = curve.sanitized()
        self.duration = duration
        self.durationRule = durationRule
        target = value
        from = value
        startVelocity = .zero
    }

    /// Stops at `value` at once.
    package mutating func jump(to value: Value) {
        target = value
        from = value
        startVelocity = .zero
        segmentDuration = 0
        settleTolerance = 0
    }

    /// Starts a segment at clock `time` from the value and velocity at that time towards `newTarget`.
    package mutating func animate(to newTarget: Value, at time: Double) {
        let time = time.isFinite ? time : startTime
        let (current, velocity) = valueAndVelocity(at: time)
        let distance = (newTarget - current).length
        from = current
        target = newTarget
        startTime = time
        let full = duration.isFinite ? max(0, duration) : 0
        if case .spring = curve {
            startVelocity = velocity
            segmentDuration = full
            let spring = SpringResponse(period: max(full, 1e-6), damping: 0)
            settleTolerance = 1e-3 * max(distance, velocity.length / spring.omega, 1e-6)
        } else {
            startVelocity = .zero
            segmentDuration = durationRule.duration(full, forDistance: distance)
            settleTolerance = 0
        }
        if segmentDuration <= 0 || (distance == 0 && velocity.length == 0) {
            jump(to: newTarget)
        }
    }

    /// The value at clock `time`.
    package func value(at time: Double) -> Value {
        guard let elapsed = activeElapsed(at: time) else { return target }
        return value(elapsed: elapsed)
    }

    /// `value(at:)` and `isFinished(at:)` together, finding the running segment once.
    func sample(at time: Double) -> (value: Value, isFinished: Bool) {
        guard let elapsed = activeElapsed(at: time) else { return (target, true) }
        return (value(elapsed: elapsed), false)
    }

    /// The value `elapsed` seconds into the running segment.
    private func value(elapsed: Double) -> Value {
        switch curve {
        case .spring(let damping):
            let basis = SpringResponse(period: segmentDuration, damping: damping).basis(at: elapsed)
            return target + (from - target).scaled(by: basis.a) + startVelocity.scaled(by: basis.b)
        default:
            let progress = (curve.bezier ?? CubicBezier(0, 0, 1, 1)).value(at: elapsed / segmentDuration)
            return from + (target - from).scaled(by: progress)
        }
    }

    /// The rate of change (units per second) at clock `time`.
    package func velocity(at time: Double) -> Value {
        guard let elapsed = activeElapsed(at: time) else { return .zero }
        switch curve {
        case .spring(let damping):
            let basis = SpringResponse(period: segmentDuration, damping: damping).basis(at: elapsed)
            return (from - target).scaled(by: basis.da) + startVelocity.scaled(by: basis.db)
        default:
            let slope = (curve.bezier ?? CubicBezier(0, 0, 1, 1)).slope(at: elapsed / segmentDuration)
            return (target - from).scaled(by: slope / segmentDuration)
        }
    }

    /// `value(at:)` and `velocity(at:)` together, solving the curve once.
    private func valueAndVelocity(at time: Double) -> (Value, Value) {
        guard let elapsed = activeElapsed(at: time) else { return (target, .zero) }
        switch curve {
        case .spring(let damping):
            let basis = SpringResponse(period: segmentDuration, damping: damping).basis(at: elapsed)
            return (
                target + (from - target).scaled(by: basis.a) + startVelocity.scaled(by: basis.b),
                (from - target).scaled(by: basis.da) + startVelocity.scaled(by: basis.db)
            )
        default:
            let (progress, slope) = (curve.bezier ?? CubicBezier(0, 0, 1, 1)).valueAndSlope(
                at: elapsed / segmentDuration)
            return (from + (target - from).scaled(by: progress), (target - from).scaled(by: slope / segmentDuration))
        }
    }

    /// True once the value rests at the target: a Bézier segment has run its duration, a spring has
    /// settled (its energy, which only ever decreases, fell below a thousandth of the travel).
    package func isFinished(at time: Double) -> Bool {
        activeElapsed(at: time) == nil
    }

    /// Seconds into the running segment, or nil when it is over (or there is none).
    private func activeElapsed(at time: Double) -> Double? {
        guard segmentDuration > 0, time.isFinite else { return nil }
        let elapsed = max(0, time - startTime)
        switch curve {
        case .spring(let damping):
            let spring = SpringResponse(period: segmentDuration, damping: damping)
            let basis = spring.basis(at: elapsed)
            let offset = (from - target).scaled(by: basis.a) + startVelocity.scaled(by: basis.b)
            let speed = (from - target).scaled(by: basis.da) + startVelocity.scaled(by: basis.db)
            let energy = offset.length * offset.length + (speed.length / spring.omega) * (speed.length / spring.omega)
            return energy < settleTolerance * settleTolerance ? nil : elapsed
        default:
            return elapsed < segmentDuration ? elapsed : nil
        }
    }
}
