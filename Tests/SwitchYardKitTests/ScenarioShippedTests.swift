import Foundation
import Scenarios
import Testing

@testable import SwitchYardKit

/// The shipped scenarios in `Assets/scenarios`: every file replays headless against the real gallery and
/// passes, each is exactly what the generator records from its script, and what it recorded is the
/// behaviour docs/switch.md asks for. `SWITCHYARD_RECORD_SCENARIOS=1` rewrites the files from the scripts
/// (after a deliberate change of the look or the behaviour).
@Suite(.serialized) struct ScenarioShippedTests {
    static let recordVariable = "SWITCHYARD_RECORD_SCENARIOS"

    @Test(arguments: ScenarioTestbed.shippedFiles.map { ($0 as NSString).lastPathComponent })
    func shippedScenarioReplaysAndPasses(_ name: String) throws {
        let testbed = try ScenarioTestbed()
        let report = try testbed.replay(file: ScenarioTestbed.scenarios + "/" + name)
        #expect(report.checks >= 2)
        #expect(report.notes.isEmpty)
        #expect(report.failures.isEmpty, "\(report.failures.map(\.description).joined(separator: "\n"))")
    }

    @Test func everyScriptHasItsFileAndEveryFileItsScript() {
        let files = Set(ScenarioTestbed.shippedFiles.map { ($0 as NSString).lastPathComponent })
        let scripts = Set(ScenarioCatalog.all.map { $0.name + ".jsonl" })
        #expect(files == scripts)
    }

    @Test(arguments: ScenarioCatalog.all.map(\.name))
    func recordingTheScriptGivesTheShippedFileAndTheDesignedBehaviour(_ name: String) throws {
        let shipped = try #require(ScenarioCatalog.all.first { $0.name == name })
        let output = try ScenarioGenerator(testbed: ScenarioTestbed()).record(shipped)
        #expect(output.problems.isEmpty, "\(output.problems.joined(separator: "\n"))")
        if ProcessInfo.processInfo.environment[Self.recordVariable] == "1" {
            try FileManager.default.createDirectory(
                atPath: ScenarioTestbed.scenarios, withIntermediateDirectories: true)
            try Data(output.text.utf8).write(to: URL(fileURLWithPath: shipped.file))
            return
        }
        let shippedText = try String(contentsOfFile: shipped.file, encoding: .utf8)
        #expect(
            shippedText == output.text,
            "\(shipped.name).jsonl differs from its recording; run with \(Self.recordVariable)=1 to re-record")
    }
}
