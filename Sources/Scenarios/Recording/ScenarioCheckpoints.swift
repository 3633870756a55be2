/// When a live recording writes a checkpoint (an `expect` line with the states, the callbacks since the
/// last one and the frame hash), so a regression in the middle of a long recording is caught where it
/// happens: after every value change once the scene has settled (nothing animates any more), and at every
/// whole multiple of `interval` ticks. Pure bookkeeping on scene ticks; the recorder's owner asks after every tick and input.
package struct ScenarioCheckpoints: Sendable {
    /// The default period of `record --checkpoint-every`, in seconds.
    package static let defaultSeconds = 5.0
    /// The longest period `--checkpoint-every` accepts, in seconds (an hour).
    package static let maxSeconds = 3600.0

    /// Ticks between periodic checkpoints; nil when only value changes make one.
    package let interval: Int?
    /// The tick of the next periodic checkpoint: a whole multiple of `interval`.
    private var nextPeriodic: Int?
    private var valueChangedSince = false

    /// Checkpoints every `seconds` of scene time (rounded to whole ticks, at least one), and after value
    /// changes; `seconds` of 0 turns the periodic ones off. The caller has checked the range.
    package init(everySeconds seconds: Double) {
        let ticks = (seconds * Double(ScenarioHeader.tickRate)).rounded()
        interval = seconds > 0 ? max(1, Int(ticks)) : nil
        nextPeriodic = interval
    }

    /// Notes that a switch's value changed: a checkpoint is due once the scene settles.
    package mutating func valueChanged() {
        valueChangedSince = true
    }

    /// Whether a checkpoint is due at `tick` (a value changed since the last one and the scene is
    /// `settled`, or `tick` reached the next whole multiple of the period); when it is, it counts as taken.
    package mutating func isDue(atTick tick: Int, settled: Bool) -> Bool {
        var periodic = false
        if let interval, let next = nextPeriodic, tick >= next {
            periodic = true
            nextPeriodic = (tick / interval + 1) * interval
        }
        guard periodic || (valueChangedSince && settled) else { return false }
        // A periodic checkpoint in the middle of an animation still leaves the settled one due.
        if settled { valueChangedSince = false }
        return true
    }
}
