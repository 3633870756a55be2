import JSONKit
import Testing

@Suite struct JSONNodeTests {
    @Test func nonFiniteNumbersAreReadOnlyWhenAsked() throws {
        let lenient = JSONReadOptions(acceptsNonFiniteNumbers: true)
        let value = try JSONParser.value(of: "[NaN, Infinity, -Infinity, 1e999]", options: lenient)
        guard case .array(let items) = value.kind else {
            Issue.record("not an array")
            return
        }
        let literals = items.compactMap { item -> String? in
            guard case .number(let n) = item.kind, !n.double.isFinite else { return nil }
            return n.literal
        }
        #expect(literals == ["NaN", "Infinity", "-Infinity", "1e999"])
        let strict = JSONParser.parse(Array("NaN".utf8))
        #expect(strict.issues.map(\.message) == ["unexpected 'N', expected a value"])
    }

    @Test func positionsAreNotPartOfTheValueAndOrderIsKept() throws {
        let root = try #require(JSONParser.parse(Array(#"{"z": [1, "a"], "b": null}"#.utf8)).root)
        let expected = JSONNode.object([
            JSONMember(key: "z", value: .array([.number(1), .string("a")])),
            JSONMember(key: "b", value: .null),
        ])
        #expect(root == expected)
        #expect(root.keys == ["z", "b"])
        #expect(root["z"]?.position == SourcePosition(line: 1, column: 7))
    }

    @Test func byteRangesCoverEachValueAndKeyExactly() throws {
        // A byte order mark and a two-byte character before the values: ranges count bytes, not columns.
        let text = "\u{FEFF}{ \"é\": [1, true],\r\n \"k\" :\"x\\n\" }"
        let bytes = Array(text.utf8)
        let root = try #require(JSONParser.parse(bytes).root)
        func slice(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        guard case .object(let members) = root.kind, case .array(let items) = members[0].value.kind else {
            Issue.record("unexpected shape")
            return
        }
        #expect(slice(root.byteRange) == "{ \"é\": [1, true],\r\n \"k\" :\"x\\n\" }")
        #expect(slice(members[0].keyByteRange) == "\"é\"")
        #expect(slice(members[0].value.byteRange) == "[1, true]")
        #expect(items.map { slice($0.byteRange) } == ["1", "true"])
        #expect(slice(members[1].keyByteRange) == "\"k\"")
        #expect(slice(members[1].value.byteRange) == "\"x\\n\"")
        #expect(JSONNode.string("x").byteRange == 0..<0)
    }

    @Test func objectsRenameInPlaceAndAppendNewKeys() {
        var object = JSONNode.object([JSONMember(key: "t", value: .number(1))])
        object["type"] = .string("down")
        object.rename("t", to: "tick")
        object["gone"] = nil
        #expect(object.keys == ["tick", "type"])
        #expect(JSONWriter.write(object) == #"{"tick":1,"type":"down"}"#)
    }

    @Test func theBuilderWritesMembersInOrderAndNullForNonFinite() {
        var builder = JSONObjectBuilder()
        builder.add("event", "tap \"x\"")
        builder.add("at", 1.5)
        builder.add("bad", Double.nan)
        builder.add("n", 3)
        builder.add("on", true)
        builder.addRaw("size", "[1,2]")
        #expect(builder.line == #"{"event":"tap \"x\"","at":1.5,"bad":null,"n":3,"on":true,"size":[1,2]}"#)
    }
}
