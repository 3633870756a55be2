import SceneGraph

/// A run broken into lines for one font: explicit newlines always break, and with a wrap width words
/// move to the next line when they would overflow it (a single word wider than the width stays whole).
/// The size is what SDL_ttf's wrapped renderer makes of these lines, in pixels: the widest line, and the
/// tallest line's glyph box (taller than the font's height when glyphs overhang) plus a line skip per break.
struct TextLayout {
    let lines: [String]
    let width: Int
    let height: Int

    init(text: String, font: Font, wrapWidth: Int?) throws {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let wrapWidth, wrapWidth > 0 else {
                lines.append(String(paragraph))
                continue
            }
            try Self.wrap(paragraph, font: font, width: wrapWidth, into: &lines)
        }
        var width = 0
        var lineHeight = font.height
        for line in lines where !line.isEmpty {
            let size = try font.size(of: line)
            width = max(width, size.width)
            lineHeight = max(lineHeight, size.height)
        }
        self.lines = lines
        self.width = width
        self.height = lineHeight + font.lineSkip * max(0, lines.count - 1)
    }

    /// The lines joined by newlines: what the wrapped renderer is given.
    var joined: String { lines.joined(separator: "\n") }

    private static func wrap(_ paragraph: Substring, font: Font, width: Int, into lines: inout [String]) throws {
        var line = ""
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
            if line.isEmpty {
                line = String(word)
                continue
            }
            let candidate = line + " " + word
            if try font.size(of: candidate).width <= width {
                line = candidate
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        lines.append(line)
    }
}
