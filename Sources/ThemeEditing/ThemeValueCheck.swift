import JSONKit
import Themes

/// Checks a value before it is written, so a typed value that cannot be right is refused with the message
/// loading the theme would give (`ThemeSchema.problem(with:at:)`, the decoder's rules), before the theme
/// loader is asked. On top of the format, typed text must not hold control characters.
enum ThemeValueCheck {
    /// The problem with writing `value` at `path`; nil when it may be written there.
    static func problem(with value: JSONNode, at path: ThemeKeyPath) -> String? {
        ThemeSchema.problem(with: value, at: path) { node, kind in
            guard case .string(let text) = node.kind else { return nil }
            switch kind {
            case .text: return controlCharacter(in: text, allowingNewline: true)
            case .string: return controlCharacter(in: text, allowingNewline: false)
            default: return nil
            }
        }
    }

    /// The message for a control character in `text`; only a line feed is allowed, and only in shown text.
    private static func controlCharacter(in text: String, allowingNewline: Bool) -> String? {
        guard
            let scalar = text.unicodeScalars.first(where: {
                $0.properties.generalCategory == .control && !(allowingNewline && $0 == "\n")
            })
        else { return nil }
        let code = String(scalar.value, radix: 16, uppercase: true)
        let name = "U+" + String(repeating: "0", count: max(0, 4 - code.count)) + code
        return allowingNewline
            ? "text must not hold the control character \(name); only \\n (a new line) is allowed"
            : "the string must not hold the control character \(name)"
    }
}
