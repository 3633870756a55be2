import JSONKit

/// A theme that could not be used: every diagnostic found, in file order, and the files it named so a
/// watcher can keep an eye on them until the theme is fixed.
package struct ThemeErrors: Error, Hashable, Sendable, CustomStringConvertible {
    /// Every problem found, in file order, each pointing at a file and line (and a column when known).
    package var diagnostics: [Diagnostic]
    /// Absolute paths of the theme file and of every image and font it names (existing or not).
    package var sourceFiles: [String]

    /// The errors of a theme that failed with `diagnostics`, naming the files to watch.
    package init(diagnostics: [Diagnostic], sourceFiles: [String]) {
        self.diagnostics = diagnostics
        self.sourceFiles = sourceFiles
    }

    /// One diagnostic a line.
    package var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
