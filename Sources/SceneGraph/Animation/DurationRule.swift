/// How long a retargeted Bézier animation takes.
package enum DurationRule: Hashable, Sendable {
    /// Every segment takes the full duration, however short the way.
    case fixed
    /// A segment takes duration × distance / `fullDistance`: a reversal halfway takes half the time.
    case proportional(fullDistance: Double)

    /// The seconds a segment of `distance` takes under this rule, for a full `duration`; never NaN or negative.
    package func duration(_ duration: Double, forDistance distance: Double) -> Double {
        let base = duration.isFinite ? max(0, duration) : 0
        switch self {
        case .fixed:
            return base
        case .proportional(let full):
            guard full.isFinite, full > 0, distance.isFinite else { return base }
            return base * max(0, distance) / full
        }
    }
}
