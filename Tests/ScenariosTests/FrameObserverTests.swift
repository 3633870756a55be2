import SceneGraph
import Testing

@testable import Scenarios

/// The player's frame observer: told of every frame check with its snapshot name, its lines put under a
/// failed check's frame line, and the verdict left to the hashes.
@Suite struct FrameObserverTests {
    final class Observer: ScenarioFrameObserver {
        var checks: [ScenarioFrameCheck] = []

        func frameChecked(_ check: ScenarioFrameCheck) -> [String] {
            checks.append(check)
            return ["artifacts for \(check.name)"]
        }
    }

    /// The fixture recording with a second frame check at tick 50 and one of a wrong hash at tick 60.
    static func scenario() throws -> Scenario {
        var lines = try ScenarioFixtures.record().split(separator: "\n").map(String.init)
        let check = try #require(lines.firstIndex { $0.hasPrefix(#"{"tick":50,"expect""#) })
        let frame = try #require(lines[check].range(of: #""frame":""#))
        let hash = String(lines[check][frame.upperBound...].prefix(16))
        lines.insert(#"{"tick":50,"expect":{"frame":"\#(hash)"}}"#, at: check + 1)
        lines.insert(#"{"tick":60,"expect":{"frame":"0123456789abcdef"}}"#, at: check + 2)
        return try #require(ScenarioFixtures.parse(lines.joined(separator: "\n") + "\n"))
    }

    @Test func everyFrameCheckIsToldWithItsNameAndAFailureCarriesTheObserversLines() throws {
        let scenario = try Self.scenario()
        let observer = Observer()
        let player = ScenarioPlayer(scenario: scenario, file: "demo.jsonl", host: FakeScenarioHost())
        player.frameObserver = observer
        player.advance(toTick: scenario.endTick)
        let report = player.finish()
        #expect(observer.checks.map(\.name) == ["50", "50-2", "60", "90"])
        #expect(observer.checks.map(\.passed) == [true, true, false, true])
        #expect(observer.checks[2].expected.hex == "0123456789abcdef")
        let failure = try #require(report.failures.first)
        #expect(report.failures.count == 1)
        #expect(failure.tick == 60)
        #expect(failure.message.hasPrefix("frame hash: expected 0123456789abcdef, got "))
        #expect(failure.message.hasSuffix(" (the frame drawn does not hash as recorded)\n    artifacts for 60"))

        // The same replay without an observer: the same verdict, the frame line alone.
        let plain = ScenarioPlayer.run(scenario, file: "demo.jsonl", host: FakeScenarioHost())
        #expect(plain.failures.map(\.line) == report.failures.map(\.line))
        #expect(plain.failures.first?.message.hasSuffix("(the frame drawn does not hash as recorded)") == true)
    }
}
