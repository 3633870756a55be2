import JSONKit

/// The outcome of reading a scenario file: the scenario when there is no error (warnings allowed, as for
/// a file cut short), and every diagnostic in line order.
package struct ScenarioParseResult: Sendable {
    package var scenario: Scenario?
    package var diagnostics: [Diagnostic]

    package init(scenario: Scenario?, diagnostics: [Diagnostic]) {
        self.scenario = scenario
        self.diagnostics = diagnostics
    }

    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Reads and writes the JSON Lines scenario format (see docs/scenarios.md).
package enum ScenarioFile {
    /// The largest scenario file read: far beyond a day of recorded input, small enough to hold in memory.
    package static let maxBytes = 256 << 20
    /// The largest theme file hashed for a scenario: the theme loader's own limit (docs/themes.md).
    package static let maxThemeBytes = 1 << 20

    /// Reads `text`; `file` is the name diagnostics use. Never traps: every problem is a diagnostic.
    /// Older versions are migrated; a newer version is refused. A last line cut short (no final newline
    /// and not valid JSON) or a missing end line is a warning: the scenario then ends at its last whole line.
    package static func parse(text: String, file: String) -> ScenarioParseResult {
        var parser = ScenarioParser(file: file)
        return parser.parse(text)
    }

    /// The scenario as version-1 text, one line per entry and a final newline; equal scenarios give
    /// identical bytes.
    package static func write(_ scenario: Scenario) -> String {
        var out = ScenarioLineEncoder.header(scenario.header) + "\n"
        for entry in scenario.entries { out += ScenarioLineEncoder.entry(entry) + "\n" }
        out += ScenarioLineEncoder.end(scenario.endTick) + "\n"
        return out
    }
}
