/// A loaded sound a theme names, by index into the theme's sounds; the style holds the handle, the
/// samples stay with the theme.
public struct SoundHandle: Hashable, Sendable {
    /// The index of the sound in the theme's list.
    public var id: Int

    /// The sound at index `id`.
    public init(id: Int) {
        self.id = id
    }
}

/// A game controller's rumble: the strengths of its low- and high-frequency motors and how long it lasts.
public struct Rumble: Hashable, Sendable {
    /// The low-frequency (heavy) motor's strength, 0 to 1.
    public var low: Double
    /// The high-frequency (light) motor's strength, 0 to 1.
    public var high: Double
    /// How long the rumble lasts, in milliseconds.
    public var durationMilliseconds: Int

    /// A rumble of the two strengths (clamped to 0...1) lasting `durationMilliseconds` (at least 0).
    public init(low: Double, high: Double, durationMilliseconds: Int) {
        self.low = low.isFinite ? min(max(low, 0), 1) : 0
        self.high = high.isFinite ? min(max(high, 0), 1) : 0
        self.durationMilliseconds = max(durationMilliseconds, 0)
    }
}

/// What one cue plays: a sound at a gain, a rumble, or both.
public struct CueFeedback: Hashable, Sendable {
    /// The sound to play; nil plays none.
    public var sound: SoundHandle?
    /// The sound's gain, 0 to 1.
    public var gain: Double
    /// The rumble to drive; nil drives none.
    public var rumble: Rumble?

    /// A cue's feedback; the gain is clamped to 0...1.
    public init(sound: SoundHandle? = nil, gain: Double = 1, rumble: Rumble? = nil) {
        self.sound = sound
        self.gain = gain.isFinite ? min(max(gain, 0), 1) : 0
        self.rumble = rumble
    }
}

/// A style's sounds and rumbles, per cue, and when its commit cues fire. Empty by default: a silent switch.
public struct FeedbackStyle: Hashable, Sendable {
    /// The feedback of each cue the style gives one; a cue not here is silent and still.
    public var cues: [FeedbackCue: CueFeedback]
    /// When a drag's `on` or `off` cue fires.
    public var commitAt: CommitMoment

    /// Feedback for `cues`, committing at the release by default.
    public init(cues: [FeedbackCue: CueFeedback] = [:], commitAt: CommitMoment = .release) {
        self.cues = cues
        self.commitAt = commitAt
    }
}
