/// A switch as the host sees it at a check.
package struct ScenarioSwitchStatus: Hashable, Sendable {
    package var isOn: Bool
    package var state: ScenarioSwitchState

    package init(isOn: Bool, state: ScenarioSwitchState) {
        self.isOn = isOn
        self.state = state
    }
}

/// What the host reports at a check: every switch's status, the callbacks and cues fired since the previous
/// snapshot (or since `reset`), and the hash of the frame as it would be drawn now.
package struct ScenarioSnapshot: Hashable, Sendable {
    package var switches: [String: ScenarioSwitchStatus]
    package var callbacks: [ScenarioCallback]
    /// nil when the host draws nothing; frame hashes are then not checked.
    package var frameHash: FrameHash?
    /// The feedback cues fired since the previous snapshot, with their ticks.
    package var cues: [ScenarioCue]

    package init(
        switches: [String: ScenarioSwitchStatus], callbacks: [ScenarioCallback], frameHash: FrameHash?,
        cues: [ScenarioCue] = []
    ) {
        self.switches = switches
        self.callbacks = callbacks
        self.frameHash = frameHash
        self.cues = cues
    }
}
