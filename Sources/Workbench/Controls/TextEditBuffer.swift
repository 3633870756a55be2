import SceneGraph

/// The text of a field being edited, with its caret, as single-line editors keep it: typing inserts at
/// the caret (replacing everything after Select All), the arrows, Home and End move, Backspace and
/// Delete remove a character either side. The caret counts characters (grapheme clusters), so an
/// accented letter or an emoji is one step.
package struct TextEditBuffer: Hashable, Sendable {
    /// The editing keys a field understands; the owner maps its keyboard to them.
    package enum Key: Hashable, Sendable {
        /// One character left or right.
        case left, right
        /// To the start or the end.
        case home, end
        /// Remove the character before or after the caret (or everything, when all is selected).
        case backspace, delete
        /// Select everything: the next typing or deletion replaces it.
        case selectAll
    }

    /// The text.
    package private(set) var text: String
    /// The caret, in characters from the start.
    package private(set) var caret: Int
    /// True after Select All until the caret moves or the text changes.
    package private(set) var isAllSelected = false

    /// `text` with the caret at its end.
    package init(_ text: String) {
        self.text = text
        caret = text.count
    }

    /// Inserts `typed` at the caret, or replaces everything when all is selected.
    package mutating func insert(_ typed: String) {
        if isAllSelected {
            text = ""
            caret = 0
            isAllSelected = false
        }
        let index = text.index(text.startIndex, offsetBy: caret)
        text.insert(contentsOf: typed, at: index)
        caret += typed.count
    }

    /// Applies an editing key.
    package mutating func apply(_ key: Key) {
        if isAllSelected, key == .backspace || key == .delete {
            text = ""
            caret = 0
            isAllSelected = false
            return
        }
        isAllSelected = key == .selectAll
        switch key {
        case .left: caret = max(0, caret - 1)
        case .right: caret = min(text.count, caret + 1)
        case .home: caret = 0
        case .end: caret = text.count
        case .backspace:
            guard caret > 0 else { return }
            text.remove(at: text.index(text.startIndex, offsetBy: caret - 1))
            caret -= 1
        case .delete:
            guard caret < text.count else { return }
            text.remove(at: text.index(text.startIndex, offsetBy: caret))
        case .selectAll:
            caret = text.count
        }
    }

    /// The text before the caret: where to draw it.
    package var beforeCaret: String { String(text.prefix(caret)) }
}
