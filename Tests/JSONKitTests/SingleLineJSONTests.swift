import JSONKit
import Testing

@Suite struct SingleLineJSONTests {
    private let options = JSONReadOptions(
        limits: JSONLimits(maxBytes: Int.max, maxDepth: 64), acceptsNonFiniteNumbers: true, messageStyle: .singleLine)

    private func parse(_ text: String) throws(Diagnostic) -> JSONNode {
        try JSONParser.value(of: text, options: options)
    }

    @Test func readsNestedValuesInOrder() throws {
        let value = try parse(#" {"b":[1,-2.5e3,true,null],"a":{"s":"x\"y\u00e9\ud83d\ude00"}} "#)
        guard case .object = value.kind else {
            Issue.record("not an object")
            return
        }
        #expect(value.keys == ["b", "a"])
        #expect(
            value["b"]
                == .array([
                    .number(JSONNumber(literal: "1", double: 1)), .number(JSONNumber(literal: "-2.5e3", double: -2500)),
                    .bool(true), .null,
                ]))
        #expect(value["a"] == .object([JSONMember(key: "s", value: .string("x\"yé😀"))]))
    }

    @Test func wholeNumbersBeyondDoublePrecisionStayExact() throws {
        guard case .number(let n) = try parse("9007199254740993").kind else {
            Issue.record("not a number")
            return
        }
        #expect(n.int64 == 9_007_199_254_740_993)
    }

    @Test(arguments: [
        ("{\"a\":1,\"a\":2}", 8, "duplicate key \"a\""),
        ("[1,]", 4, "unexpected character ']': expected a value"),
        ("{\"a\":01}", 7, "expected ',' or '}' after an object member"),
        ("\"a\tb\"", 3, "control character in a string (write it as an escape)"),
        ("tru", 1, "unknown word: expected true"),
        ("{} x", 4, "unexpected text after the end of the JSON value"),
        ("\"\\q\"", 2, "unknown escape '\\q'"),
        ("1.", 3, "expected a digit after '.'"),
    ])
    func syntaxErrorsSayWhereAndWhat(text: String, column: Int, message: String) {
        #expect(throws: Diagnostic(file: "", line: 1, column: column, message: message)) {
            try parse(text)
        }
    }

    @Test func writesNumbersInTheirShortestExactForm() {
        #expect(JSONWriter.format(1) == "1")
        #expect(JSONWriter.format(-0.0) == "0")
        #expect(JSONWriter.format(0.1) == "0.1")
        #expect(JSONWriter.format(123.456) == "123.456")
        #expect(JSONWriter.format(1e20) == "1e+20")
        for value in [0.1, 1.0 / 3, 1e-7, 12_345.678_9, -2.5e300] {
            #expect(Double(JSONWriter.format(value)) == value)
        }
    }

    @Test func writtenStringsReadBack() throws {
        let text = "tab\tquote\"slash\\bell\u{7}é"
        let written = JSONWriter.write(.string(text))
        #expect(written == #""tab\tquote\"slash\\bell\u0007é""#)
        #expect(try parse(written) == .string(text))
    }
}
