import Foundation
import Scenarios
import Testing

@testable import SwitchYardKit

/// Cues in a real replay: the shipped tap scenario records the press at tick 10 and the release's "on" at
/// tick 14, and a cue expected a tick early fails with a diff naming both ticks.
@Suite(.serialized) struct ScenarioCueReplayTests {
    static let tap = ScenarioTestbed.scenarios + "/tap.jsonl"
    static let onAt14 = #""cues":[{"switch":"mmm-default","cue":"on","tick":14}]"#

    @Test func theTapRecordsItsCuesAtTheirTicks() throws {
        let text = try String(contentsOfFile: Self.tap, encoding: .utf8)
        #expect(text.contains(#""cues":[{"switch":"mmm-default","cue":"press","tick":10}]"#))
        #expect(text.contains(Self.onAt14))
    }

    @Test func aCueExpectedEarlierFailsWithTheTicks() throws {
        let text = try String(contentsOfFile: Self.tap, encoding: .utf8)
        let edited = text.replacingOccurrences(
            of: Self.onAt14, with: Self.onAt14.replacingOccurrences(of: "14", with: "13"))
        #expect(edited != text)
        let report = try ScenarioTestbed().replay(text: edited, file: Self.tap).report
        #expect(
            report.failures.map(\.description) == [
                "\(Self.tap):6: tick 14: cues differ (expected 1, got 1):\n  - mmm-default cue=on tick=13\n  + mmm-default cue=on tick=14"
            ])
    }
}
