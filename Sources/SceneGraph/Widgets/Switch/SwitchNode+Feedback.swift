/// When a switch fires its feedback cues (docs/feedback.md): every moment is told through `onCue`, whether
/// or not the style gives it a sound or a rumble, so a host can play its own. The crossing cues of a drag
/// are rate limited on the scene clock, so a fast drag back and forth does not fire one per crossing.
extension SwitchNode {
    /// The shortest time between two crossing cues of one switch: 6 ticks of the 60 Hz scene clock.
    public static let crossCueInterval = 0.1

    /// Tells the owner of `onCue` that `cue` fired.
    func fireCue(_ cue: FeedbackCue) {
        onCue?(self, cue)
    }

    /// A drag's thumb went from `before` to the other side of the middle: `cross`, and with
    /// `CommitMoment.cross` the new side's `on` or `off`, unless a crossing cue fired less than
    /// `crossCueInterval` ago.
    func thumbCrossed(from before: Bool, to side: Bool) {
        guard before != side, now - cueState.lastCross >= Self.crossCueInterval - 1e-9 else { return }
        cueState.lastCross = now
        fireCue(.cross)
        if storedStyle.feedback.commitAt == .cross {
            cueState.committedAtCross = side
            fireCue(side ? .on : .off)
        }
    }

    /// A user's change to `value` went through: its `on` or `off`, unless the drag's crossing already fired
    /// it for this side.
    func fireCommitCue() {
        let already = cueState.committedAtCross == value
        cueState.committedAtCross = nil
        if !already { fireCue(value ? .on : .off) }
    }

    /// A gesture ended without a change (a release on the starting side or outside, a cancel) after a
    /// crossing committed to the other side (`CommitMoment.cross`): the side the thumb returns to, so the
    /// last cue heard is the value's.
    func fireSettleCue() {
        guard let side = cueState.committedAtCross, side != value else { return }
        fireCue(value ? .on : .off)
    }
}

/// What a switch remembers between cues: when its last crossing cue fired and which side a crossing
/// committed to in the drag under way.
struct SwitchCueState {
    /// The scene time of the last crossing cue.
    var lastCross = -Double.infinity
    /// The side whose `on`/`off` cue a crossing fired in this drag (`CommitMoment.cross`); nil when none.
    var committedAtCross: Bool?
}
