import SwitchYardKit

/// The playground's time since it started, the one time axis of its log: the monotonic clock in a window;
/// headless, one sixtieth of a second per frame played, so a headless run gives the same ticks at any load.
final class AppClock {
    private let monotonic = FrameClock()
    private let counting: Bool
    private var frames = 0

    /// A clock that counts frames when `headless`, else reads the monotonic clock.
    init(headless: Bool) {
        counting = headless
    }

    /// Seconds since the app started.
    func now() -> Double {
        counting ? Double(frames) / FrameClock.tickRate : monotonic.now()
    }

    /// A headless frame was played: the counted time moves on by one tick (a window's clock ignores it).
    func framePlayed() {
        frames += 1
    }
}
