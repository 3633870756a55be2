import SwitchYardKit

/// Frame pacing without vsync: how late the main loop's `FrameClock.sleep(until:)` wakes for a 60 Hz
/// deadline (the loop paces a window without vsync, and headless runs, this way).
enum PacingBench {
    /// Sleeps to `frames` successive deadlines 1/60 s apart and returns each wake's lateness in milliseconds.
    static func run(frames: Int) -> Summary {
        let clock = FrameClock()
        var deadline = clock.now()
        var lateness: [Double] = []
        lateness.reserveCapacity(frames)
        for _ in 0..<max(1, frames) {
            deadline += 1 / FrameClock.tickRate
            clock.sleep(until: deadline)
            lateness.append((clock.now() - deadline) * 1000)
        }
        return Summary(lateness)
    }
}
