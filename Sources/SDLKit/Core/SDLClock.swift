import CSDL2

/// SDL's clock: seconds since SDL was initialised, as `SDL_GetTicks64` counts them. For hosts that keep no
/// clock of their own (the C API's `sy_advance_now`).
package enum SDLClock {
    /// Seconds since SDL was initialised, in whole milliseconds.
    package static var seconds: Double { Double(SDL_GetTicks64()) / 1000 }
}
