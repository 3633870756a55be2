import JSONKit
import SceneGraph

/// A draw list as text, one command a line, for people and for diffs: the kind, its rect (`x y w h`),
/// its other values and its colour (`#RRGGBBAA`), with numbers in their shortest exact form. Text and image
/// handles are written as the names the caller gives (stable keys, so the same frame dumps the same bytes in
/// any process), e.g. `fill 20 40 51 31 radius=15.5 #34C759FF`.
package enum DrawListDump {
    /// One line per command of `commands`, in order; `text` and `image` name the resource behind a handle.
    package static func lines(
        of commands: some Sequence<DrawCommand>, text: (TextHandle) -> String, image: (ImageHandle) -> String
    ) -> [String] {
        commands.map { line(of: $0, text: text, image: image) }
    }

    /// The line of one command.
    package static func line(
        of command: DrawCommand, text: (TextHandle) -> String, image: (ImageHandle) -> String
    ) -> String {
        switch command {
        case .fill(let rect, let radius, let color):
            return "fill \(format(rect)) radius=\(format(radius)) \(color.hexString)"
        case .stroke(let rect, let radius, let width, let color):
            return "stroke \(format(rect)) radius=\(format(radius)) width=\(format(width)) \(color.hexString)"
        case .image(let handle, let source, let dest, let color, let rotation):
            var out = "image \(format(dest)) \(image(handle))"
            if let source { out += " source=\(format(source).replacing(" ", with: ","))" }
            if rotation != .upright { out += " turn=\(rotation)" }
            return out + " \(color.hexString)"
        case .text(let handle, let origin, let color):
            return "text \(format(origin.x)) \(format(origin.y)) \(text(handle)) \(color.hexString)"
        case .pushClip(let rect):
            return "pushClip \(format(rect))"
        case .popClip:
            return "popClip"
        case .beginGroup(let bounds, let opacity):
            return "beginGroup \(format(bounds)) opacity=\(format(opacity))"
        case .endGroup:
            return "endGroup"
        }
    }

    /// The dump's text: every line ended by `\n`.
    package static func text(of lines: [String]) -> String {
        lines.map { $0 + "\n" }.joined()
    }

    /// The first line where `actual` differs from `kept` (one running out counts), or nil when they are equal.
    package static func firstDifference(kept: [String], actual: [String]) -> DrawListDifference? {
        for index in 0..<max(kept.count, actual.count) {
            let k = index < kept.count ? kept[index] : nil
            let a = index < actual.count ? actual[index] : nil
            if k != a { return DrawListDifference(line: index + 1, kept: k, actual: a) }
        }
        return nil
    }

    /// The lines of a dump's text (a last line without `\n` counts; a trailing `\r` is dropped).
    package static func lines(ofText text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
        }
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    private static func format(_ rect: Rect) -> String {
        [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map(format).joined(separator: " ")
    }

    private static func format(_ value: Double) -> String {
        JSONWriter.format(value == 0 ? 0 : value)
    }
}

/// Where two dumps of a frame part: the 1-based line and the command on it in each (nil past its end).
package struct DrawListDifference: Equatable, Sendable, CustomStringConvertible {
    /// The line number, from 1.
    package var line: Int
    /// The kept dump's command on that line; nil when the kept dump ends before it.
    package var kept: String?
    /// The actual frame's command on that line; nil when the frame has fewer commands.
    package var actual: String?

    /// A difference at `line`.
    package init(line: Int, kept: String?, actual: String?) {
        self.line = line
        self.kept = kept
        self.actual = actual
    }

    /// Two lines, `- kept` and `+ actual` (`(none)` past an end).
    package var description: String {
        "- \(kept ?? "(none: the kept dump ends here)")\n+ \(actual ?? "(none: the frame ends here)")"
    }
}
