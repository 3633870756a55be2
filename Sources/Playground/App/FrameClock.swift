import CSDL2

/// The main loop's wall clock and fixed 60 Hz step: real time is turned into whole ticks, with the
/// delta clamped so a stall (a debugger, a slow disk) never makes the loop spiral to catch up.
struct FrameClock {
    static let tickRate = 60.0
    /// The most ticks one frame may step after a stall.
    static let maxTicksPerFrame = 4

    private let frequency = Double(SDL_GetPerformanceFrequency())
    private var last: UInt64 = SDL_GetPerformanceCounter()
    private var accumulator = 0.0

    /// Seconds since an arbitrary origin.
    func now() -> Double {
        Double(SDL_GetPerformanceCounter()) / frequency
    }

    /// Whole ticks of real time since the last call (at most `maxTicksPerFrame`).
    mutating func ticksElapsed() -> Int {
        let current = SDL_GetPerformanceCounter()
        let delta = Double(current &- last) / frequency
        last = current
        accumulator += min(max(0, delta), Double(Self.maxTicksPerFrame) / Self.tickRate)
        let ticks = Int((accumulator * Self.tickRate).rounded(.down))
        accumulator -= Double(ticks) / Self.tickRate
        return min(ticks, Self.maxTicksPerFrame)
    }

    /// Sleeps until `deadline` (seconds on `now()`): coarse sleep, then a short spin for precision.
    func sleep(until deadline: Double) {
        var remaining = deadline - now()
        if remaining > 0.002 {
            SDL_Delay(UInt32((remaining - 0.0015) * 1000))
        }
        remaining = deadline - now()
        while remaining > 0 {
            remaining = deadline - now()
        }
    }
}
