import SceneGraph

/// A one-line text field: shows its text, and while editing a caret (and a ring), with the text scrolled
/// so the caret stays in view. A press starts editing (`onBeginEditing`); the owner feeds typed text and
/// editing keys, and ends with `commit()` (Enter: `onCommit` with the new text) or `cancel()` (Esc: the
/// text goes back). `\n` in the text shows as `⏎` on the one line.
package final class TextFieldNode: Node {
    /// The text shown when not editing.
    package private(set) var text: String
    /// The text being edited; nil while not editing.
    package private(set) var editing: TextEditBuffer?
    /// False for a field that shows a value but cannot be edited.
    package var isEditable = true
    /// Colours and text size.
    package let style: ControlStyle
    /// Called when a press starts editing.
    package var onBeginEditing: ((TextFieldNode) -> Void)?
    /// Called with the edited text when editing is committed.
    package var onCommit: ((String) -> Void)?
    private let resources: ResourceProvider
    private var shown: (handle: TextHandle, size: Size)?
    private var caretOffset = 0.0

    /// A field showing `text`.
    package init(text: String, style: ControlStyle = ControlStyle(), resources: ResourceProvider) {
        self.text = text
        self.style = style
        self.resources = resources
        super.init()
        minimumHitSize = .zero
        refresh()
    }

    /// True while editing.
    package var isEditing: Bool { editing != nil }

    /// Shows `text` (the value changed elsewhere); ignored while editing, so typing is never lost.
    package func setText(_ text: String) {
        guard editing == nil, text != self.text else { return }
        self.text = text
        refresh()
    }

    /// Starts editing with everything selected, so typing replaces the value.
    package func beginEditing() {
        guard isEditable, editing == nil else { return }
        var buffer = TextEditBuffer(text)
        buffer.apply(.selectAll)
        editing = buffer
        refresh()
        onBeginEditing?(self)
    }

    /// Inserts typed text at the caret.
    package func type(_ typed: String) {
        guard editing != nil else { return }
        editing?.insert(typed)
        refresh()
    }

    /// Applies an editing key.
    package func apply(_ key: TextEditBuffer.Key) {
        guard editing != nil else { return }
        editing?.apply(key)
        refresh()
    }

    /// Ends editing and reports the edited text to `onCommit`; the field shows it until the owner says
    /// otherwise with `setText`.
    package func commit() {
        guard let buffer = editing else { return }
        editing = nil
        text = buffer.text
        refresh()
        onCommit?(buffer.text)
    }

    /// Ends editing, putting the text back as it was.
    package func cancel() {
        guard editing != nil else { return }
        editing = nil
        refresh()
    }

    private func refresh() {
        let current = editing?.text ?? text
        let display = Self.oneLine(current)
        if display.isEmpty {
            shown = nil
        } else {
            let handle = resources.text(TextRun(text: display, size: style.fontSize, alignment: .leading))
            shown = (handle, resources.size(of: handle))
        }
        if let editing, !editing.beforeCaret.isEmpty {
            let before = Self.oneLine(editing.beforeCaret)
            caretOffset = resources.size(of: resources.text(TextRun(text: before, size: style.fontSize))).width
        } else {
            caretOffset = 0
        }
        setNeedsDisplay()
    }

    /// `text` on one line: each line break shown as `⏎`.
    static func oneLine(_ text: String) -> String {
        String(text.map { $0 == "\n" ? "⏎" : $0 })
    }

    /// True for an editable field: a click starts editing.
    override package var acceptsPointers: Bool { isEditable }

    /// Takes the press; editing starts on release.
    override package func pointerBegan(_ contact: PointerContact) -> Bool { true }

    /// Starts editing when released inside the field.
    override package func pointerEnded(_ contact: PointerContact) {
        if contact.isInside { beginEditing() }
    }

    /// Adds the shown text's handle.
    override package func collectResources(into use: inout ResourceUse) {
        if let shown { use.insert(shown.handle) }
    }

    /// Draws the field, its text scrolled to keep the caret in view, and while editing the ring and caret.
    override package func draw(into list: inout DrawList, rect: Rect, scale: Double) {
        list.fill(rect, radius: 3 * scale, color: style.well)
        if let editing {
            list.stroke(rect, radius: 3 * scale, width: 1, color: style.accent)
            if editing.isAllSelected, shown != nil {
                list.fill(rect.insetBy(dx: 2, dy: 2), radius: 2 * scale, color: style.accent.withAlpha(110))
            }
        }
        let inset = 4 * scale
        // Scrolls the text left when the caret would pass the right edge.
        let scroll = max(0, caretOffset * scale - (rect.width - 2 * inset))
        list.pushClip(rect.insetBy(dx: 2, dy: 0))
        if let shown {
            let size = shown.size * scale
            let color = isEditable ? style.text : style.dimText
            list.text(
                shown.handle, origin: Point(x: rect.minX + inset - scroll, y: rect.midY - size.height / 2),
                size: size, color: color)
        }
        if editing != nil {
            let x = rect.minX + inset + caretOffset * scale - scroll
            list.fill(
                Rect(x: x, y: rect.minY + 3 * scale, width: max(1, scale), height: rect.height - 6 * scale),
                color: style.accent)
        }
        list.popClip()
    }
}

extension Color {
    /// This colour with alpha `a`.
    package func withAlpha(_ a: UInt8) -> Color {
        Color(r: r, g: g, b: b, a: a)
    }
}
