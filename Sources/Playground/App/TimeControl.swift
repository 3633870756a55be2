/// The playground's control of the gallery's scene clock: pause, slow motion and single steps. The scene
/// clock only ever moves in whole ticks of 1/60 s, so input recorded while slowed carries the same tick
/// numbers it would at full speed: slow motion holds each scene tick for 2, 4 or 10 frames, and a recording
/// made in slow motion replays at normal speed with the same tick sequence.
struct TimeControl {
    /// Frames per scene tick: full speed, 1/2, 1/4 and 1/10.
    static let slowdowns = [1, 2, 4, 10]

    /// True while the scene clock stands still (input still works).
    private(set) var isPaused = false
    /// Frames each scene tick lasts: one of `slowdowns`.
    private(set) var slowdown = 1
    /// Frames since the last scene tick.
    private var held = 0

    /// Whether the frame that just passed moves the scene clock one tick.
    mutating func frameAdvancesScene() -> Bool {
        guard !isPaused else { return false }
        held += 1
        guard held >= slowdown else { return false }
        held = 0
        return true
    }

    /// Pauses or resumes.
    mutating func togglePause() {
        isPaused.toggle()
        held = 0
    }

    /// One step slower (down to 1/10); false when already the slowest.
    mutating func slower() -> Bool {
        change(by: 1)
    }

    /// One step faster (up to full speed); false when already at full speed.
    mutating func faster() -> Bool {
        change(by: -1)
    }

    private mutating func change(by step: Int) -> Bool {
        guard let index = Self.slowdowns.firstIndex(of: slowdown) else { return false }
        let next = index + step
        guard Self.slowdowns.indices.contains(next) else { return false }
        slowdown = Self.slowdowns[next]
        held = 0
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
