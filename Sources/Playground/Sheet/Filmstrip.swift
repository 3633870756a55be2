import SceneGraph

/// The moments of a switch's off-to-on animation a states sheet shows: `count` frames evenly over the
/// whole motion (a spring's until it settles), the first at the start and the last at the end; for a
/// spring that overshoots, the frame nearest its peak is moved onto the peak, so the overshoot is always
/// one of the pictures.
struct Filmstrip: Equatable {
    /// One picture: seconds after the switch was turned on, and whether it is the spring's peak.
    struct Frame: Equatable {
        var time: Double
        var isPeak: Bool
    }

    static let count = 8
    /// How finely the motion is sampled for its end and its peak, in seconds.
    static let sampleStep = 1.0 / 960
    /// The longest motion followed, in seconds: a barely damped spring is cut off here.
    static let longest = 10.0
    /// The least overshoot (of the full travel) that counts as a peak worth showing.
    static let minimumOvershoot = 0.001

    let frames: [Frame]
    /// How far past the on end the spring's peak goes, as a fraction of the travel (0 without a peak).
    let overshoot: Double
    /// Seconds from the start to the end of the motion (0 for a jump).
    let length: Double

    /// The frames of a thumb travelling the full track with `curve` over `duration` (a spring's period).
    init(curve: AnimationCurve, duration: Double) {
        var animator = Animator(
            value: 0.0, curve: curve, duration: duration, durationRule: .proportional(fullDistance: 1))
        animator.animate(to: 1, at: 0)
        var end = 0.0
        var peak: (time: Double, value: Double) = (0, 1 + Self.minimumOvershoot)
        var t = 0.0
        while !animator.isFinished(at: t), t < Self.longest {
            t += Self.sampleStep
            let value = animator.value(at: t)
            if value > peak.value { peak = (t, value) }
            end = t
        }
        length = end
        var overshoot = 0.0
        var frames = (0..<Self.count).map { Frame(time: end * Double($0) / Double(Self.count - 1), isPeak: false) }
        if case .spring = curve.sanitized(), peak.time > 0 {
            let nearest = (1..<Self.count - 1).min {
                abs(frames[$0].time - peak.time) < abs(frames[$1].time - peak.time)
            }
            if let nearest {
                frames[nearest] = Frame(time: peak.time, isPeak: true)
                overshoot = peak.value - 1
            }
        }
        self.frames = frames
        self.overshoot = overshoot
    }
}
