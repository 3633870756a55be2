/// A switch as the host sees it at a check.
public struct ScenarioSwitchStatus: Hashable, Sendable {
    public var isOn: Bool
    public var state: ScenarioSwitchState

    public init(isOn: Bool, state: ScenarioSwitchState) {
        self.isOn = isOn
        self.state = state
    }
}

/// What the host reports at a check: every switch's status, the callbacks fired since the previous
/// snapshot (or since `reset`), and the hash of the frame as it would be drawn now.
public struct ScenarioSnapshot: Hashable, Sendable {
    public var switches: [String: ScenarioSwitchStatus]
    public var callbacks: [ScenarioCallback]
    /// nil when the host draws nothing; frame hashes are then not checked.
    public var frameHash: FrameHash?

    public init(switches: [String: ScenarioSwitchStatus], callbacks: [ScenarioCallback], frameHash: FrameHash?) {
        self.switches = switches
        self.callbacks = callbacks
        self.frameHash = frameHash
    }
}
