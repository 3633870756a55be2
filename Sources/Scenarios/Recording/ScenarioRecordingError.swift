/// Why a recording stopped early: the sink (usually a file) refused a line. The recording up to the
/// previous line is still a replayable file.
public struct ScenarioRecordingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line that could not be written.
    public let line: Int
    /// What the sink said.
    public let reason: String

    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }

    public var description: String {
        "recording stopped: line \(line) could not be written: \(reason)"
    }
}
