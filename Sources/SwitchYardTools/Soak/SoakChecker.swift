import SceneGraph

/// The invariants a soak run checks, fed every callback and asked to check after every event and frame.
/// Collects the first violations (with the frame they happened in) and counts the rest.
final class SoakChecker {
    /// How many violation messages are kept; later ones are only counted.
    static let keptViolations = 20

    private(set) var violations: [String] = []
    private(set) var violationCount = 0
    private(set) var stateChanges = 0
    private(set) var valueChanges = 0
    var frame = 0
    private var lastState: [String: SwitchState] = [:]
    /// Callbacks of the event being handled, per switch: states and values in order.
    private var pending: [String: [SoakCallback]] = [:]
    private var valueBefore: [String: Bool] = [:]

    private enum SoakCallback: Equatable {
        case state(SwitchState)
        case value(Bool)
    }

    /// Every state change: it must be the switch's state now and differ from the last one reported.
    func stateChanged(_ node: SwitchNode, _ state: SwitchState) {
        stateChanges += 1
        if state != node.state { fail("\(node.id): state-changed(\(state)) while the state is \(node.state)") }
        if lastState[node.id] == state { fail("\(node.id): state-changed(\(state)) twice in a row") }
        lastState[node.id] = state
        pending[node.id, default: []].append(.state(state))
    }

    /// Every user toggle: the value now, right after a state change to the resting state of that value.
    func valueChanged(_ node: SwitchNode, _ on: Bool) {
        valueChanges += 1
        if on != node.isOn { fail("\(node.id): value-changed(\(on)) while isOn is \(node.isOn)") }
        let resting: SwitchState = on ? .on : .off
        if pending[node.id]?.last != .state(resting) {
            let before = pending[node.id] ?? []
            fail("\(node.id): value-changed(\(on)) not right after state-changed(\(resting)): \(before)")
        }
        pending[node.id, default: []].append(.value(on))
    }

    /// Takes the switches' states as reported, e.g. after a theme load restyled or replaced them.
    func resync(_ switches: [SwitchNode]) {
        lastState = Dictionary(switches.map { ($0.id, $0.state) }, uniquingKeysWith: { a, _ in a })
        pending.removeAll()
    }

    /// Call before handing an input event to the scene.
    func beginEvent(_ switches: [SwitchNode]) {
        pending.removeAll(keepingCapacity: true)
        valueBefore = Dictionary(switches.map { ($0.id, $0.isOn) }, uniquingKeysWith: { a, _ in a })
    }

    /// Call after the event: a value changed by input fired value-changed exactly once with the new value,
    /// and an unchanged one fired none.
    func endEvent(_ switches: [SwitchNode], _ event: InputEvent) {
        for node in switches {
            let values = (pending[node.id] ?? []).filter { if case .value = $0 { true } else { false } }
            guard let before = valueBefore[node.id] else { continue }
            if node.isOn != before {
                if values != [.value(node.isOn)] { fail("\(node.id): \(event) toggled it with callbacks \(values)") }
            } else if !values.isEmpty {
                fail("\(node.id): \(event) left it \(node.isOn) but fired \(values)")
            }
        }
    }

    /// The per-frame checks: each switch's state agrees with its value (or is `pending` while a change
    /// waits for its owner) and with the pointers held on it, and its thumb is in its track.
    func checkFrame(_ switches: [SwitchNode], captured: [PointerID: Node]) {
        let holders = Set(captured.values.map(ObjectIdentifier.init))
        for node in switches {
            let held = holders.contains(ObjectIdentifier(node))
            if node.state.isSelected != held {
                fail("\(node.id): state \(node.state) while a pointer is \(held ? "" : "not ")held on it")
            }
            let resting: SwitchState = node.pendingValue != nil ? .pending : (node.isOn ? .on : .off)
            if !node.state.isSelected, node.state != resting {
                fail("\(node.id): state \(node.state) at rest with isOn \(node.isOn)")
            }
            let p = node.thumbPosition
            let range: ClosedRange<Double>
            if case .spring = node.style.animation.curve { range = -1...2 } else { range = 0...1 }
            if !range.contains(p) { fail("\(node.id): thumb position \(p) outside \(range)") }
        }
    }

    /// Every draw command's geometry is finite.
    func checkDrawList(_ list: DrawList) {
        for command in list.commands where !command.hasFiniteGeometry {
            fail("non-finite geometry in \(command)")
        }
    }

    func fail(_ message: String) {
        violationCount += 1
        if violations.count < Self.keptViolations { violations.append("frame \(frame): \(message)") }
    }
}
