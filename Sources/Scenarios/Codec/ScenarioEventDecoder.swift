import JSONKit
import SceneGraph

/// Decodes the fields of each event kind (the line's `tick` and `event` are already read).
enum ScenarioEventDecoder {
    static func event(_ kind: String, _ r: LineReader) throws(Diagnostic) -> ScenarioEvent {
        switch kind {
        case "down":
            let id = try pointer(r)
            return .input(.pointerDown(id, try point(r), try button(r)))
        case "move":
            let id = try pointer(r)
            return .input(.pointerMove(id, try point(r)))
        case "up":
            let id = try pointer(r)
            return .input(.pointerUp(id, try point(r), try button(r)))
        case "cancel":
            return .input(.pointerCancel(try pointer(r)))
        case "focusLost":
            return .input(.cancelAll)
        case "key":
            return .input(.key(try key(r)))
        case "wheel":
            let range = -ScenarioVocabulary.maxWheel...ScenarioVocabulary.maxWheel
            return .input(.wheel(dx: try r.number("dx", in: range), dy: try r.number("dy", in: range)))
        case "resize":
            let side = 1...ScenarioVocabulary.maxWindowSide
            let size = Size(width: try r.number("w", in: side), height: try r.number("h", in: side))
            let density = try r.number("density", in: 0.25...ScenarioVocabulary.maxPixelDensity)
            return .resize(size, pixelDensity: density)
        case "decide":
            let id = try r.string("switch")
            let name = try r.string("answer")
            guard let answer = SwitchDecision(rawValue: name) else {
                let names = SwitchDecision.allCases.map(\.rawValue)
                let hint = Suggestion.hint(for: name, in: names, closeness: .twoEditsAtMostHalf)
                throw r.failure(
                    "\"answer\" is \(Excerpt.quoted(name))\(hint); answers are: " + names.joined(separator: ", "))
            }
            return .decide(switchID: id, answer)
        case "resolve":
            return .resolve(switchID: try r.string("switch"), on: try r.bool("on"))
        default:
            return .themeReload(try themeReference(r))
        }
    }

    private static func pointer(_ r: LineReader) throws(Diagnostic) -> PointerID {
        let value = try r.requiredNode("pointer")
        switch value.kind {
        case .string("mouse"):
            return .mouse
        case .number(let n):
            if let id = n.int64 { return .finger(id) }
            throw r.failure("\"pointer\" must be \"mouse\" or a whole finger id, not \(n.literal)")
        case .string(let s):
            throw r.failure("\"pointer\" must be \"mouse\" or a whole finger id, not \(Excerpt.quoted(s))")
        default:
            throw r.failure("\"pointer\" must be \"mouse\" or a whole finger id, not \(value.kindDescription)")
        }
    }

    private static func point(_ r: LineReader) throws(Diagnostic) -> Point {
        let range = -ScenarioVocabulary.maxCoordinate...ScenarioVocabulary.maxCoordinate
        return Point(x: try coordinate("x", r, range), y: try coordinate("y", r, range))
    }

    private static func coordinate(_ key: String, _ r: LineReader, _ range: ClosedRange<Double>)
        throws(Diagnostic) -> Double
    {
        let value = try r.requiredNode(key)
        if case .number(let n) = value.kind, !n.double.isFinite {
            throw r.failure("coordinate \"\(key)\" is \(n.literal): coordinates must be finite numbers")
        }
        return try r.number(value, keyPath: key, in: range)
    }

    static let buttonNames: [(String, PointerButton)] = [
        ("primary", .primary), ("secondary", .secondary), ("middle", .middle), ("other", .other),
    ]

    private static func button(_ r: LineReader) throws(Diagnostic) -> PointerButton {
        guard let name = try r.optionalString("button") else { return .primary }
        if let match = buttonNames.first(where: { $0.0 == name }) { return match.1 }
        let names = buttonNames.map(\.0)
        let hint = Suggestion.hint(for: name, in: names, closeness: .twoEditsAtMostHalf)
        throw r.failure("\"button\" is \(Excerpt.quoted(name))\(hint); buttons are: " + names.joined(separator: ", "))
    }

    private static func key(_ r: LineReader) throws(Diagnostic) -> KeyEvent {
        let name = try r.string("key")
        guard let key = Key(rawValue: name) else {
            let names = Key.allCases.map(\.rawValue)
            let hint = Suggestion.hint(for: name, in: names, closeness: .twoEditsAtMostHalf)
            throw r.failure("\"key\" is \(Excerpt.quoted(name))\(hint); keys are: " + names.joined(separator: ", "))
        }
        let shift = try r.optionalBool("shift") ?? false
        let isRepeat = try r.optionalBool("repeat") ?? false
        return KeyEvent(key: key, shift: shift, isRepeat: isRepeat)
    }

    private static func themeReference(_ r: LineReader) throws(Diagnostic) -> ScenarioThemeReference {
        let path = try r.optionalPath("path")
        let sha = try r.optionalString("sha256")
        guard path != nil || sha != nil else {
            throw r.failure("a themeReload event needs \"path\" or \"sha256\"")
        }
        if let sha, !ScenarioThemeReference.isDigest(sha) {
            throw r.failure("\"sha256\" must be 64 lower-case hex digits")
        }
        return ScenarioThemeReference(path: path ?? "", sha256: sha)
    }
}
