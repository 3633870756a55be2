import Foundation
import JSONKit
import Testing

@testable import Themes

/// Keeps Assets/themes/theme.schema.json and the decoder's key table in step: the same keys for every
/// object kind, the same numeric ranges and the same defaults.
@Suite struct SchemaSyncTests {
    private static func schema() throws -> JSONNode {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: ShippedThemes.path("theme.schema.json"))))
        return try #require(JSONParser.parse(bytes).root)
    }

    private static func member(_ node: JSONNode?, _ key: String) -> JSONNode? {
        guard case .object(let members)? = node?.kind else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The `properties` object of a section: the root's, or `$defs.<name>`'s.
    private static func properties(_ schema: JSONNode, _ section: ThemeSection) -> [JSONMember] {
        let object = section == .root ? schema : member(member(schema, "$defs"), section.rawValue)
        guard case .object(let members)? = member(object, "properties")?.kind else { return [] }
        return members
    }

    /// The first `minimum`/`maximum` pair anywhere inside `node` (through prefixItems and oneOf).
    private static func range(in node: JSONNode) -> ClosedRange<Double>? {
        if case .number(let low)? = member(node, "minimum")?.kind,
            case .number(let high)? = member(node, "maximum")?.kind
        {
            return low.double...high.double
        }
        switch node.kind {
        case .object(let members): return members.lazy.compactMap { range(in: $0.value) }.first
        case .array(let items): return items.lazy.compactMap { range(in: $0) }.first
        default: return nil
        }
    }

    @Test(arguments: ThemeSection.allCases)
    func keysMatch(_ section: ThemeSection) throws {
        let keys = Self.properties(try Self.schema(), section).map(\.key)
        #expect(Set(keys) == Set(section.keyNames))
        #expect(keys.count == section.keyNames.count)
    }

    @Test(arguments: ThemeSection.allCases)
    func rangesAndDefaultsMatch(_ section: ThemeSection) throws {
        let properties = Self.properties(try Self.schema(), section)
        for field in section.fields {
            let property = try #require(properties.first { $0.key == field.name }?.value)
            // controlPoints has a range per element (x 0...1, y -2...3), checked by the decoder itself.
            if field.name != "controlPoints" {
                #expect(Self.range(in: property) == field.range, "range of \(section.rawValue).\(field.name)")
            }
            let schemaDefault = Self.member(property, "default").map { Self.strip($0) }
            #expect(
                schemaDefault == field.defaultNode.map { Self.strip($0) },
                "default of \(section.rawValue).\(field.name)")
        }
    }

    @Test(arguments: ThemeSection.allCases)
    func choicesMatch(_ section: ThemeSection) throws {
        let properties = Self.properties(try Self.schema(), section)
        for field in section.fields {
            let property = try #require(properties.first { $0.key == field.name }?.value)
            var schemaChoices: [String] = []
            if case .array(let items)? = Self.member(property, "enum")?.kind {
                schemaChoices = items.compactMap { if case .string(let text) = $0.kind { text } else { nil } }
            }
            #expect(schemaChoices == field.choices, "choices of \(section.rawValue).\(field.name)")
        }
    }

    @Test func everyObjectOfTheSchemaForbidsOtherKeys() throws {
        let schema = try Self.schema()
        for section in ThemeSection.allCases {
            let object = section == .root ? schema : Self.member(Self.member(schema, "$defs"), section.rawValue)
            #expect(Self.member(object, "additionalProperties")?.kind == .bool(false), "\(section.rawValue)")
        }
    }

    /// The value without positions, for comparing JSON from different files.
    private static func strip(_ node: JSONNode) -> JSONNode {
        let origin = SourcePosition(line: 0, column: 0)
        switch node.kind {
        case .array(let items): return JSONNode(.array(items.map(strip)), at: origin)
        case .object(let members):
            return JSONNode(
                .object(members.map { JSONMember(key: $0.key, keyPosition: origin, value: strip($0.value)) }),
                at: origin)
        default: return JSONNode(node.kind, at: origin)
        }
    }
}
