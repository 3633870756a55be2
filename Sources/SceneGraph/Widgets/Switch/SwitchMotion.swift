/// Where a switch's animations stand at one moment: what `SwitchPainter` needs from them. `SwitchNode`
/// works it out once per frame (in `update(time:)`, or in `draw` for a switch at rest) and keeps it until
/// the clock or an animation changes, so drawing solves no curve again.
struct SwitchMotion: Equatable, Sendable {
    /// The thumb, 0 off to 1 on (a spring may overshoot a little).
    var position: Double
    /// How far the colours and images have cross-faded from off to on: the position clamped to 0...1, or
    /// the reduced-motion cross-fade while one runs.
    var fade: Double
    /// How pressed the thumb looks, 0...1.
    var stretch: Double
    /// True when every animation had finished: the values then hold at any later time.
    var isResting: Bool
}
