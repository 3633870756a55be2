import JSONKit

/// Collects the diagnostics of one theme file while it is decoded, dropping exact repeats (a value
/// inherited through `extends` is checked once per style that uses it, but reported once).
final class DiagnosticSink {
    let file: String
    private(set) var diagnostics: [ThemeDiagnostic] = []
    private var seen: Set<String> = []

    init(file: String) {
        self.file = file
    }

    func error(_ position: SourcePosition, _ keyPath: String, _ message: String) {
        let key = "\(position.line):\(position.column):\(message)"
        guard seen.insert(key).inserted else { return }
        diagnostics.append(
            ThemeDiagnostic(
                file: file, line: position.line, column: position.column, keyPath: keyPath, message: message))
    }

    var hasErrors: Bool { !diagnostics.isEmpty }

    /// The diagnostics ordered by place, so output reads top to bottom.
    var sorted: [ThemeDiagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            let l = (lhs.element.line, lhs.element.column, lhs.offset)
            let r = (rhs.element.line, rhs.element.column, rhs.offset)
            return l < r
        }.map(\.element)
    }
}
