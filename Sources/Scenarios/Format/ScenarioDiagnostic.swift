/// A problem found in a scenario file, with its place: printed as `file:line: error: message`
/// (or `file:line:column:` when the column is known, as for JSON syntax errors).
public struct ScenarioDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        case error
        case warning
    }

    public var severity: Severity
    public var file: String
    /// 1-based line number.
    public var line: Int
    /// 1-based column, when known.
    public var column: Int?
    public var message: String

    public init(_ severity: Severity, file: String, line: Int, column: Int? = nil, message: String) {
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        let place = column.map { "\(file):\(line):\($0)" } ?? "\(file):\(line)"
        return "\(place): \(severity.rawValue): \(message)"
    }
}
