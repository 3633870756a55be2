import JSONKit
import TestSupport
import Testing

@Suite struct JSONParserTests {
    private func parse(_ text: String, limits: JSONLimits = .standard) -> JSONDocument {
        JSONParser.parse(Array(text.utf8), limits: limits)
    }

    @Test func valuesAndKeysCarryTheirLineAndColumn() throws {
        let document = parse("{\n  \"a\": [1, true],\n  \"ü\": \"x\"\n}")
        guard case .object(let members)? = document.root?.kind else {
            Issue.record("no object")
            return
        }
        #expect(members.map(\.keyPosition) == [SourcePosition(line: 2, column: 3), SourcePosition(line: 3, column: 3)])
        #expect(members[0].value.position == SourcePosition(line: 2, column: 8))
        #expect(members[1].value.position == SourcePosition(line: 3, column: 8))
        guard case .array(let items) = members[0].value.kind else {
            Issue.record("no array")
            return
        }
        #expect(items.map(\.position) == [SourcePosition(line: 2, column: 9), SourcePosition(line: 2, column: 12)])
    }

    @Test func escapesAndSurrogatePairsDecode() {
        let document = parse(#""a\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00""#)
        #expect(document.root?.kind == .string("a\"\\/\u{8}\u{c}\n\r\té😀"))
    }

    @Test(arguments: [
        (#"{"a": 1,}"#, 1, 9, "unexpected '}', expected a key in double quotes"),
        ("[1 2]", 1, 4, "unexpected '2', expected ',' or ']' in array"),
        (#""\ud800x""#, 1, 2, "high surrogate \\uD800 without a low one"),
        (#""\udc00""#, 1, 2, "low surrogate \\uDC00 without a high one"),
        ("01", 1, 1, "invalid number: unexpected '1'"),
        ("1e999", 1, 1, "number 1e999 is out of range"),
        ("-", 1, 1, "invalid number: expected a digit"),
        ("\"a\nb\"", 1, 3, "control character U+000A in string; escape it"),
        ("\"abc", 1, 1, "unterminated string"),
        ("nul", 1, 1, "invalid literal, expected 'null'"),
        ("{} x", 1, 4, "unexpected 'x' after the top-level value"),
        ("", 1, 1, "unexpected end of file, expected a value"),
        (#""\x""#, 1, 2, "invalid escape '\\x'"),
    ])
    func syntaxErrorsNameTheirPlace(_ text: String, _ line: Int, _ column: Int, _ message: String) {
        let document = parse(text)
        #expect(document.root == nil)
        #expect(document.issues == [Diagnostic(file: "", line: line, column: column, message: message)])
    }

    @Test func duplicateKeysAreReportedAndTheFirstKept() {
        let document = parse("{\"a\": 1,\n \"a\": 2}")
        #expect(
            document.root?.kind
                == .object([
                    JSONMember(
                        key: "a", keyPosition: SourcePosition(line: 1, column: 2),
                        value: JSONNode(.number(1), at: SourcePosition(line: 1, column: 7)))
                ]))
        #expect(document.issues.map(\.message) == ["duplicate key \"a\" (first at 1:2)"])
        #expect(document.issues.first.map { [$0.line, $0.column] } == [2, 2])
    }

    @Test func nestingPastTheCapIsRefusedWithoutRecursingFurther() {
        let deep = String(repeating: "[", count: 100_000)
        let document = parse(deep)
        #expect(document.root == nil)
        #expect(document.issues.first?.message == "nesting deeper than the limit of 32 levels")
        #expect(document.issues.first.map { [$0.line, $0.column] } == [1, 33])
        #expect(parse(String(repeating: "[", count: 32) + String(repeating: "]", count: 32)).root != nil)
    }

    /// The parser keeps open containers on its own stack: the largest cap (512) on a 32 KiB thread, and
    /// objects and arrays mixed, read with every value's place and bytes.
    @Test func nestingAtTheLargestCapNeedsNoCallStack() {
        let depth = 512
        let text = String(repeating: #"{"k": ["#, count: depth / 2) + "7" + String(repeating: "]}", count: depth / 2)
        let limits = JSONLimits(maxBytes: 1 << 20, maxDepth: depth)
        let document = onSmallStack(bytes: 32 << 10) { JSONParser.parse(Array(text.utf8), limits: limits) }
        #expect(document.issues.isEmpty)
        var node = document.root
        var levels = 0
        while let current = node {
            switch current.kind {
            case .object(let members): node = members.first?.value
            case .array(let items): node = items.first
            default:
                #expect(current.kind == .number(7))
                #expect(current.position == SourcePosition(line: 1, column: 1 + 7 * depth / 2))
                #expect(current.byteRange == (7 * depth / 2)..<(7 * depth / 2 + 1))
                node = nil
                continue
            }
            levels += 1
        }
        #expect(levels == depth)
        let tooDeep = onSmallStack(bytes: 32 << 10) {
            JSONParser.parse(Array(("[" + text + "]").utf8), limits: limits)
        }
        #expect(tooDeep.issues.map(\.message) == ["nesting deeper than the limit of 512 levels"])
    }

    @Test func inputPastTheSizeCapIsRefusedBeforeParsing() {
        let document = parse("[1, 2, 3]", limits: JSONLimits(maxBytes: 4, maxDepth: 8))
        #expect(document.issues.first?.message == "file is 9 bytes, larger than the limit of 4 bytes")
    }

    @Test func invalidUTF8InsideAStringIsAnError() {
        let document = JSONParser.parse([0x22, 0xFF, 0x22])
        #expect(document.issues.first?.message == "string is not valid UTF-8")
    }
}
