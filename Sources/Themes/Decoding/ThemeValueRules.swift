import JSONKit
import SceneGraph

/// Something the theme format refuses in one value: the message the decoder reports for it.
struct ThemeValueProblem: Error, Hashable, Sendable {
    /// What was expected and what was written (`expected a number from 0 to 1, got 2`).
    let message: String
    /// True when nothing after it can be read (a newer format version).
    let stopsDecoding: Bool

    init(_ message: String, stopsDecoding: Bool = false) {
        self.message = message
        self.stopsDecoding = stopsDecoding
    }
}

/// The theme format's rules for single values, each with its one message. The decoder reads every value
/// through them, and `ThemeSchema.problem(with:at:)` checks a value a tool is about to write with the same
/// rules, so an editor's refusal says what loading the file would say.
enum ThemeValueRules {
    /// The range of a number whose key gives none: any finite number.
    static let anyFinite = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude

    static func number(_ node: JSONNode, in range: ClosedRange<Double>) -> Result<Double, ThemeValueProblem> {
        guard case .number(let json) = node.kind else { return refuse("expected a number, got \(describe(node))") }
        let number = json.double
        guard range.contains(number) else {
            return refuse(
                "expected a number from \(format(range.lowerBound)) to \(format(range.upperBound)), got \(format(number))"
            )
        }
        return .success(number)
    }

    static func string(_ node: JSONNode) -> Result<String, ThemeValueProblem> {
        guard case .string(let text) = node.kind else { return refuse("expected a string, got \(describe(node))") }
        return .success(text)
    }

    /// Text that is shown (a caption, a label, a string-table entry): a string of at most
    /// `ThemeLimits.maxTextLength` Unicode scalars.
    static func text(_ node: JSONNode) -> Result<String, ThemeValueProblem> {
        string(node).flatMap { text in
            let length = text.unicodeScalars.count
            guard length <= ThemeLimits.maxTextLength else {
                return refuse("text is \(length) characters long, more than the limit of \(ThemeLimits.maxTextLength)")
            }
            return .success(text)
        }
    }

    static func bool(_ node: JSONNode) -> Result<Bool, ThemeValueProblem> {
        guard case .bool(let flag) = node.kind else { return refuse("expected true or false, got \(describe(node))") }
        return .success(flag)
    }

    static func color(_ node: JSONNode) -> Result<Color, ThemeValueProblem> {
        guard case .string(let text) = node.kind, let color = Color(hex: text) else {
            return refuse("expected a colour \"#RRGGBB\" or \"#RRGGBBAA\", got \(describe(node))")
        }
        return .success(color)
    }

    static func choice(_ node: JSONNode, _ options: [String]) -> Result<String, ThemeValueProblem> {
        guard case .string(let text) = node.kind, options.contains(text) else {
            let list = options.map { "\"\($0)\"" }.joined(separator: ", ")
            var message = "expected one of \(list), got \(describe(node))"
            if case .string(let text) = node.kind { message += Suggestion.hint(for: text, in: options) }
            return refuse(message)
        }
        return .success(text)
    }

    /// A paint: a colour string (its colour), or an object (nil: its keys are read as `paintObject`).
    static func paint(_ node: JSONNode) -> Result<Color?, ThemeValueProblem> {
        switch node.kind {
        case .string: return color(node).map { $0 }
        case .object: return .success(nil)
        default:
            return refuse(
                "expected a colour \"#RRGGBB\" or \"#RRGGBBAA\" or an object with \"color\" or \"image\", got "
                    + describe(node))
        }
    }

    /// A corner radius: points, "pill" or a percentage of the shape's height like "10%".
    static func cornerRadius(_ node: JSONNode, in range: ClosedRange<Double>) -> Result<CornerRadius, ThemeValueProblem>
    {
        switch node.kind {
        case .number:
            return number(node, in: range).map(CornerRadius.points)
        case .string(let text) where text == "pill":
            return .success(.pill)
        case .string(let text):
            if let percent = percentage(text) {
                guard (0...100).contains(percent) else {
                    return refuse("expected a percentage from 0% to 100%, got \(Excerpt.quoted(text))")
                }
                return .success(.fraction(percent / 100))
            }
        default:
            break
        }
        return refuse("expected a number of points, \"pill\" or a percentage like \"10%\", got \(describe(node))")
    }

    /// A length along the track: points, or a percentage of the track's length like "50%".
    static func length(_ node: JSONNode, in range: ClosedRange<Double>) -> Result<Length, ThemeValueProblem> {
        switch node.kind {
        case .number:
            return number(node, in: range).map(Length.points)
        case .string(let text):
            if let percent = percentage(text) {
                guard percent > 0, percent <= 100 else {
                    return refuse("expected a percentage above 0% and up to 100%, got \(Excerpt.quoted(text))")
                }
                return .success(.fraction(percent / 100))
            }
        default:
            break
        }
        return refuse("expected a number of points or a percentage like \"50%\", got \(describe(node))")
    }

    /// A number of seconds in `range`, or "none" (nil) for no limit.
    static func secondsOrNone(_ node: JSONNode, in range: ClosedRange<Double>) -> Result<Double?, ThemeValueProblem> {
        switch node.kind {
        case .string("none"): return .success(nil)
        case .string: return refuse("expected a number of seconds or \"none\", got \(describe(node))")
        default: return number(node, in: range).map { $0 }
        }
    }

    /// The `count` elements of an array written as `shape` (`[width, height]`), each still to be read.
    static func elements(_ node: JSONNode, count: Int, shape: String) -> Result<[JSONNode], ThemeValueProblem> {
        guard case .array(let items) = node.kind, items.count == count else {
            return refuse("expected \(shape), got \(describe(node))")
        }
        return .success(items)
    }

    /// The shapes of the arrays of numbers, as messages write them.
    static let sizeShape = "[width, height]"
    static let controlPointsShape = "[x1, y1, x2, y2]"

    /// An object of named entries (`entries` says of what: "named styles"), its members still to be read.
    static func namedEntries(_ node: JSONNode, of entries: String) -> Result<[JSONMember], ThemeValueProblem> {
        guard case .object(let members) = node.kind else {
            return refuse("expected an object of \(entries), got \(describe(node))")
        }
        return .success(members)
    }

    /// An array of objects (`entries` says of what: "switches"), its items still to be read.
    static func list(_ node: JSONNode, of entries: String) -> Result<[JSONNode], ThemeValueProblem> {
        guard case .array(let items) = node.kind else {
            return refuse("expected an array of \(entries), got \(describe(node))")
        }
        return .success(items)
    }

    /// The format version: the whole number `ThemeLimits.version`. A newer one stops decoding, since
    /// nothing after it can be read as this version.
    static func version(_ node: JSONNode) -> Result<Int, ThemeValueProblem> {
        guard case .number(let json) = node.kind, case let number = json.double, number == number.rounded() else {
            return refuse("expected the whole number \(ThemeLimits.version), got \(describe(node))")
        }
        if number > Double(ThemeLimits.version) {
            return .failure(
                ThemeValueProblem(
                    "theme version \(format(number)) is newer than this SwitchYard understands "
                        + "(version \(ThemeLimits.version)); update SwitchYard", stopsDecoding: true))
        }
        if number < Double(ThemeLimits.version) {
            return refuse("unsupported version \(format(number)); the only version is \(ThemeLimits.version)")
        }
        return .success(ThemeLimits.version)
    }

    /// The problem with `node` as a value of `kind` whose numbers fall in `range` (nil: any finite number);
    /// nil when it fits. A paint object's keys and the arrays' elements are checked too.
    static func problem(with node: JSONNode, kind: ThemeValueKind, range: ClosedRange<Double>?) -> ThemeValueProblem? {
        let range = range ?? anyFinite
        switch kind {
        case .string: return string(node).problem
        case .text: return text(node).problem
        case .colour: return color(node).problem
        case .paint: return paint(node).problem
        case .number: return number(node, in: range).problem
        case .bool: return bool(node).problem
        case .choice(let options): return choice(node, options).problem
        case .cornerRadius: return cornerRadius(node, in: range).problem
        case .length: return length(node, in: range).problem
        case .secondsOrNone: return secondsOrNone(node, in: range).problem
        case .version: return version(node).problem
        case .size:
            return numbers(node, shape: sizeShape, ranges: [range, range])
        case .controlPoints:
            return numbers(node, shape: controlPointsShape, ranges: ThemeSection.controlPointRanges)
        }
    }

    /// The first problem of an array written as `shape` whose element `i` is a number in `ranges[i]`.
    private static func numbers(_ node: JSONNode, shape: String, ranges: [ClosedRange<Double>]) -> ThemeValueProblem? {
        switch elements(node, count: ranges.count, shape: shape) {
        case .failure(let problem): return problem
        case .success(let items): return zip(items, ranges).lazy.compactMap { number($0, in: $1).problem }.first
        }
    }

    /// The number of a percentage like "10%" (10); nil if `text` is not one.
    static func percentage(_ text: String) -> Double? {
        guard text.hasSuffix("%"), let number = Double(text.dropLast()), number.isFinite else { return nil }
        return number
    }

    /// How a value reads in a message: strings quoted, numbers in their shortest form, other kinds by name.
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

    private static func refuse<Value>(_ message: String) -> Result<Value, ThemeValueProblem> {
        .failure(ThemeValueProblem(message))
    }
}

extension Result where Failure == ThemeValueProblem {
    /// The problem, nil on success.
    var problem: ThemeValueProblem? {
        if case .failure(let problem) = self { return problem }
        return nil
    }
}
