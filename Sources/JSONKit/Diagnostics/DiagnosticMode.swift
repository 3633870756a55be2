/// What a reader does with a problem: record it and go on (`DiagnosticCollector`, whose `Failure` is
/// `Never`, so its readers need no `try`), or throw it and stop (`StopAtFirstDiagnostic`).
package protocol DiagnosticMode {
    /// What `report` throws: `Never` when every problem is collected.
    associatedtype Failure: Error

    /// Handles the problem `message` at `position`; `keyPath` names the value when the message does not.
    func report(_ message: String, at position: SourcePosition, keyPath: String?) throws(Failure)
}

/// Collects every problem of one file, dropping exact repeats (the same message at the same place, as a
/// value inherited by several styles gives), for formats that report everything at once.
package final class DiagnosticCollector: DiagnosticMode {
    package typealias Failure = Never

    package let file: String
    /// Every problem so far, in the order reported.
    package private(set) var diagnostics: [Diagnostic] = []
    private var seen: Set<String> = []

    package init(file: String) {
        self.file = file
    }

    package func report(_ message: String, at position: SourcePosition, keyPath: String?) {
        add(Diagnostic(file: file, at: position, keyPath: keyPath, message: message))
    }

    /// Adds `diagnostic` unless the same message was already reported at the same place.
    package func add(_ diagnostic: Diagnostic) {
        let key = "\(diagnostic.line):\(diagnostic.column ?? 0):\(diagnostic.message)"
        guard seen.insert(key).inserted else { return }
        diagnostics.append(diagnostic)
    }

    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The diagnostics ordered by place (reporting order among equals), so output reads top to bottom.
    package var sorted: [Diagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            let l = (lhs.element.line, lhs.element.column ?? 0, lhs.offset)
            let r = (rhs.element.line, rhs.element.column ?? 0, rhs.offset)
            return l < r
        }.map(\.element)
    }
}

/// Stops at the first problem by throwing it, for one line of a line-based format: every problem is
/// placed on `line` without a column, since the message names the key it is about.
package struct StopAtFirstDiagnostic: DiagnosticMode {
    package typealias Failure = Diagnostic

    package let file: String
    package let line: Int

    package init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    /// The diagnostic for `message` on this line, to throw.
    package func diagnostic(_ message: String) -> Diagnostic {
        Diagnostic(file: file, line: line, message: message)
    }

    package func report(_ message: String, at position: SourcePosition, keyPath: String?) throws(Diagnostic) {
        throw Diagnostic(file: file, line: line, keyPath: keyPath, message: message)
    }
}
