import Scenarios
import SceneGraph

/// Collects the callbacks a gallery fires, in order, for scenario checks; `take()` hands over what
/// came since the last call.
final class CallbackRecorder {
    private var pending: [ScenarioCallback] = []

    func state(_ node: SwitchNode, _ state: SwitchState) {
        pending.append(ScenarioCallback(switchID: node.id, kind: .state(state)))
    }

    func value(_ node: SwitchNode, _ on: Bool) {
        pending.append(ScenarioCallback(switchID: node.id, kind: .value(on)))
    }

    func take() -> [ScenarioCallback] {
        defer { pending.removeAll() }
        return pending
    }
}

extension Gallery {
    /// Every switch's status, the given callbacks, and the hash of the gallery frame as drawn now.
    func snapshot(callbacks: [ScenarioCallback], resources: StableResourceKeys, list: inout DrawList)
        -> ScenarioSnapshot
    {
        var switches: [String: ScenarioSwitchStatus] = [:]
        for node in self.switches { switches[node.id] = ScenarioSwitchStatus(isOn: node.isOn, state: node.state) }
        buildDrawList(into: &list)
        scene.setNeedsDisplay()
        return ScenarioSnapshot(
            switches: switches, callbacks: callbacks, frameHash: resources.frameHash(of: list))
    }
}
