/// A switch as the host sees it at a check.
public struct ScenarioSwitchStatus: Hashable, Sendable {
    public var isOn: Bool
    public var state: ScenarioSwitchState

    public init(isOn: Bool, state: ScenarioSwitchState) {
        self.isOn = isOn
        self.state = state
    }
}

/// What the host reports at a check: every switch's status, the callbacks and cues fired since the previous
/// snapshot (or since `reset`), and the hash of the frame as it would be drawn now.
public struct ScenarioSnapshot: Hashable, Sendable {
    public var switches: [String: ScenarioSwitchStatus]
    public var callbacks: [ScenarioCallback]
    /// nil when the host draws nothing; frame hashes are then not checked.
    public var frameHash: FrameHash?
    /// The feedback cues fired since the previous snapshot, with their ticks.
    public var cues: [ScenarioCue]

    public init(
        switches: [String: ScenarioSwitchStatus], callbacks: [ScenarioCallback], frameHash: FrameHash?,
        cues: [ScenarioCue] = []
    ) {
        self.switches = switches
        self.callbacks = callbacks
        self.frameHash = frameHash
        self.cues = cues
    }
}
