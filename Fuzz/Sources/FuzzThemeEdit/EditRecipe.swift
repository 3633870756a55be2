import FuzzInput
import JSONKit
import ThemeEditing
import Themes

/// Turns fuzz bytes into one theme edit of a document: mostly what the inspector makes (a key path the
/// format knows, walked down from the root through the document's own styles and switches, and a value
/// of the key's kind, at and past its range), sometimes what it never makes (a key path from the bytes,
/// any JSON value, a removal, the parent style's scope).
enum EditRecipe {
    /// The next edit read from `input` for `document`.
    static func edit(of document: ThemeDocument, _ input: inout FuzzBytes) -> ThemeEdit {
        let path = input.oneIn(16) ? ThemeKeyPath(parsing: input.text(maxLength: 40)) : nil
        let target = path ?? knownPath(in: document, &input)
        let scope: ThemeEditScope = input.oneIn(4) ? .inheritedStyle : .thisStyle
        if input.oneIn(8) { return .remove(target, scope: scope) }
        return .set(target, to: value(at: target, in: document, &input), scope: scope)
    }

    /// A key path the format has: into `styles` three times in four (as the inspector's edits go), else
    /// from the root; each step picks one of an object's keys, one of a named entry's names (or a new
    /// one), one of a list's elements (or one past the end), and sometimes stops at an object.
    static func knownPath(in document: ThemeDocument, _ input: inout FuzzBytes) -> ThemeKeyPath {
        var path = ThemeKeyPath(input.oneIn(4) ? [] : [.key("styles")])
        for _ in 0..<8 {
            guard let info = ThemeSchema.key(at: path) else { return path }
            switch info.kind {
            case .object(let keys):
                guard !keys.isEmpty, !input.oneIn(32) else { return path }
                path = path.appending(keys[input.below(keys.count)])
            case .namedEntries:
                let names = document.value(at: path)?.keys ?? []
                let fresh = names.isEmpty || input.oneIn(16)
                path = path.appending(fresh ? input.text(maxLength: 8) : names[input.below(names.count)])
            case .list:
                var count = 0
                if case .array(let items)? = document.value(at: path)?.kind { count = items.count }
                path = path.appending(.index(input.below(count + 1)))
            case .value(.size):
                return input.oneIn(2) ? path.appending(.index(input.below(2))) : path
            case .value(.controlPoints):
                return input.oneIn(2) ? path.appending(.index(input.below(4))) : path
            case .value(.paint):
                let keys = ["color", "image", "tint"]
                return input.oneIn(3) ? path.appending(keys[input.below(keys.count)]) : path
            case .value:
                return path
            }
        }
        return path
    }

    /// A value for `path`: of the kind the format gives it, one time in sixteen any JSON at all.
    static func value(at path: ThemeKeyPath, in document: ThemeDocument, _ input: inout FuzzBytes) -> JSONNode {
        guard !input.oneIn(16), let info = ThemeSchema.key(at: path) else { return anyJSON(&input) }
        switch info.kind {
        case .value(let kind): return value(kind, info.range, document, &input)
        case .object, .namedEntries: return document.value(at: path) ?? .object([])
        case .list: return .array([])
        }
    }

    private static func value(
        _ kind: ThemeValueKind, _ range: ClosedRange<Double>?, _ document: ThemeDocument, _ input: inout FuzzBytes
    ) -> JSONNode {
        switch kind {
        case .string:
            let styles = document.value(at: ThemeKeyPath([.key("styles")]))?.keys ?? []
            let words = styles + images + ["DejaVu Sans", "fonts/DejaVuSans.ttf"]
            return .string(input.oneIn(4) ? input.text(maxLength: 16) : words[input.below(words.count)])
        case .text:
            let pieces = ["ON", "off", "Größe", "日本", "✓", " ", "\n", "a\"b", "\\", "\u{0}", "\t"]
            if input.oneIn(4) { return .string(input.text(maxLength: 300)) }
            return .string((0..<input.below(5)).map { _ in pieces[input.below(pieces.count)] }.joined())
        case .colour:
            return colour(&input)
        case .paint:
            switch input.below(4) {
            case 0: return .object([JSONMember(key: "color", value: colour(&input))])
            case 1:
                let image = JSONMember(key: "image", value: .string(images[input.below(images.count)]))
                return .object(input.oneIn(2) ? [image] : [image, JSONMember(key: "tint", value: colour(&input))])
            default: return colour(&input)
            }
        case .number:
            return number(range, &input)
        case .bool:
            return .bool(input.oneIn(2))
        case .choice(let options):
            return .string(input.oneIn(16) ? input.text(maxLength: 12) : options[input.below(options.count)])
        case .cornerRadius:
            switch input.below(3) {
            case 0: return .string("pill")
            case 1: return percent(&input)
            default: return number(range, &input)
            }
        case .length:
            return input.oneIn(2) ? percent(&input) : number(range, &input)
        case .size:
            return .array([number(range, &input), number(range, &input)])
        case .controlPoints:
            return .array([0...1, -2...3, 0...1, -2...3].map { number($0, &input) })
        case .version:
            return .number(JSONNumber(Int64(input.oneIn(2) ? ThemeLimits.version : input.below(4))))
        case .secondsOrNone:
            return input.oneIn(3) ? .string("none") : number(range, &input)
        }
    }

    /// The images a shipped theme may name (variants are found beside them).
    static let images = [
        "images/hm-thumb.png", "images/hm-track-on.png", "images/hm-track-off.png", "images/kyl-thumb-on.png",
        "images/kyl-track-off.png", "images/missing.png", "../outside.png",
    ]

    /// `#RRGGBB` or `#RRGGBBAA`, sometimes a malformed one.
    private static func colour(_ input: inout FuzzBytes) -> JSONNode {
        let digits = Array("0123456789ABCDEFabcdefG")
        let count = input.oneIn(8) ? input.below(10) : (input.oneIn(2) ? 6 : 8)
        return .string("#" + String((0..<count).map { _ in digits[input.below(digits.count)] }))
    }

    /// A number in `range` (either end, or a point between, whole or with two decimals), or just outside it.
    private static func number(_ range: ClosedRange<Double>?, _ input: inout FuzzBytes) -> JSONNode {
        let range = range ?? -1000...1000
        let value: Double
        switch input.below(8) {
        case 0: value = range.lowerBound
        case 1: value = range.upperBound
        case 2: value = range.lowerBound - 1
        case 3: value = range.upperBound + [1, 0.01, 1e300][input.below(3)]
        default:
            let fraction = Double(input.uint16()) / 65535
            let inside =
                range.lowerBound + (min(range.upperBound, range.lowerBound + 1e6) - range.lowerBound) * fraction
            value = input.oneIn(2) ? inside.rounded() : (inside * 100).rounded() / 100
        }
        return .number(JSONNumber(value))
    }

    private static func percent(_ input: inout FuzzBytes) -> JSONNode {
        .string("\(input.below(111))%")
    }

    /// Any JSON the bytes spell (at most 64 bytes, 8 levels), or those bytes as a string when they spell none.
    private static func anyJSON(_ input: inout FuzzBytes) -> JSONNode {
        let text = input.text(maxLength: 64)
        let parsed = JSONParser.parse(Array(text.utf8), limits: JSONLimits(maxBytes: 64, maxDepth: 8))
        return parsed.issues.isEmpty ? parsed.root ?? .string(text) : .string(text)
    }
}
