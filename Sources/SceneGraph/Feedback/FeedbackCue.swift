/// A moment of a switch's life that a theme can give a sound and a rumble (docs/feedback.md). The switch
/// names the moment; what is heard or felt is the style's `FeedbackStyle` and the host's business.
public enum FeedbackCue: String, Hashable, Sendable, CaseIterable {
    /// A pointer went down on the switch and it took the press.
    case press
    /// A user's change to on went through (at the release, or at the crossing with `CommitMoment.cross`).
    case on
    /// A user's change to off went through.
    case off
    /// The owner refused a change, or a pending change was rolled back or timed out.
    case refused
    /// The owner answered "pending": the change waits.
    case pending
    /// The owner completed a pending change.
    case resolved
    /// A dragged thumb crossed the middle of the track.
    case cross
}

/// When a user's change fires its `on` or `off` cue.
public enum CommitMoment: String, Hashable, Sendable {
    /// When the value changes: the release of a tap or drag, a key.
    case release
    /// As a dragged thumb crosses the middle (Flutter's switch since 2025); taps and keys at the change.
    case cross
}
