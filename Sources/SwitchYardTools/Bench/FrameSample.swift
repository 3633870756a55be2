/// One measured frame: the time of each phase in nanoseconds, and what the frame cost besides time.
struct FrameSample: Equatable, Sendable {
    /// Stepping the clock and the animations (and, for C, its own position update).
    var update: UInt64
    /// Building the draw list (SwitchYard only; C has none).
    var build: UInt64
    /// Clearing, playing the draw list onto the software renderer and flushing it.
    var playback: UInt64
    /// Heap allocations in each phase (SwitchYard only).
    var updateAllocations: UInt64 = 0
    var buildAllocations: UInt64 = 0
    var playbackAllocations: UInt64 = 0
    /// SDL_ttf renders during the frame (SwitchYard only).
    var textRenders: Int = 0

    var total: UInt64 { update &+ build &+ playback }
    var allocations: UInt64 { updateAllocations &+ buildAllocations &+ playbackAllocations }
}
