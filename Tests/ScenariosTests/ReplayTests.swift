import SceneGraph
import Testing

@testable import Scenarios

@Suite struct ReplayTests {
    @Test func recordingParsesCleanlyAndWritesBackByteForByte() throws {
        let text = try ScenarioFixtures.record()
        let result = ScenarioFile.parse(text: text, file: "demo.jsonl")
        #expect(result.diagnostics.isEmpty)
        let scenario = try #require(result.scenario)
        #expect(ScenarioFile.write(scenario) == text)
        #expect(scenario.endTick == 90)
        #expect(scenario.entries.count == 16)
    }

    @Test func replayOfARecordingPassesWithTheRecordedHashes() throws {
        let live = FakeScenarioHost()
        let text = try ScenarioFixtures.record(host: live)
        let scenario = try #require(ScenarioFixtures.parse(text))
        let report = ScenarioPlayer.run(scenario, file: "demo.jsonl", host: FakeScenarioHost())
        #expect(report.failures.map(\.description) == [])
        #expect(report.passed)
        #expect(report.checks == 2)
        #expect(report.frameHashes.map(\.tick) == [50, 90])
        let recorded = scenario.entries.compactMap { entry -> FrameHash? in
            if case .expect(let e) = entry.content { return e.frameHash }
            return nil
        }
        #expect(report.frameHashes.map(\.hash) == recorded)
        #expect(live.nodes.map(\.isOn) == [true, true, true])
    }

    @Test func tenReplaysGiveIdenticalHashes() throws {
        let scenario = try #require(ScenarioFixtures.parse(try ScenarioFixtures.record()))
        let runs = (0..<10).map { _ in
            ScenarioPlayer.run(scenario, file: "demo.jsonl", host: FakeScenarioHost()).frameHashes
        }
        #expect(runs.allSatisfy { $0 == runs[0] })
        #expect(Set(runs[0].map(\.hash)).count == 2)
    }

    @Test func steppingInSmallSlicesGivesTheSameResultAsRunningAtOnce() throws {
        let scenario = try #require(ScenarioFixtures.parse(try ScenarioFixtures.record()))
        let player = ScenarioPlayer(scenario: scenario, file: "demo.jsonl", host: FakeScenarioHost())
        var tick = 0
        while !player.isFinished {
            tick += 7
            player.advance(toTick: tick)
        }
        let sliced = player.finish()
        let whole = ScenarioPlayer.run(scenario, file: "demo.jsonl", host: FakeScenarioHost())
        #expect(sliced.frameHashes == whole.frameHashes)
        #expect(sliced.passed)
    }

    @Test func heldPointersAreReportedForTouchDots() throws {
        let scenario = try #require(ScenarioFixtures.parse(try ScenarioFixtures.record()))
        let host = FakeScenarioHost()
        let player = ScenarioPlayer(scenario: scenario, file: "demo.jsonl", host: host)
        player.advance(toTick: 41)
        #expect(Set(player.pointers.keys) == [.finger(1), .finger(2)])
        #expect(player.pointers[.finger(2)] == host.center(of: 2))
        player.advance(toTick: 61)
        #expect(Set(player.pointers.keys) == [.finger(7)])
        player.advance(toTick: 62)
        #expect(player.pointers.isEmpty)
    }

    @Test func aChangedBehaviourFailsWithAReadableMessage() throws {
        let scenario = try #require(ScenarioFixtures.parse(try ScenarioFixtures.record()))
        let changed = FakeScenarioHost()
        changed.tapsToggle = false
        let report = ScenarioPlayer.run(scenario, file: "demo.jsonl", host: changed)
        #expect(!report.passed)
        let first = try #require(report.failures.first)
        #expect(first.line == 11)
        #expect(first.tick == 50)
        #expect(
            first.description
                == "demo.jsonl:11: tick 50: switch \"c\": expected on=true state=on, got on=false state=off")
        #expect(
            report.failures[1].message == """
                callbacks differ (expected 12, got 9):
                    a state=selectedPressedOff
                  - a state=on
                  - a value=true
                  + a state=off
                    b state=selectedPressedOn
                    b state=selectedUnpressedOn
                    b state=on
                  - a state=selectedPressedOn
                  + a state=selectedPressedOff
                    c state=selectedPressedOff
                    a state=off
                  - a value=false
                  - c state=on
                  - c value=true
                  + c state=off
                """)
        #expect(report.failures.contains { $0.message.hasPrefix("frame hash: expected ") })
    }

    @Test func updateRewritesTheExpectationsWithTheActualOutcome() throws {
        let text = try ScenarioFixtures.record()
        let wrong = text.replacingOccurrences(
            of: "\"a\":{\"on\":true,\"state\":\"on\"}", with: "\"a\":{\"on\":false,\"state\":\"off\"}")
        #expect(wrong != text)
        let scenario = try #require(ScenarioFixtures.parse(wrong))
        let report = ScenarioPlayer.run(scenario, file: "demo.jsonl", host: FakeScenarioHost(), update: true)
        #expect(!report.passed)
        #expect(report.updatedText == text)
        let updated = try #require(report.updatedText)
        let again = ScenarioPlayer.run(
            try #require(ScenarioFixtures.parse(updated)), file: "demo.jsonl", host: FakeScenarioHost())
        #expect(again.passed)
    }

    /// An update also records the theme it replayed against, so the updated scenario no longer warns that
    /// its theme changed; a header that recorded no hash keeps none.
    @Test func updateRecordsTheCurrentThemeHash() throws {
        var scenario = try #require(ScenarioFixtures.parse(try ScenarioFixtures.record()))
        let current = String(repeating: "ab", count: 32)
        for recorded in [String(repeating: "0", count: 64), nil] {
            scenario.header.theme.sha256 = recorded
            let host = FakeScenarioHost()
            host.themeSHA256 = current
            let report = ScenarioPlayer.run(scenario, file: "demo.jsonl", host: host, update: true)
            let text = try #require(report.updatedText)
            let updated = try #require(ScenarioFixtures.parse(text))
            #expect(updated.header.theme.sha256 == (recorded == nil ? nil : current))
        }
    }

    @Test func aTruncatedRecordingReplaysUpToItsLastWholeLine() throws {
        let text = try ScenarioFixtures.record()
        let lines = text.split(separator: "\n")
        let cut = lines.prefix(9).joined(separator: "\n") + "\n" + lines[9].prefix(20)
        let result = ScenarioFile.parse(text: cut, file: "demo.jsonl")
        #expect(
            result.diagnostics.map(\.description) == [
                "demo.jsonl:10: warning: line 10 is cut short (no newline at the end and not valid JSON): "
                    + "replaying up to line 9"
            ])
        let scenario = try #require(result.scenario)
        #expect(scenario.entries.count == 8)
        #expect(scenario.endTick == 43)
        let report = ScenarioPlayer.run(scenario, file: "demo.jsonl", host: FakeScenarioHost())
        #expect(report.passed)
        #expect(report.checks == 0)
    }

    @Test func aReplayInAWindowOfAnotherSizeMapsPointersAndSkipsFrameHashes() throws {
        let scenario = try #require(ScenarioFixtures.parse(try ScenarioFixtures.record()))
        let host = FakeScenarioHost(fixedSize: Size(width: 800, height: 450))
        let report = ScenarioPlayer.run(scenario, file: "demo.jsonl", host: host)
        #expect(report.failures.map(\.description) == [])
        #expect(
            report.notes == [
                "the window is 800x450 points, the recording 400x300: pointer positions are mapped and frame "
                    + "hashes are not checked"
            ])
        guard case .input(.pointerDown(.mouse, let p, .primary)) = host.applied.first else {
            Issue.record("the first event is not the mouse down")
            return
        }
        #expect(p == Point(x: 160, y: 172.5))
    }

    @Test func aHostThatCannotSetUpIsReportedOnTheHeaderLine() throws {
        let scenario = try #require(ScenarioFixtures.parse(try ScenarioFixtures.record()))
        let host = FakeScenarioHost()
        host.failReset = "theme.json:3:5: error: unknown key \"colr\""
        let report = ScenarioPlayer.run(scenario, file: "demo.jsonl", host: host)
        #expect(
            report.failures.map(\.description) == [
                "demo.jsonl:1: tick 0: could not set up the scene: theme.json:3:5: error: unknown key \"colr\""
            ])
    }
}
