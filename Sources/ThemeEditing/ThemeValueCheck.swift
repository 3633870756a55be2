import JSONKit
import Themes

/// Checks a value against the theme format's key table before it is written, so a typed value that
/// cannot be right is refused with a message naming the key path, before the theme loader is asked.
enum ThemeValueCheck {
    /// The problem with writing `value` at `path`; nil when the format allows it there.
    static func problem(with value: JSONNode, at path: ThemeKeyPath) -> ThemeEditError? {
        guard let info = ThemeSchema.key(at: path) else {
            return ThemeEditError(keyPath: path, message: unknownKeyMessage(path))
        }
        func refuse(_ message: String) -> ThemeEditError { ThemeEditError(keyPath: path, message: message) }
        switch info.kind {
        case .value(let kind):
            let elementRange = { (index: Int) in ThemeSchema.key(at: path.appending(.index(index)))?.range }
            return problem(with: value, kind: kind, range: info.range, elementRange: elementRange).map(refuse)
        case .object:
            guard case .object(let members) = value.kind else {
                return refuse("expected an object, got \(describe(value))")
            }
            return members.lazy.compactMap { problem(with: $0.value, at: path.appending($0.key)) }.first
        case .namedEntries:
            guard case .object(let members) = value.kind else {
                return refuse("expected an object of named entries, got \(describe(value))")
            }
            return members.lazy.compactMap { problem(with: $0.value, at: path.appending($0.key)) }.first
        case .list:
            guard case .array(let items) = value.kind else {
                return refuse("expected an array, got \(describe(value))")
            }
            return items.indices.lazy.compactMap { problem(with: items[$0], at: path.appending(.index($0))) }.first
        }
    }

    /// What is wrong with `value` as a value of `kind` whose numbers fall in `range` (an array's element
    /// `i` in `elementRange(i)`); nil when nothing is.
    private static func problem(
        with value: JSONNode, kind: ThemeValueKind, range: ClosedRange<Double>?,
        elementRange: (Int) -> ClosedRange<Double>?
    ) -> String? {
        switch kind {
        case .string:
            guard case .string(let text) = value.kind else { return "expected a string, got \(describe(value))" }
            return controlCharacter(in: text, allowingNewline: false)
        case .text:
            guard case .string(let text) = value.kind else { return "expected a string, got \(describe(value))" }
            return controlCharacter(in: text, allowingNewline: true)
        case .colour:
            return isColour(value) ? nil : "expected a colour \"#RRGGBB\" or \"#RRGGBBAA\", got \(describe(value))"
        case .paint:
            if case .object = value.kind { return nil }
            return isColour(value)
                ? nil
                : "expected a colour \"#RRGGBB\" or \"#RRGGBBAA\" or an object with \"color\" or \"image\", got "
                    + describe(value)
        case .number:
            return numberProblem(value, range: range)
        case .bool:
            guard case .bool = value.kind else { return "expected true or false, got \(describe(value))" }
            return nil
        case .choice(let options):
            guard case .string(let text) = value.kind, options.contains(text) else {
                let list = options.map { "\"\($0)\"" }.joined(separator: ", ")
                var message = "expected one of \(list), got \(describe(value))"
                if case .string(let text) = value.kind { message += Suggestion.hint(for: text, in: options) }
                return message
            }
            return nil
        case .cornerRadius:
            if case .string(let text) = value.kind {
                if text == "pill" { return nil }
                if let percent = percentage(text) {
                    return (0...100).contains(percent)
                        ? nil : "expected a percentage from 0% to 100%, got \(Excerpt.quoted(text))"
                }
                return "expected a number of points, \"pill\" or a percentage like \"10%\", got \(describe(value))"
            }
            return numberProblem(value, range: range)
        case .length:
            if case .string(let text) = value.kind {
                if let percent = percentage(text) {
                    return percent > 0 && percent <= 100
                        ? nil : "expected a percentage above 0% and up to 100%, got \(Excerpt.quoted(text))"
                }
                return "expected a number of points or a percentage like \"50%\", got \(describe(value))"
            }
            return numberProblem(value, range: range)
        case .size:
            guard case .array(let items) = value.kind, items.count == 2 else {
                return "expected [width, height], got \(describe(value))"
            }
            return items.indices.compactMap { numberProblem(items[$0], range: elementRange($0)) }.first
        case .controlPoints:
            guard case .array(let items) = value.kind, items.count == 4 else {
                return "expected [x1, y1, x2, y2], got \(describe(value))"
            }
            return items.indices.compactMap { numberProblem(items[$0], range: elementRange($0)) }.first
        case .secondsOrNone:
            if case .string("none") = value.kind { return nil }
            if case .string = value.kind { return "expected a number of seconds or \"none\", got \(describe(value))" }
            return numberProblem(value, range: range)
        case .version:
            guard case .number(let number) = value.kind, number.double == Double(ThemeLimits.version) else {
                return "expected the whole number \(ThemeLimits.version), got \(describe(value))"
            }
            return nil
        }
    }

    private static func numberProblem(_ value: JSONNode, range: ClosedRange<Double>?) -> String? {
        guard case .number(let number) = value.kind else { return "expected a number, got \(describe(value))" }
        guard number.double.isFinite else { return "expected a finite number, got \(number.literal)" }
        guard let range, !range.contains(number.double) else { return nil }
        return "expected a number from \(format(range.lowerBound)) to \(format(range.upperBound)), got "
            + format(number.double)
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

    private static func isColour(_ value: JSONNode) -> Bool {
        guard case .string(let text) = value.kind, text.hasPrefix("#") else { return false }
        let digits = text.utf8.dropFirst()
        return (digits.count == 6 || digits.count == 8) && digits.allSatisfy { $0.isHexDigit }
    }

    private static func percentage(_ text: String) -> Double? {
        guard text.hasSuffix("%"), let number = Double(text.dropLast()), number.isFinite else { return nil }
        return number
    }

    /// "unknown key" with a did-you-mean among the keys the parent object accepts.
    private static func unknownKeyMessage(_ path: ThemeKeyPath) -> String {
        guard case .key(let key)? = path.components.last, let parent = path.parent else {
            return "no theme value can be at this key path"
        }
        if case .object(let keys)? = ThemeSchema.key(at: parent)?.kind {
            return "unknown key \(Excerpt.quoted(key))\(Suggestion.hint(for: key, in: keys))"
        }
        return "no theme value can be at this key path"
    }

    /// How a value reads in a message: strings quoted, numbers as written, other kinds by name.
    static func describe(_ node: JSONNode) -> String {
        switch node.kind {
        case .string(let text): return Excerpt.quoted(text)
        case .number(let number): return number.literal
        case .bool(let flag): return flag ? "true" : "false"
        default: return node.kindDescription
        }
    }

    private static func format(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return String(number)
    }
}

extension UInt8 {
    fileprivate var isHexDigit: Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
    }
}
