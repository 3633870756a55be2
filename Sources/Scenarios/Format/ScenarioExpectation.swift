import SceneGraph

/// The six switch states, named in files by their raw values (`selectedPressedOn`...): SceneGraph's own
/// `SwitchState`, so a host reports `SwitchNode.state` as it is.
package typealias ScenarioSwitchState = SwitchState

/// One callback a switch fired: a state change or a value change.
package struct ScenarioCallback: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        case state(ScenarioSwitchState)
        case value(Bool)
    }

    package var switchID: String
    package var kind: Kind

    package init(switchID: String, kind: Kind) {
        self.switchID = switchID
        self.kind = kind
    }

    /// `hm-default state=selectedPressedOn` or `hm-default value=true`: how reports show it.
    package var summary: String {
        switch kind {
        case .state(let s): return "\(switchID) state=\(s.rawValue)"
        case .value(let v): return "\(switchID) value=\(v)"
        }
    }
}

/// What a switch must be at a check; a nil part is not checked.
package struct ScenarioSwitchExpectation: Hashable, Sendable {
    package var isOn: Bool?
    package var state: ScenarioSwitchState?

    package init(isOn: Bool?, state: ScenarioSwitchState?) {
        self.isOn = isOn
        self.state = state
    }
}

/// An `expect` line: what must hold at its tick. A nil part is not checked.
package struct ScenarioExpectation: Hashable, Sendable {
    /// Switch states by id.
    package var switches: [String: ScenarioSwitchExpectation]?
    /// Every callback since the previous check (or the start), in order.
    package var callbacks: [ScenarioCallback]?
    /// The hash of the frame's draw list.
    package var frameHash: FrameHash?
    /// Every feedback cue since the previous check (or the start), in order, with its tick.
    package var cues: [ScenarioCue]?

    package init(
        switches: [String: ScenarioSwitchExpectation]? = nil, callbacks: [ScenarioCallback]? = nil,
        frameHash: FrameHash? = nil, cues: [ScenarioCue]? = nil
    ) {
        self.switches = switches
        self.callbacks = callbacks
        self.frameHash = frameHash
        self.cues = cues
    }

    /// Everything `snapshot` shows, as an expectation that checks all of it.
    package init(_ snapshot: ScenarioSnapshot) {
        switches = snapshot.switches.mapValues { ScenarioSwitchExpectation(isOn: $0.isOn, state: $0.state) }
        callbacks = snapshot.callbacks
        frameHash = snapshot.frameHash
        cues = snapshot.cues
    }
}
