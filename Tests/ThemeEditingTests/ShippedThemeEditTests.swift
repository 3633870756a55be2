import JSONKit
import Testing
import ThemeEditing
import Themes

/// Edits of the real shipped themes: every kind of value, changed in place, each changing exactly one value.
@Suite struct ShippedThemeEditTests {
    typealias F = EditFixtures

    /// One edit of each kind of value, on mmm-switch.json.
    static let edits: [(path: String, value: JSONNode)] = [
        ("styles.mmm.track.on", .string("#0000FF")),
        ("styles.mmm.thumb.margin", .number(3)),
        ("styles.mmm.thumb.pressedStretch", .number(0.5)),
        ("switches[1].on", .bool(false)),
        ("name", .string("Mine")),
        ("switches[0].caption", .string("Größe ✓ 日本")),
        ("styles.mmm.size", .array([.number(60), .number(36)])),
        ("styles.mmm.size[0]", .number(52)),
        ("styles.mmm.animation.curve", .string("linear")),
        ("styles.mmm.track.border", .object([JSONMember(key: "color", value: .string("#FF0000"))])),
        ("styles.mmm.track.cornerRadius", .string("25%")),
        ("styles.mmm-tinted.track.on", .object([JSONMember(key: "color", value: .string("#00000080"))])),
        ("window.background", .string("#ffffff")),
    ]

    @Test(arguments: 0..<edits.count)
    func oneValueOfEachKindChangesInPlace(_ index: Int) throws {
        let (text, value) = Self.edits[index]
        let document = try F.shippedDocument("mmm-switch.json")
        let path = try F.path(text)
        let result = try F.apply(.set(path, to: value), to: document)
        F.expectOnlyChange(result, of: document, at: path, to: value)
        #expect(result.target.source == .written)
        #expect(result.document.diagnostics.isEmpty)
        // Only the value's own bytes were replaced.
        let old = try #require(document.value(at: path))
        #expect(result.replacedRange == old.byteRange)
    }

    /// Setting every value of every shipped theme to itself changes no byte, and setting it to an
    /// equal value written again (as JSONKit writes it) changes only its bytes.
    @Test(arguments: EditFixtures.shipped)
    func everyWrittenValueRoundTrips(_ name: String) throws {
        let document = try F.shippedDocument(name)
        for (path, value) in Self.leaves(document.root, at: ThemeKeyPath([])) {
            let result = try F.apply(.set(path, to: value), to: document)
            F.expectOnlyChange(result, of: document, at: path, to: value)
            let written = String(decoding: document.bytes[value.byteRange], as: UTF8.self)
            if written == JSONWriter.write(value) {
                #expect(result.bytes == document.bytes, "\(name): \(path)")
            }
        }
    }

    @Test func aStyleEditLeavesTheOtherStylesByteForByte() throws {
        let document = try F.shippedDocument("default.json")
        let path = try F.path("styles.hwc.thumb.width")
        let result = try F.apply(.set(path, to: .string("40%")), to: document)
        F.expectOnlyChange(result, of: document, at: path, to: .string("40%"))
        #expect(F.text(result).contains(##""width": "40%","##))
        #expect(result.bytes.count == document.bytes.count)
    }

    /// Every scalar written in `node`, with its key path (`$schema` and `extends` included).
    static func leaves(_ node: JSONNode, at path: ThemeKeyPath) -> [(ThemeKeyPath, JSONNode)] {
        switch node.kind {
        case .object(let members):
            return members.flatMap { leaves($0.value, at: path.appending($0.key)) }
        case .array(let items):
            return items.indices.flatMap { leaves(items[$0], at: path.appending(.index($0))) }
        default:
            return [(path, node)]
        }
    }
}
