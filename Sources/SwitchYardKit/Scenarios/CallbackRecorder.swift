import Scenarios
import SceneGraph

/// Collects the callbacks and feedback cues the switches fire, in order, for scenario checks; `take()` and
/// `takeCues()` hand over what came since the last call.
package final class CallbackRecorder {
    private var pending: [ScenarioCallback] = []
    private var cues: [ScenarioCue] = []

    /// A recorder with nothing recorded yet.
    package init() {}

    /// Notes a state change.
    package func state(_ node: SwitchNode, _ state: SwitchState) {
        pending.append(ScenarioCallback(switchID: node.id, kind: .state(state)))
    }

    /// Notes a value change.
    package func value(_ node: SwitchNode, _ on: Bool) {
        pending.append(ScenarioCallback(switchID: node.id, kind: .value(on)))
    }

    /// Notes a feedback cue at the scene's tick now.
    public func cue(_ node: SwitchNode, _ cue: FeedbackCue, in scene: Scene) {
        let tick = Int((scene.time * FrameClock.tickRate).rounded())
        cues.append(ScenarioCue(switchID: node.id, cue: cue, tick: tick))
    }

    /// The callbacks since the last call, oldest first.
    package func take() -> [ScenarioCallback] {
        defer { pending.removeAll() }
        return pending
    }

    /// The cues since the last call, oldest first.
    public func takeCues() -> [ScenarioCue] {
        defer { cues.removeAll() }
        return cues
    }
}

extension SwitchYardEngine {
    /// Every switch's status, the given callbacks, and the hash of the frame as drawn now, with resource
    /// handles replaced by stable keys (so a recording replays with the same hashes in another process).
    package func snapshot(callbacks: [ScenarioCallback], cues: [ScenarioCue] = [], list: inout DrawList)
        -> ScenarioSnapshot
    {
        var statuses: [String: ScenarioSwitchStatus] = [:]
        for node in switches { statuses[node.id] = ScenarioSwitchStatus(isOn: node.isOn, state: node.state) }
        buildDrawList(into: &list)
        scene.setNeedsDisplay()
        return ScenarioSnapshot(
            switches: statuses, callbacks: callbacks,
            frameHash: stableKeys.frameHash(of: list), cues: cues)
    }
}
