import Foundation
import Testing

@testable import Scenarios

@Suite struct DocumentationTests {
    /// The example in docs/scenarios.md is a valid scenario, written in the canonical form.
    @Test func theDocumentedExampleParsesAndIsCanonical() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/scenarios.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let start = try #require(text.range(of: "### Example\n\n```\n"))
        let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let example = String(text[start.upperBound..<end.lowerBound])
        let result = ScenarioFile.parse(text: example, file: "scenarios.md")
        #expect(result.diagnostics == [])
        let scenario = try #require(result.scenario)
        #expect(ScenarioFile.write(scenario) == example)
    }
}
