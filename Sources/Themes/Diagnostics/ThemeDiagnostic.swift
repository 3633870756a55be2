/// One problem in a theme: the file, the line:column it points at, the key path inside the theme
/// (`styles.hm.track.on.tint`, empty for the file as a whole) and what is wrong.
public struct ThemeDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var keyPath: String
    public var message: String

    public init(file: String, line: Int, column: Int, keyPath: String, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.keyPath = keyPath
        self.message = message
    }

    /// The one-line form tools and editors understand: `file:line:col: error: keyPath: message`.
    public var description: String {
        let detail = keyPath.isEmpty ? message : "\(keyPath): \(message)"
        return "\(file):\(line):\(column): error: \(detail)"
    }
}

/// A theme that could not be used: every diagnostic found, in file order, and the files it named so a
/// watcher can keep an eye on them until the theme is fixed.
public struct ThemeErrors: Error, Hashable, Sendable, CustomStringConvertible {
    public var diagnostics: [ThemeDiagnostic]
    /// Absolute paths of the theme file and of every image and font it names (existing or not).
    public var sourceFiles: [String]

    public init(diagnostics: [ThemeDiagnostic], sourceFiles: [String]) {
        self.diagnostics = diagnostics
        self.sourceFiles = sourceFiles
    }

    /// One diagnostic a line.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
