/// The replay window's speeds, `[` and `]` stepping through them: a quarter of real time up to four times,
/// and as fast as it goes.
enum ReplaySpeed {
    /// Ticks played per real tick, slowest first; nil is as fast as it goes.
    static let ladder: [Double?] = [0.25, 0.5, 1, 2, 4, nil]

    /// The next speed up from `speed` (a `--speed` off the ladder goes to the next step above it).
    static func faster(than speed: Double?) -> Double? {
        guard let speed else { return nil }
        return ladder.first { step in step.map { $0 > speed } ?? true } ?? nil
    }

    /// The next speed down from `speed`; the slowest stays.
    static func slower(than speed: Double?) -> Double? {
        guard let speed else { return ladder[ladder.count - 2] }
        return ladder.compactMap { $0 }.last { $0 < speed } ?? ladder[0]
    }

    /// `1/4x`, `1/2x`, `1x`, `2x`, `3.5x`, `max`.
    static func label(_ speed: Double?) -> String {
        guard let speed else { return "max" }
        if speed < 1, (1 / speed).rounded() == 1 / speed { return "1/\(Int(1 / speed))x" }
        if speed.rounded() == speed { return "\(Int(speed))x" }
        return "\(speed)x"
    }
}
