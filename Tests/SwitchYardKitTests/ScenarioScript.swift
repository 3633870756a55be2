import Scenarios

@testable import SceneGraph
@testable import SwitchYardKit

/// A shipped scenario written as a script: input at ticks and, at chosen ticks, the outcome docs/switch.md
/// asks for. `ScenarioGenerator` plays it through the real recorder and gallery host, so the file's
/// expectations are what happened; the outcome written here is checked against them, so behaviour that
/// contradicts the design is reported instead of being shipped as the expectation.
struct ScenarioScript {
    /// What docs/switch.md wants at a tick.
    struct Intent {
        /// The value and state of each listed switch (the file checks only these, except on the last line,
        /// which checks every switch: the unlisted ones must be as they started).
        var switches: [String: ScenarioSwitchStatus]
        /// Every callback since the previous check, in order.
        var callbacks: [ScenarioCallback]
        /// Whether the line also checks the frame hash.
        var frame: Bool
    }

    enum Step {
        case input(InputEvent)
        case expect(Intent)
        /// A check the file cannot express (a thumb position, an animation's end), run while generating.
        case probe(String, (EngineScenarioHost) -> Bool)
    }

    /// Every switch's frame in scene points, after the theme was laid out in the scenario's window.
    let frames: [String: Rect]
    /// Every switch's travel: how far its resting thumb moves from off to on, in points.
    let travel: [String: Double]
    /// The steps in the order they were written; `orderedSteps` is the order they play in.
    private var steps: [(tick: Int, step: Step)] = []

    init(engine: SwitchYardEngine) {
        var frames: [String: Rect] = [:]
        var travel: [String: Double] = [:]
        for node in engine.switches {
            frames[node.id] = node.sceneFrame
            travel[node.id] = node.layout.geometry.travel
        }
        self.frames = frames
        self.travel = travel
    }

    /// The steps by tick; steps of one tick keep the order they were written in (a drag written before a
    /// tap on another switch moves first at the ticks they share).
    var orderedSteps: [(tick: Int, step: Step)] {
        steps.enumerated().sorted { ($0.element.tick, $0.offset) < ($1.element.tick, $1.offset) }.map(\.element)
    }

    // MARK: Places

    /// The point at fractions `fx`, `fy` of switch `id`'s frame (0.5, 0.5 is its centre), on a quarter point.
    func at(_ id: String, _ fx: Double, _ fy: Double = 0.5) -> Point {
        let frame = frames[id] ?? .zero
        return Point(
            x: Self.quarter(frame.minX + fx * frame.width), y: Self.quarter(frame.minY + fy * frame.height))
    }

    /// `p` moved by `dx`, `dy`.
    func offset(_ p: Point, _ dx: Double, _ dy: Double = 0) -> Point {
        Point(x: Self.quarter(p.x + dx), y: Self.quarter(p.y + dy))
    }

    private static func quarter(_ v: Double) -> Double { (v * 4).rounded() / 4 }

    // MARK: Input

    mutating func down(_ pointer: PointerID, _ p: Point, at tick: Int, button: PointerButton = .primary) {
        add(tick, .input(.pointerDown(pointer, p, button)))
    }

    mutating func move(_ pointer: PointerID, _ p: Point, at tick: Int) {
        add(tick, .input(.pointerMove(pointer, p)))
    }

    mutating func up(_ pointer: PointerID, _ p: Point, at tick: Int, button: PointerButton = .primary) {
        add(tick, .input(.pointerUp(pointer, p, button)))
    }

    /// A press at `tick` and a release `hold` ticks later, without moving.
    mutating func tap(_ pointer: PointerID, _ p: Point, at tick: Int, hold: Int = 4) {
        down(pointer, p, at: tick)
        up(pointer, p, at: tick + hold)
    }

    /// A held pointer moving in a straight line from `from` to `to`, one move per tick over `ticks`.
    mutating func drag(_ pointer: PointerID, from: Point, to: Point, over ticks: ClosedRange<Int>) {
        let count = Double(ticks.count)
        for (i, tick) in ticks.enumerated() {
            let f = Double(i + 1) / count
            move(pointer, offset(from, (to.x - from.x) * f, (to.y - from.y) * f), at: tick)
        }
    }

    /// A press at `from` at tick `down`, a drag to `to` over `ticks`, and the release there at tick `up`.
    mutating func stroke(
        _ pointer: PointerID, from: Point, to: Point, down: Int, over ticks: ClosedRange<Int>, up: Int
    ) {
        self.down(pointer, from, at: down)
        drag(pointer, from: from, to: to, over: ticks)
        self.up(pointer, to, at: up)
    }

    mutating func focusLost(at tick: Int) {
        add(tick, .input(.cancelAll))
    }

    mutating func key(_ key: Key, at tick: Int, shift: Bool = false, isRepeat: Bool = false) {
        add(tick, .input(.key(KeyEvent(key: key, shift: shift, isRepeat: isRepeat))))
    }

    // MARK: Outcomes

    /// What must hold at `tick`: `switches` as `id: (on, state)`, and the callbacks since the last check.
    mutating func expect(
        at tick: Int, _ switches: [String: (Bool, SwitchState)], callbacks: [ScenarioCallback], frame: Bool = true
    ) {
        let statuses = switches.mapValues { ScenarioSwitchStatus(isOn: $0.0, state: $0.1) }
        add(tick, .expect(Intent(switches: statuses, callbacks: callbacks, frame: frame)))
    }

    /// A property of the live scene checked at `tick` while generating, described by `what`.
    mutating func probe(at tick: Int, _ what: String, _ check: @escaping (EngineScenarioHost) -> Bool) {
        add(tick, .probe(what, check))
    }

    private mutating func add(_ tick: Int, _ step: Step) {
        steps.append((tick, step))
    }
}

extension ScenarioCallback {
    /// A state-changed callback of switch `id`.
    static func state(_ id: String, _ state: SwitchState) -> ScenarioCallback {
        ScenarioCallback(switchID: id, kind: .state(state))
    }

    /// A value-changed callback of switch `id`.
    static func value(_ id: String, _ on: Bool) -> ScenarioCallback {
        ScenarioCallback(switchID: id, kind: .value(on))
    }
}
