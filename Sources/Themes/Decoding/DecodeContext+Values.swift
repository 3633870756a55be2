import JSONKit
import SceneGraph

/// Readers of single values: each checks the type and range, reports what it expected and what it got at
/// the value's place, and returns nil on error so decoding goes on and every error is found.
extension DecodeContext {
    func number(_ value: LocatedNode, in range: ClosedRange<Double>) -> Double? {
        guard case .number(let json) = value.node.kind else {
            error(value, "expected a number, got \(Self.describe(value.node))")
            return nil
        }
        let number = json.double
        guard range.contains(number) else {
            error(
                value,
                "expected a number from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound)), "
                    + "got \(Self.format(number))")
            return nil
        }
        return number
    }

    func string(_ value: LocatedNode) -> String? {
        guard case .string(let text) = value.node.kind else {
            error(value, "expected a string, got \(Self.describe(value.node))")
            return nil
        }
        return text
    }

    /// Text that is shown (a caption, a label, a string-table entry): a string of at most
    /// `ThemeLimits.maxTextLength` Unicode scalars.
    func text(_ value: LocatedNode) -> String? {
        guard let text = string(value) else { return nil }
        let length = text.unicodeScalars.count
        guard length <= ThemeLimits.maxTextLength else {
            error(value, "text is \(length) characters long, more than the limit of \(ThemeLimits.maxTextLength)")
            return nil
        }
        return text
    }

    func bool(_ value: LocatedNode) -> Bool? {
        guard case .bool(let flag) = value.node.kind else {
            error(value, "expected true or false, got \(Self.describe(value.node))")
            return nil
        }
        return flag
    }

    func color(_ value: LocatedNode) -> Color? {
        guard case .string(let text) = value.node.kind, let color = Color(hex: text) else {
            error(value, "expected a colour \"#RRGGBB\" or \"#RRGGBBAA\", got \(Self.describe(value.node))")
            return nil
        }
        return color
    }

    func choice(_ value: LocatedNode, _ options: [String]) -> String? {
        guard case .string(let text) = value.node.kind, options.contains(text) else {
            let list = options.map { "\"\($0)\"" }.joined(separator: ", ")
            var message = "expected one of \(list), got \(Self.describe(value.node))"
            if case .string(let text) = value.node.kind { message += Suggestion.hint(for: text, in: options) }
            error(value, message)
            return nil
        }
        return text
    }

    /// The number of a percentage like "10%" (10); nil if `text` is not one.
    func percentage(_ text: String) -> Double? {
        guard text.hasSuffix("%"), let number = Double(text.dropLast()), number.isFinite else { return nil }
        return number
    }

    /// `[width, height]`, each in `range`.
    func size(_ value: LocatedNode, in range: ClosedRange<Double>) -> Size? {
        guard case .array(let items) = value.node.kind, items.count == 2 else {
            error(value, "expected [width, height], got \(Self.describe(value.node))")
            return nil
        }
        let width = number(LocatedNode(node: items[0], path: value.path(index: 0)), in: range)
        let height = number(LocatedNode(node: items[1], path: value.path(index: 1)), in: range)
        guard let width, let height else { return nil }
        return Size(width: width, height: height)
    }

    /// How a value reads in a message: strings quoted, numbers as written, other kinds by name.
    static func describe(_ node: JSONNode) -> String {
        switch node.kind {
        case .string(let text): return Excerpt.quoted(text)
        case .number(let number): return format(number.double)
        case .bool(let flag): return flag ? "true" : "false"
        default: return node.kindDescription
        }
    }

    /// A number without a trailing ".0" when it is whole.
    static func format(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return String(number)
    }
}
