/// Why a recording stopped early: the sink (usually a file) refused a line. The recording up to the
/// previous line is still a replayable file.
package struct ScenarioRecordingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line that could not be written.
    package let line: Int
    /// What the sink said.
    package let reason: String

    package init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }

    package var description: String {
        "recording stopped: line \(line) could not be written: \(reason)"
    }
}
