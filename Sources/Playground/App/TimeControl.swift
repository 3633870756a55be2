import SwitchYardKit

/// The playground's control of the gallery's scene clock: real time turned into whole scene ticks of 1/60 s,
/// with pause, slow motion and single steps. The scene tick is counted from an anchor (the start, a
/// recording's start, the last change of rate) by the real time elapsed since, whether frames were drawn or
/// not: an idle window that drew nothing for a second is 60 ticks further on when the next input arrives.
/// Slow motion counts one tick per 2, 4 or 10 sixtieths of a second, so input recorded while slowed carries
/// the tick numbers the scene saw, and a recording made in slow motion replays at normal speed with the same
/// tick sequence.
struct TimeControl {
    /// Real sixtieths of a second per scene tick: full speed, 1/2, 1/4 and 1/10.
    static let slowdowns = [1, 2, 4, 10]

    /// True while the scene clock stands still (input still works).
    private(set) var isPaused = false
    /// Real sixtieths of a second each scene tick lasts: one of `slowdowns`.
    private(set) var slowdown = 1
    /// The real time (seconds) and the scene tick the count starts from.
    private var anchorTime: Double
    private var anchorTick = 0

    /// A clock at tick 0 at real time `now`, at full speed.
    init(now: Double = 0) {
        anchorTime = now
    }

    /// The scene tick real time `now` has reached: the anchor's tick plus the whole ticks elapsed since it
    /// at this rate (the anchor's tick while paused, and never less). A millionth of a tick of slack keeps
    /// sums of sixtieths, which binary floating point cannot hold exactly, on their whole tick.
    func tick(at now: Double) -> Int {
        guard !isPaused else { return anchorTick }
        let elapsed = (now - anchorTime) * FrameClock.tickRate / Double(slowdown)
        guard elapsed.isFinite, elapsed > 0 else { return anchorTick }
        return anchorTick + Int(min(elapsed + 1e-6, Double(Int32.max)).rounded(.down))
    }

    /// Counts on from `tick` at real time `now`: a recording's start (tick 0), a single step, or any change
    /// of rate (the caller has brought the scene up to `tick(at: now)` first).
    mutating func restart(atTick tick: Int, now: Double) {
        anchorTick = tick
        anchorTime = now
    }

    /// Pauses or resumes at `tick`, the scene's tick at `now`.
    mutating func togglePause(atTick tick: Int, now: Double) {
        isPaused.toggle()
        restart(atTick: tick, now: now)
    }

    /// One step slower (down to 1/10) from `tick` at `now`; false when already the slowest.
    mutating func slower(atTick tick: Int, now: Double) -> Bool {
        change(by: 1, atTick: tick, now: now)
    }

    /// One step faster (up to full speed) from `tick` at `now`; false when already at full speed.
    mutating func faster(atTick tick: Int, now: Double) -> Bool {
        change(by: -1, atTick: tick, now: now)
    }

    private mutating func change(by step: Int, atTick tick: Int, now: Double) -> Bool {
        guard let index = Self.slowdowns.firstIndex(of: slowdown) else { return false }
        let next = index + step
        guard Self.slowdowns.indices.contains(next) else { return false }
        slowdown = Self.slowdowns[next]
        restart(atTick: tick, now: now)
        return true
    }

    /// What the HUD shows: nil at full speed, else the rate and whether the clock is paused.
    var label: String? {
        let rate = slowdown == 1 ? "" : "1/\(slowdown) speed"
        switch (isPaused, rate.isEmpty) {
        case (false, true): return nil
        case (false, false): return rate
        case (true, true): return "paused"
        case (true, false): return "paused (\(rate))"
        }
    }
}
