import Glibc

/// The bench's clocks: a monotonic wall clock and the process's CPU time, both in nanoseconds.
enum BenchClock {
    /// Monotonic nanoseconds since an arbitrary origin.
    static func nanoseconds() -> UInt64 {
        read(CLOCK_MONOTONIC)
    }

    /// CPU time this process has used (all threads, user and system), in nanoseconds.
    static func processCPUNanoseconds() -> UInt64 {
        read(CLOCK_PROCESS_CPUTIME_ID)
    }

    /// CPU time the calling thread has used, in nanoseconds: what a frame's work costs whatever else the
    /// machine runs (wall time also counts the time other processes held the core).
    static func threadCPUNanoseconds() -> UInt64 {
        read(CLOCK_THREAD_CPUTIME_ID)
    }

    private static func read(_ clock: clockid_t) -> UInt64 {
        var ts = timespec()
        clock_gettime(clock, &ts)
        return UInt64(clamping: ts.tv_sec) &* 1_000_000_000 &+ UInt64(clamping: ts.tv_nsec)
    }
}
