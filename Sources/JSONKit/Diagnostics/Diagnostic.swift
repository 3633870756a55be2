/// A problem with its place: the one error value of themes, scenarios, JSON syntax and replay checks,
/// printed the way compilers and editors print theirs, `file:line:col: severity: message`.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// Whether the problem stops the file from being used.
    public enum Severity: String, Hashable, Sendable {
        case error
        case warning
    }

    public var severity: Severity
    public var file: String
    /// 1-based line number.
    public var line: Int
    /// 1-based column (in Unicode scalars), when the problem has one.
    public var column: Int?
    /// Where inside the document the problem is (`styles.hm.track.on`); nil or empty when the message
    /// says it itself or the problem is about the file as a whole.
    public var keyPath: String?
    public var message: String

    package init(
        _ severity: Severity = .error, file: String, line: Int, column: Int? = nil, keyPath: String? = nil,
        message: String
    ) {
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.keyPath = keyPath
        self.message = message
    }

    /// A diagnostic at `position` of `file`.
    package init(
        _ severity: Severity = .error, file: String, at position: SourcePosition, keyPath: String? = nil,
        message: String
    ) {
        self.init(
            severity, file: file, line: position.line, column: position.column, keyPath: keyPath, message: message)
    }

    /// `file:line:col`, or `file:line` without a column.
    public var place: String {
        let file = Excerpt.path(self.file)
        return column.map { "\(file):\(line):\($0)" } ?? "\(file):\(line)"
    }

    /// The one-line form: `file:line:col: severity: keyPath: message` (the key path only when there is one).
    public var description: String {
        let detail = keyPath.map { $0.isEmpty ? message : "\(Excerpt.keyPath($0)): \(message)" } ?? message
        return "\(place): \(severity.rawValue): \(detail)"
    }
}
