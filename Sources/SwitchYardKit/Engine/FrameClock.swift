#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A main loop's fixed 60 Hz step: real time (the monotonic `ContinuousClock`) turned into whole ticks, with
/// the delta clamped so a stall (a debugger, a slow disk) never makes the loop spiral to catch up.
package struct FrameClock {
    /// Ticks per second: the scene clock's step.
    package static let tickRate = 60.0
    /// The most ticks one frame may step after a stall.
    package static let maxTicksPerFrame = 4

    private let clock = ContinuousClock()
    private let origin: ContinuousClock.Instant
    private var last: ContinuousClock.Instant
    private var accumulator = 0.0

    /// A clock whose first tick is now.
    package init() {
        origin = clock.now
        last = origin
    }

    /// Seconds since the clock was made.
    package func now() -> Double {
        Self.seconds(clock.now - origin)
    }

    /// Whole ticks of real time since the last call (at most `maxTicksPerFrame`).
    package mutating func ticksElapsed() -> Int {
        let current = clock.now
        let delta = Self.seconds(current - last)
        last = current
        accumulator += min(max(0, delta), Double(Self.maxTicksPerFrame) / Self.tickRate)
        let ticks = Int((accumulator * Self.tickRate).rounded(.down))
        accumulator -= Double(ticks) / Self.tickRate
        return min(ticks, Self.maxTicksPerFrame)
    }

    /// Sleeps until `deadline` (seconds on `now()`): a coarse sleep, then a short spin for precision.
    package func sleep(until deadline: Double) {
        let remaining = deadline - now()
        if remaining > 0.002 { usleep(UInt32((remaining - 0.0015) * 1e6)) }
        while now() < deadline {}
    }

    static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
