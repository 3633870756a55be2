import Foundation
import Testing

@testable import Playground

/// `switchyard replay --headless --strict` and `switchyard validate` on every shipped scenario.
@Suite struct ShippedScenarioCommandTests {
    private var shippedFiles: [String] {
        let folder = Repository.assets + "/scenarios"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".jsonl") }.sorted().map { folder + "/" + $0 }
    }

    @Test func replayCommandPassesEveryShippedScenario() {
        var options = ReplayOptions()
        options.files = shippedFiles
        options.headless = true
        options.strict = true
        #expect(!options.files.isEmpty)
        #expect(ReplayCommand.run(options) == 0)
    }

    @Test func validateAcceptsEveryShippedScenario() {
        #expect(!shippedFiles.isEmpty)
        #expect(ValidateCommand.run(shippedFiles) == 0)
    }
}
