import Foundation
import Testing

/// A theme's JSON text, edited the way a user edits it, with the line and column of a place in it.
struct ThemeText {
    var text: String

    init(contentsOf path: String) throws {
        text = try String(contentsOfFile: path, encoding: .utf8)
    }

    init(_ text: String) {
        self.text = text
    }

    var bytes: [UInt8] { Array(text.utf8) }

    /// The text with the one occurrence of `old` replaced; records an issue unless `old` occurs exactly once.
    func replacing(_ old: String, with new: String, sourceLocation: SourceLocation = #_sourceLocation) -> ThemeText {
        let count = text.components(separatedBy: old).count - 1
        #expect(count == 1, "'\(old)' occurs \(count) times", sourceLocation: sourceLocation)
        return ThemeText(text.replacingOccurrences(of: old, with: new))
    }

    /// The 1-based line and column (in characters) where `needle` first starts.
    func place(of needle: String) -> (line: Int, column: Int)? {
        guard let range = text.range(of: needle) else { return nil }
        let before = text[..<range.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        return (line, text.distance(from: lineStart, to: range.lowerBound) + 1)
    }
}
