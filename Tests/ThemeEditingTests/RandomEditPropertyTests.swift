import JSONKit
import SceneGraph
import Testing
import ThemeEditing
import Themes

/// A fuzz-style property test of write-back, without libFuzzer: seeded random edits of every editable
/// style value (each kind the inspector offers, valid values of random size, colour, choice and text in
/// several scripts) on every shipped theme. Each edit the loader accepts must leave a file that parses and
/// decodes, change bytes only inside the splice, change exactly the one value (shown at its key path, and
/// in the styles that inherit it from there, as `extends` says, and nowhere else), and setting the old
/// value back must give the original bytes.
@Suite struct RandomEditPropertyTests {
    typealias F = EditFixtures

    /// The style keys edited (relative to `styles.<name>`): every value the inspector shows.
    static let styleKeys = [
        "size[0]", "size[1]", "track.off", "track.on", "track.cornerRadius", "track.margin", "track.border.color",
        "track.border.width", "thumb.off", "thumb.on", "thumb.shape", "thumb.cornerRadius", "thumb.width",
        "thumb.margin", "thumb.pressedStretch", "labels.layout", "labels.on.text", "labels.on.color",
        "labels.on.size", "labels.off.text", "labels.off.color", "labels.off.size", "animation.duration",
        "animation.curve", "animation.damping", "orientation", "direction", "disabledOpacity", "focusRing",
    ]

    static let themes = [
        "default.json", "hm-custom-switch.json", "hwc-custom-uiswitch.json", "kyl-custom-switch.json",
        "mmm-switch.json",
    ]

    /// A random value the key table allows for `kind` within `range`.
    static func value(_ kind: ThemeValueKind, _ range: ClosedRange<Double>?, _ random: inout SplitMix64) -> JSONNode? {
        switch kind {
        case .number:
            let range = range ?? 0...100
            let upper = min(range.upperBound, range.lowerBound + 200)
            let number = random.unit(range.lowerBound...upper)
            // Whole numbers for point ranges, two decimals for small ones, as the inspector writes them.
            let rounded = upper - range.lowerBound > 10 ? number.rounded() : (number * 100).rounded() / 100
            return .number(JSONNumber(min(range.upperBound, max(range.lowerBound, rounded))))
        case .colour, .paint:
            var hex = "#"
            for _ in 0..<(random.below(2) == 0 ? 6 : 8) { hex.append(Array("0123456789ABCDEF")[random.below(16)]) }
            return .string(hex)
        case .choice(let options):
            return .string(options[random.below(options.count)])
        case .text:
            let pieces = ["ON", "off", "Größe", "日本", "✓", "é", " ", "\n", "a\"b", "\\"]
            return .string((0..<random.below(4)).map { _ in pieces[random.below(pieces.count)] }.joined())
        case .cornerRadius:
            return random.below(3) == 0 ? .string("pill") : .number(JSONNumber(Double(random.below(20))))
        case .length:
            return random.below(2) == 0
                ? .string("\(1 + random.below(100))%") : .number(JSONNumber(Double(1 + random.below(60))))
        default:
            return nil
        }
    }

    /// Every value shown at the fields' key paths of every style and switch of `document`, by key path.
    static func shown(_ document: ThemeDocument) -> [String: ThemeEditTarget] {
        var values: [String: ThemeEditTarget] = [:]
        for path in paths(document) {
            if case .success(let target) = ThemeEditTarget.resolve(path, in: document) {
                values[path.description] = target
            }
        }
        return values
    }

    static func paths(_ document: ThemeDocument) -> [ThemeKeyPath] {
        var paths: [ThemeKeyPath] = []
        if case .object(let styles)? = document.value(at: ThemeKeyPath([.key("styles")]))?.kind {
            for style in styles {
                for key in styleKeys {
                    guard let relative = ThemeKeyPath(parsing: key) else { continue }
                    paths.append(ThemeKeyPath([.key("styles"), .key(style.key)] + relative.components))
                }
            }
        }
        return paths
    }

    @Test(arguments: themes)
    func randomEditsParseChangeOneValueAndRoundTrip(_ theme: String) throws {
        var random = SplitMix64(seed: 0x5EED_0000 &+ UInt64(theme.utf8.count))
        let original = try F.shippedDocument(theme)
        let before = Self.shown(original)
        let paths = Self.paths(original)
        var accepted = 0
        for _ in 0..<40 {
            let path = paths[random.below(paths.count)]
            guard let info = ThemeSchema.key(at: path), case .value(let kind) = info.kind,
                let value = Self.value(kind, info.range, &random)
            else { continue }
            let result: ThemeEditResult
            switch ThemeEdit.set(path, to: value).apply(to: original) {
            case .success(let made): result = made
            case .failure(let refusal):
                // Only a rule across keys may refuse a value the key table allows (a corner radius on a
                // circle thumb, a label background with sliding labels).
                #expect(refusal.message.hasPrefix("the edit would make the theme invalid"), "\(path): \(refusal)")
                continue
            }
            accepted += 1
            let old = original.bytes
            let new = result.bytes
            #expect(old[..<result.replacedRange.lowerBound] == new[..<result.writtenRange.lowerBound], "\(path)")
            #expect(old[result.replacedRange.upperBound...] == new[result.writtenRange.upperBound...], "\(path)")
            let reparsed = try ThemeDocument(bytes: new, file: original.file)
            #expect(reparsed.diagnostics.isEmpty, "\(path): \(reparsed.diagnostics)")
            let after = Self.shown(reparsed)
            #expect(after[path.description]?.currentValue == value, "\(path) shows the new value")
            let style = result.target.style ?? ""
            let changed = after.filter { key, target in
                key != path.description && before[key]?.currentValue != target.currentValue
                    && !(target.source == .inherited(style: style) && target.currentValue == value)
            }
            #expect(changed.isEmpty, "\(path) also changed \(changed.keys.sorted())")
            // Round trip: a written value set back to what it was gives the original bytes.
            if result.target.source == .written, let previous = original.value(at: result.target.path),
                JSONWriter.write(previous) == String(decoding: old[previous.byteRange], as: UTF8.self)
            {
                let back = try F.apply(.set(path, to: previous), to: result.document)
                #expect(back.bytes == old, "\(path) round trip")
            }
        }
        #expect(accepted > 15, "\(accepted) of 40 random edits were accepted")
    }
}
