import SceneGraph
import Testing

@testable import Scenarios

/// An `expect` line's `cues`: written and read back unchanged, each bad part one located error, and a
/// difference shown as a diff of `switch cue=... tick=...` lines.
@Suite struct CueLineTests {
    static let header =
        #"{"format":"switchyard-scenario","version":2,"tickRate":60,"window":{"points":[400,300],"pixels":[800,600]},"#
        + #""theme":{"path":"theme.json"},"initial":{"a":{"on":false}}}"#

    private func parse(_ lines: String...) -> ScenarioParseResult {
        ScenarioFile.parse(
            text: ([Self.header] + lines + [#"{"end":100}"#]).joined(separator: "\n") + "\n", file: "c.jsonl")
    }

    @Test func cuesRoundTripThroughTheLineCodec() throws {
        let cues = [
            ScenarioCue(switchID: "a", cue: .press, tick: 3), ScenarioCue(switchID: "a", cue: .on, tick: 5),
        ]
        let line = ScenarioLineEncoder.entry(ScenarioEntry(tick: 5, content: .expect(ScenarioExpectation(cues: cues))))
        #expect(
            line
                == #"{"tick":5,"expect":{"cues":[{"switch":"a","cue":"press","tick":3},{"switch":"a","cue":"on","tick":5}]}}"#
        )
        let scenario = try #require(parse(line).scenario)
        guard case .expect(let expectation) = scenario.entries.first?.content else {
            Issue.record("no expect line")
            return
        }
        #expect(expectation.cues == cues)
    }

    @Test func badCuesAreLocatedErrors() {
        let cases = [
            (#"{"tick":1,"expect":{"cues":{}}}"#, #"c.jsonl:2: error: "expect.cues" must be an array, not an object"#),
            (
                #"{"tick":1,"expect":{"cues":[{"switch":"a","cue":"tap","tick":1}]}}"#,
                #"c.jsonl:2: error: "expect.cues[0].cue" is not a cue: "tap""#
            ),
            (
                #"{"tick":1,"expect":{"cues":[{"switch":"a","cue":"presss","tick":1}]}}"#,
                #"c.jsonl:2: error: "expect.cues[0].cue" is not a cue: "presss" (did you mean "press"?)"#
            ),
            (
                #"{"tick":1,"expect":{"cues":[{"switch":"b","cue":"on","tick":1}]}}"#,
                #"c.jsonl:2: error: switch "b" is not in the header's initial states"#
            ),
            (
                #"{"tick":1,"expect":{"cues":[{"switch":"a","cue":"on"}]}}"#,
                #"c.jsonl:2: error: a cue needs "expect.cues[0].tick""#
            ),
        ]
        for (line, message) in cases {
            #expect(parse(line).diagnostics.map(\.description) == [message])
        }
    }

    @Test func aCueAtAnotherTickFailsWithADiff() {
        let expected = ScenarioExpectation(cues: [ScenarioCue(switchID: "a", cue: .on, tick: 13)])
        let actual = ScenarioSnapshot(
            switches: [:], callbacks: [], frameHash: nil, cues: [ScenarioCue(switchID: "a", cue: .on, tick: 14)])
        #expect(
            ScenarioComparison.differences(expected: expected, actual: actual, checkFrame: false) == [
                "cues differ (expected 1, got 1):\n  - a cue=on tick=13\n  + a cue=on tick=14"
            ])
        #expect(ScenarioComparison.updated(expected, with: actual, updateFrame: false).cues == actual.cues)
    }
}
