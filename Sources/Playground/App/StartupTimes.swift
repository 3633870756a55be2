import Foundation

/// When the playground's start-up phases ended, on the monotonic clock: the program's entry, the window
/// (SDL, the renderer and the engine made), the theme loaded and laid out, and the first frame presented.
/// The `--log` file's `first-frame` event gives them, so start-up can be split into its parts and timed from
/// outside (`switchyard bench --only startup` reads the monotonic stamp of the present).
struct StartupTimes {
    /// Monotonic nanoseconds at the program's entry (`Playground.main` sets it first thing).
    nonisolated(unsafe) static var entry: UInt64 = 0

    var window: UInt64?
    var theme: UInt64?
    var presented: UInt64?

    /// Monotonic nanoseconds now.
    static func now() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }

    /// The `first-frame` event's detail: each phase in milliseconds, then the present's monotonic stamp.
    var summary: String? {
        guard let window, let theme, let presented else { return nil }
        let entry = Self.entry
        func ms(_ from: UInt64, _ to: UInt64) -> String {
            String(format: "%.1f", Double(to &- from) / 1e6)
        }
        return "presented \(ms(entry, presented)) ms after entry: window \(ms(entry, window)) ms, theme "
            + "\(ms(window, theme)) ms, first frame \(ms(theme, presented)) ms; monotonic \(presented) ns"
    }
}
