import SceneGraph

/// One feedback cue a switch fired (docs/feedback.md), with the scene tick it fired at, so a replay checks
/// when each cue came as well as which.
public struct ScenarioCue: Hashable, Sendable {
    /// The switch that fired it.
    public var switchID: String
    /// The moment.
    public var cue: FeedbackCue
    /// The scene tick (1/60 s) it fired at.
    public var tick: Int

    /// `cue` of `switchID` at `tick`.
    public init(switchID: String, cue: FeedbackCue, tick: Int) {
        self.switchID = switchID
        self.cue = cue
        self.tick = tick
    }

    /// `hm-default cue=press tick=12`: how reports show it.
    public var summary: String { "\(switchID) cue=\(cue.rawValue) tick=\(tick)" }
}
