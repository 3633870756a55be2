/// What a reader does with a problem: record it and go on (`DiagnosticCollector`, whose `Failure` is
/// `Never`, so its readers need no `try`), or throw it and stop (`StopAtFirstDiagnostic`).
public protocol DiagnosticMode {
    /// What `report` throws: `Never` when every problem is collected.
    associatedtype Failure: Error

    /// Handles the problem `message` at `position`; `keyPath` names the value when the message does not.
    func report(_ message: String, at position: SourcePosition, keyPath: String?) throws(Failure)
}

/// Collects every problem of one file, dropping exact repeats (the same message at the same place, as a
/// value inherited by several styles gives), for formats that report everything at once.
public final class DiagnosticCollector: DiagnosticMode {
    public typealias Failure = Never

    public let file: String
    /// Every problem so far, in the order reported.
    public private(set) var diagnostics: [Diagnostic] = []
    private var seen: Set<String> = []

    public init(file: String) {
        self.file = file
    }

    public func report(_ message: String, at position: SourcePosition, keyPath: String?) {
        add(Diagnostic(file: file, at: position, keyPath: keyPath, message: message))
    }

    /// Adds `diagnostic` unless the same message was already reported at the same place.
    public func add(_ diagnostic: Diagnostic) {
        let key = "\(diagnostic.line):\(diagnostic.column ?? 0):\(diagnostic.message)"
        guard seen.insert(key).inserted else { return }
        diagnostics.append(diagnostic)
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The diagnostics ordered by place (reporting order among equals), so output reads top to bottom.
    public var sorted: [Diagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            let l = (lhs.element.line, lhs.element.column ?? 0, lhs.offset)
            let r = (rhs.element.line, rhs.element.column ?? 0, rhs.offset)
            return l < r
        }.map(\.element)
    }
}

/// Stops at the first problem by throwing it, for one line of a line-based format: every problem is
/// placed on `line` without a column, since the message names the key it is about.
public struct StopAtFirstDiagnostic: DiagnosticMode {
    public typealias Failure = Diagnostic

    public let file: String
    public let line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    /// The diagnostic for `message` on this line, to throw.
    public func diagnostic(_ message: String) -> Diagnostic {
        Diagnostic(file: file, line: line, message: message)
    }

    public func report(_ message: String, at position: SourcePosition, keyPath: String?) throws(Diagnostic) {
        throw Diagnostic(file: file, line: line, keyPath: keyPath, message: message)
    }
}
