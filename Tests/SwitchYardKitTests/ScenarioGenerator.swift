import Foundation
import SceneGraph

@testable import Scenarios
@testable import SwitchYardKit

/// One shipped scenario: the interaction rule of docs/switch.md it checks, the shipped theme and window it
/// plays in, and its script. `Assets/scenarios/<name>.jsonl` is what `ScenarioGenerator` records from it.
struct ShippedScenario {
    let name: String
    /// The rule, as docs/switch.md words it; `docs/scenarios.md` lists it beside the file.
    let rule: String
    /// A file in `Assets/themes`.
    let theme: String
    var window = Size(width: 800, height: 600)
    /// Switches that start otherwise than the theme says.
    var initial: [String: ScenarioInitialState] = [:]
    let script: (inout ScenarioScript) -> Void

    var file: String { ScenarioTestbed.scenarios + "/" + name + ".jsonl" }
}

/// Records shipped scenarios: plays each script's input through `ScenarioRecorder` into a real
/// `EngineScenarioHost` on the replay's tick order (the theme's `decide` policies are the live owner, and what
/// they do is written as `decide` lines before the input that asked and `resolve` lines after the step), writes an `expect` line with what happened at each check, and
/// lists every place where what happened differs from what the script says docs/switch.md wants, so a wrong
/// behaviour is reported rather than shipped as the expectation.
struct ScenarioGenerator {
    /// The recorded file and the differences from the intended outcome (empty when the behaviour is right).
    struct Output {
        var text: String
        var problems: [String]
    }

    let testbed: ScenarioTestbed

    func record(_ shipped: ShippedScenario) throws -> Output {
        let themeFile = ScenarioTestbed.assets + "/themes/" + shipped.theme
        let themeBytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: themeFile)))
        let pixels = PixelSize(width: Int(shipped.window.width), height: Int(shipped.window.height))
        var header = ScenarioHeader(
            windowPoints: shipped.window, windowPixels: pixels,
            theme: ScenarioThemeReference(path: "../themes/" + shipped.theme, sha256: SHA256.hexDigest(themeBytes)),
            initial: [:])
        let host = try testbed.host(for: shipped.file, owner: .live)
        try host.reset(to: header)
        for node in host.engine.switches {
            header.initial[node.id] =
                shipped.initial[node.id] ?? ScenarioInitialState(isOn: node.isOn, isEnabled: node.isEnabled)
        }
        try host.reset(to: header)

        var script = ScenarioScript(engine: host.engine)
        shipped.script(&script)
        let steps = script.orderedSteps
        var problems: [String] = []
        if case .expect = steps.last?.step {} else { problems.append("the script does not end with an expectation") }
        var text = ""
        var linesWritten = 0
        let recorder = try ScenarioRecorder(header: header) { line in
            text += line
            linesWritten += 1
        }
        let end = steps.last?.tick ?? 0
        var index = 0
        for tick in 0...end {
            if tick > 0 {
                host.step(toTick: tick)
                for event in host.takeOwnerEvents() { try recorder.record(event, at: tick) }
            }
            while index < steps.count, steps[index].tick == tick {
                let place = "\(shipped.name).jsonl tick \(tick)"
                switch steps[index].step {
                case .input(let event):
                    host.apply(.input(event))
                    for answer in host.takeOwnerEvents() { try recorder.record(answer, at: tick) }
                    let before = linesWritten
                    try recorder.record(event, at: tick)
                    if linesWritten == before { problems.append("\(place): the recorder left out \(event)") }
                case .expect(let intent):
                    let snapshot = host.snapshot()
                    let initial = index == steps.count - 1 ? header.initial : nil
                    problems += Self.differences(intent, snapshot, initial: initial, place: place)
                    if initial != nil {
                        try recorder.stop(at: tick, outcome: snapshot)
                    } else {
                        try recorder.expect(Self.narrowed(snapshot, to: intent), at: tick)
                    }
                case .probe(let what, let check):
                    if !check(host) { problems.append("\(place): \(what) does not hold") }
                }
                index += 1
            }
        }
        return Output(text: text, problems: problems)
    }

    /// The snapshot as a check of only what `intent` names (the callbacks are always all of them).
    private static func narrowed(_ snapshot: ScenarioSnapshot, to intent: ScenarioScript.Intent) -> ScenarioSnapshot {
        ScenarioSnapshot(
            switches: snapshot.switches.filter { intent.switches[$0.key] != nil }, callbacks: snapshot.callbacks,
            frameHash: intent.frame ? snapshot.frameHash : nil, cues: snapshot.cues)
    }

    /// What `intent` says, as a snapshot without a frame hash; with `initial`, every other switch as it started.
    private static func designed(_ intent: ScenarioScript.Intent, initial: [String: ScenarioInitialState]?)
        -> ScenarioSnapshot
    {
        var switches = intent.switches
        for (id, start) in initial ?? [:] where switches[id] == nil {
            switches[id] = ScenarioSwitchStatus(isOn: start.isOn, state: start.isOn ? .on : .off)
        }
        return ScenarioSnapshot(switches: switches, callbacks: intent.callbacks, frameHash: nil)
    }

    /// How `snapshot` differs from `intent`; with `initial` (the last check), every switch the intent does
    /// not name must still have its starting value, at rest.
    private static func differences(
        _ intent: ScenarioScript.Intent, _ snapshot: ScenarioSnapshot, initial: [String: ScenarioInitialState]?,
        place: String
    ) -> [String] {
        let wanted = designed(intent, initial: initial).switches
        var out: [String] = []
        for (id, want) in wanted.sorted(by: { $0.key < $1.key }) {
            guard let got = snapshot.switches[id] else {
                out.append("\(place): no switch \"\(id)\"")
                continue
            }
            if got != want {
                out.append(
                    "\(place): switch \"\(id)\": docs/switch.md wants on=\(want.isOn) state=\(want.state.rawValue), "
                        + "it is on=\(got.isOn) state=\(got.state.rawValue)")
            }
        }
        if intent.callbacks != snapshot.callbacks {
            out.append(
                "\(place): "
                    + ScenarioComparison.callbackDiff(expected: intent.callbacks, actual: snapshot.callbacks))
        }
        return out
    }
}
