import JSONKit
import SceneGraph
import Themes

/// How the inspector turns a value into text for its fields and typed text back into a value; the edit
/// itself checks the value (range, colour syntax, control characters) and names the problem.
enum InspectorValue {
    /// A value as a field shows it: strings unquoted, numbers as written.
    static func text(_ value: JSONNode?) -> String {
        switch value?.kind {
        case .string(let text): return text
        case .number(let number): return number.literal
        case .bool(let flag): return flag ? "true" : "false"
        case nil: return ""
        default: return value.map { JSONWriter.write($0) } ?? ""
        }
    }

    /// The number a value holds, if it is one.
    static func number(_ value: JSONNode?) -> Double? {
        if case .number(let number)? = value?.kind { return number.double }
        return nil
    }

    /// The colour a value holds, if it is a colour string (or a paint object's `color`).
    static func colour(_ value: JSONNode?) -> Color? {
        switch value?.kind {
        case .string(let text): return Color(hex: text)
        case .object: return value?["color"].flatMap { colour($0) }
        default: return nil
        }
    }

    /// The value typed as `text` into a field of `kind`: a number where the kind takes one and the text
    /// reads as one, a colour with its `#` added when only the hex digits were typed, otherwise the text
    /// as a string (which the edit refuses with its message when the kind takes none).
    static func parse(_ text: String, kind: ThemeValueKind) -> JSONNode {
        let trimmed = text.trimmingWhitespace
        switch kind {
        case .number, .cornerRadius, .length, .secondsOrNone:
            if let number = Double(trimmed), !trimmed.isEmpty {
                return .number(JSONNumber(literal: JSONNumber(number).literal, double: number))
            }
            return .string(trimmed)
        case .colour, .paint:
            let digits = trimmed.hasPrefix("#") ? trimmed : "#" + trimmed
            return .string(digits.count == 7 || digits.count == 9 ? digits.uppercased() : trimmed)
        default:
            return .string(text)
        }
    }

    /// A colour as the theme writes it: `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    static func hex(_ color: Color) -> String {
        color.a == 255 ? String(color.hexString.prefix(7)) : color.hexString
    }

    /// `value` rounded to `step` (whole numbers for a step of 1, hundredths for 0.01), so a slider writes
    /// `0.3` rather than `0.30000000000000004`.
    static func rounded(_ value: Double, step: Double) -> Double {
        guard step > 0, step < 1 else { return value.rounded() }
        let scale = (1 / step).rounded()
        return (value * scale).rounded() / scale
    }

    /// The span a slider covers for a key whose numbers fall in `range`, around `current`: the whole range
    /// when it is small (durations, fractions), else up to twice the value or 100 points past the lowest,
    /// so a drag moves in useful steps; a typed number may still use the whole range.
    static func sliderSpan(_ range: ClosedRange<Double>?, current: Double?) -> ClosedRange<Double> {
        let range = range ?? 0...100
        guard range.upperBound > 10 else { return range }
        let upper = min(range.upperBound, max(range.lowerBound + 100, (current ?? 0) * 2))
        return range.lowerBound...max(upper, range.lowerBound + 1)
    }

    /// The slider step for a range: whole points for wide ranges, hundredths for small ones.
    static func step(for range: ClosedRange<Double>?) -> Double {
        (range?.upperBound ?? 100) > 10 ? 1 : 0.01
    }
}

extension String {
    /// The text without leading and trailing spaces, tabs and line breaks.
    fileprivate var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
