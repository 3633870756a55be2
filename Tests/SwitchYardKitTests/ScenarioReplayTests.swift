import Foundation
import Scenarios
import SceneGraph
import TestSupport
import Testing

@testable import SwitchYardKit

/// Replays of shipped scenarios against the real gallery: recording and replaying agree, replays repeat
/// bit for bit, a changed outcome fails with a message a person reads at a glance, another window size
/// maps pointers, and a changed theme warns (or fails with `--strict`).
@Suite(.serialized) struct ScenarioReplayTests {
    static let tap = ScenarioTestbed.scenarios + "/tap.jsonl"

    @Test func recordingThroughTheRecorderThenReplayingGivesTheRecordedHashes() throws {
        let testbed = try ScenarioTestbed()
        let output = try ScenarioGenerator(testbed: testbed).record(ScenarioCatalog.reversalMidAnimation)
        let recorded = try #require(ScenarioFile.parse(text: output.text, file: "recorded.jsonl").scenario)
        let recordedHashes = recorded.entries.compactMap { entry -> FrameHash? in
            if case .expect(let expectation) = entry.content { return expectation.frameHash }
            return nil
        }
        let file = ScenarioCatalog.reversalMidAnimation.file
        let report = try testbed.replay(text: output.text, file: file).report
        #expect(report.failures.isEmpty)
        #expect(recordedHashes.count == 4)
        #expect(report.frameHashes.map(\.hash) == recordedHashes)
    }

    @Test func tenReplaysGiveIdenticalHashes() throws {
        let testbed = try ScenarioTestbed()
        let text = try String(contentsOfFile: Self.tap, encoding: .utf8)
        var runs: [[ScenarioFrameSample]] = []
        for _ in 0..<10 { runs.append(try testbed.replay(text: text, file: Self.tap).report.frameHashes) }
        #expect(runs[0].count == 5)
        #expect(Set(runs.map { $0.map(\.hash) }).count == 1)
    }

    @Test func aScenarioEditedToExpectTheWrongStateFailsReadably() throws {
        let text = try String(contentsOfFile: Self.tap, encoding: .utf8)
        let edited = text.replacingOccurrences(
            of: #"{"tick":14,"expect":{"switches":{"mmm-default":{"on":true,"state":"on"}}"#,
            with: #"{"tick":14,"expect":{"switches":{"mmm-default":{"on":false,"state":"off"}}"#)
        #expect(edited != text)
        let report = try ScenarioTestbed().replay(text: edited, file: Self.tap).report
        #expect(
            report.failures.map(\.description) == [
                #"\#(Self.tap):6: tick 14: switch "mmm-default": expected on=false state=off, got on=true state=on"#
            ])
    }

    @Test func aChangedCallbackLogFailsWithADiff() throws {
        let text = try String(contentsOfFile: Self.tap, encoding: .utf8)
        let edited = text.replacingOccurrences(
            of:
                #"{"switch":"mmm-default","kind":"state","value":"on"},{"switch":"mmm-default","kind":"value","value":true}"#,
            with: #"{"switch":"mmm-default","kind":"state","value":"on"}"#)
        let report = try ScenarioTestbed().replay(text: edited, file: Self.tap).report
        #expect(
            report.failures.map(\.description) == [
                "\(Self.tap):6: tick 14: callbacks differ (expected 1, got 2):\n    mmm-default state=on\n"
                    + "  + mmm-default value=true"
            ])
    }

    @Test func updateRewritesAWrongExpectationWithWhatHappened() throws {
        let text = try String(contentsOfFile: Self.tap, encoding: .utf8)
        let frame = try #require(text.range(of: #""frame":"[0-9a-f]{16}""#, options: .regularExpression))
        let edited = text.replacingCharacters(in: frame, with: #""frame":"0000000000000000""#)
        #expect(edited != text)
        let report = try ScenarioTestbed().replay(text: edited, file: Self.tap, update: true).report
        #expect(report.updatedText == text)
    }

    @Test func aWindowOfAnotherSizeMapsPointersAndStillPassesItsStateChecks() throws {
        let report = try ScenarioTestbed().replay(
            text: String(contentsOfFile: Self.tap, encoding: .utf8), file: Self.tap,
            fixedSize: Size(width: 820, height: 640)
        ).report
        #expect(report.failures.isEmpty, "\(report.failures.map(\.description))")
        #expect(report.checks == 5)
        #expect(
            report.notes == [
                "the window is 820x640 points, the recording 800x600: pointer positions are mapped and frame hashes "
                    + "are not checked"
            ])
    }

    @Test func aChangedThemeWarnsAndFailsWhenStrict() throws {
        let folder = try TestFolder()
        folder.makeFolder("scenarios")
        let theme = try String(contentsOfFile: ScenarioTestbed.assets + "/themes/mmm-switch.json", encoding: .utf8)
        folder.write("themes/mmm-switch.json", theme + "\n")
        folder.copyFolder(ScenarioTestbed.assets + "/themes/sounds", to: "themes/sounds")
        let file = folder.path("scenarios/tap.jsonl")
        let text = try String(contentsOfFile: Self.tap, encoding: .utf8)
        let testbed = try ScenarioTestbed()

        let (report, warnings) = try testbed.replay(text: text, file: file, strict: false)
        #expect(report.failures.isEmpty)
        #expect(warnings.count == 1)
        #expect(
            warnings.first?.hasPrefix(#"\#(file):1: warning: the theme "../themes/mmm-switch.json" changed"#) == true)

        let strict = try testbed.replay(text: text, file: file, strict: true).report
        #expect(strict.failures.count == 1)
        #expect(strict.failures.first?.message.contains("error: the theme") == true)
    }

    @Test func aThemeReloadPlaysTheThemeFileItNamesKeepingStates() throws {
        let folder = try TestFolder()
        folder.makeFolder("scenarios")
        let theme = try String(contentsOfFile: ScenarioTestbed.assets + "/themes/mmm-switch.json", encoding: .utf8)
        folder.write("themes/mmm-switch.json", theme)
        folder.copyFolder(ScenarioTestbed.assets + "/themes/sounds", to: "themes/sounds")
        let magenta = theme.replacingOccurrences(of: ##""on": "#00FF00""##, with: ##""on": "#FF00FF""##)
        #expect(magenta != theme)
        folder.write("themes/magenta.json", magenta)
        let file = folder.path("scenarios/tap.jsonl")
        let text = try String(contentsOfFile: Self.tap, encoding: .utf8)
        let checkAfterTheTap = #"{"tick":14,"expect":"#

        /// The tap scenario with a reload of `theme` right after the tap that turns "mmm-default" on.
        func reloading(_ theme: String) throws -> (report: ScenarioReport, host: EngineScenarioHost) {
            let reload = #"{"tick":14,"event":"themeReload","path":"../themes/\#(theme)"}"#
            let edited = text.replacingOccurrences(of: checkAfterTheTap, with: reload + "\n" + checkAfterTheTap)
            #expect(edited != text)
            let scenario = try #require(ScenarioFile.parse(text: edited, file: file).scenario)
            let host = try ScenarioTestbed().host(for: file)
            return (ScenarioPlayer.run(scenario, file: file, host: host), host)
        }

        let same = try reloading("mmm-switch.json")
        #expect(same.report.failures.isEmpty, "\(same.report.failures.map(\.description))")
        #expect(same.host.warnings.isEmpty)

        let other = try reloading("magenta.json")
        #expect(other.host.engine.themes.path == folder.path("themes/magenta.json"))
        let node = try #require(other.host.engine.switchNode(id: "mmm-default"))
        #expect(node.style.track.on == .color(Color(r: 255, g: 0, b: 255)))
        // The states and callbacks are the recorded ones (a reload keeps states); only the look differs.
        #expect(other.report.checks == 5)
        #expect(!other.report.failures.isEmpty)
        #expect(other.report.failures.allSatisfy { $0.message.hasPrefix("frame hash:") })
        #expect(other.host.warnings.isEmpty)

        let missing = try reloading("missing.json")
        #expect(missing.host.engine.themes.theme?.name == "MMMSwitch")
        #expect(missing.host.warnings.count == 1)
        #expect(
            missing.host.warnings.first?.hasPrefix(
                "\(file): warning: a themeReload's theme does not load, the theme before it stays: ") == true)
    }
}
