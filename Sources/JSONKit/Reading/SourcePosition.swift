/// A place in a text file: 1-based line and column (columns count Unicode scalars, as editors do).
package struct SourcePosition: Hashable, Sendable, Comparable {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Line 1, column 1: where a value built in code, rather than read, is placed.
    package static let start = SourcePosition(line: 1, column: 1)

    package static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
