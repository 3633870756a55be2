/// A strict RFC 8259 JSON parser that keeps the line:column and byte range of every value and key, reports
/// duplicate keys, and refuses input past its size and depth caps. Nesting is read with an explicit stack,
/// not recursion, so no input can overflow the call stack. Options add the non-finite number words and pick
/// the wording.
package struct JSONParser {
    private let bytes: [UInt8]
    private let maxDepth: Int
    private let options: JSONReadOptions
    private let file: String
    private var offset = 0
    private var line = 1
    private var column = 1
    private var issues: [Diagnostic] = []

    private init(bytes: [UInt8], options: JSONReadOptions, file: String) {
        self.bytes = bytes
        self.options = options
        self.file = file
        // The tree's later walks (equality, writing) recurse, so the tree itself stays shallow.
        self.maxDepth = min(max(1, options.limits.maxDepth), 512)
    }

    /// Parses UTF-8 `bytes` into a positioned value tree; `file` names the input in diagnostics.
    package static func parse(_ bytes: [UInt8], options: JSONReadOptions = JSONReadOptions(), file: String = "")
        -> JSONDocument
    {
        var parser = JSONParser(bytes: bytes, options: options, file: file)
        do throws(Diagnostic) {
            let root = try parser.parseDocument()
            return JSONDocument(root: root, issues: parser.issues)
        } catch {
            return JSONDocument(root: nil, issues: parser.issues + [error])
        }
    }

    /// Parses UTF-8 `bytes` with the given caps and the document wording.
    package static func parse(_ bytes: [UInt8], limits: JSONLimits, file: String = "") -> JSONDocument {
        parse(bytes, options: JSONReadOptions(limits: limits), file: file)
    }

    /// Parses `text` as one value and throws the first problem, a duplicate key included: for formats that
    /// stop at the first error of a line. Positions count from the start of `text`.
    package static func value(of text: String, options: JSONReadOptions, file: String = "") throws(Diagnostic)
        -> JSONNode
    {
        var parser = JSONParser(bytes: Array(text.utf8), options: options, file: file)
        let root: JSONNode
        do throws(Diagnostic) {
            root = try parser.parseDocument()
        } catch {
            throw parser.issues.first ?? error
        }
        if let first = parser.issues.first { throw first }
        return root
    }

    /// The top-level value; duplicate keys are collected in `issues`.
    private mutating func parseDocument() throws(Diagnostic) -> JSONNode {
        guard bytes.count <= options.limits.maxBytes else {
            throw failure(.tooLarge(bytes: bytes.count, limit: options.limits.maxBytes))
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        skipWhitespace()
        let root = try parseValue()
        skipWhitespace()
        if offset < bytes.count { throw failure(.textAfterValue(found: current)) }
        return root
    }

    // MARK: - Values

    /// An array or object whose members are still being read. The parser keeps these on an explicit stack
    /// instead of recursing, so how deep a file nests decides the stack's count, never the call stack's
    /// depth (a C host's thread may have a small one).
    private struct OpenContainer {
        let isObject: Bool
        let start: SourcePosition
        let firstByte: Int
        var elements: [JSONNode] = []
        var members: [JSONMember] = []
        var firstSeen: [String: SourcePosition] = [:]
        var key: (name: String, position: SourcePosition, bytes: Range<Int>)?

        init(isObject: Bool, start: SourcePosition, firstByte: Int) {
            self.isObject = isObject
            self.start = start
            self.firstByte = firstByte
        }

        /// The byte that ends it.
        var closer: UInt8 { isObject ? UInt8(ascii: "}") : UInt8(ascii: "]") }

        func node(endingAt end: Int) -> JSONNode {
            JSONNode(isObject ? .object(members) : .array(elements), at: start, bytes: firstByte..<end)
        }
    }

    /// One value, nested arrays and objects included: each turn reads a scalar or opens a container, then
    /// hands the finished value to the containers it completes until one expects another member.
    private mutating func parseValue() throws(Diagnostic) -> JSONNode {
        var open: [OpenContainer] = []
        while true {
            let first = offset
            let start = position
            var value: JSONNode
            if let opener = current, opener == UInt8(ascii: "{") || opener == UInt8(ascii: "[") {
                if open.count >= maxDepth { throw failure(.tooDeep(limit: maxDepth)) }
                var container = OpenContainer(isObject: opener == UInt8(ascii: "{"), start: start, firstByte: first)
                advance()
                skipWhitespace()
                guard current != container.closer else {
                    advance()
                    value = container.node(endingAt: offset)
                    try close(&open, with: &value)
                    if open.isEmpty { return value }
                    continue
                }
                if container.isObject { try readKey(into: &container) }
                open.append(container)
                continue
            }
            value = try parseScalar()
            value.byteRange = first..<offset
            try close(&open, with: &value)
            if open.isEmpty { return value }
        }
    }

    /// Adds `value` to the innermost open container and reads what follows it: a comma leaves that
    /// container open (and, in an object, reads the next key); a closing bracket finishes it, and the
    /// finished container is added to the one around it in turn. Returns with `open` empty and `value` the
    /// whole document, or with the container that expects its next member on top.
    private mutating func close(_ open: inout [OpenContainer], with value: inout JSONNode) throws(Diagnostic) {
        while var container = open.popLast() {
            if let key = container.key {
                if let first = container.firstSeen[key.name] {
                    issues.append(failure(.duplicateKey(key.name, first: first), token: key.position))
                } else {
                    container.firstSeen[key.name] = key.position
                    container.members.append(
                        JSONMember(key: key.name, keyPosition: key.position, keyBytes: key.bytes, value: value))
                }
                container.key = nil
            } else {
                container.elements.append(value)
            }
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                advance()
                skipWhitespace()
                if container.isObject { try readKey(into: &container) }
                open.append(container)
                return
            }
            guard current == container.closer else {
                throw failure(
                    container.isObject
                        ? .expectedObjectSeparator(found: current) : .expectedArraySeparator(found: current))
            }
            advance()
            value = container.node(endingAt: offset)
        }
    }

    /// A member's key and its colon, leaving the cursor at the member's value.
    private mutating func readKey(into container: inout OpenContainer) throws(Diagnostic) {
        let keyPosition = position
        let keyStart = offset
        guard current == UInt8(ascii: "\"") else { throw failure(.expectedKey(found: current)) }
        let key = try parseString()
        let keyBytes = keyStart..<offset
        skipWhitespace()
        guard current == UInt8(ascii: ":") else { throw failure(.expectedColon(found: current, key: key)) }
        advance()
        skipWhitespace()
        container.key = (key, keyPosition, keyBytes)
    }

    /// A string, number or literal starting here, without its byte range.
    private mutating func parseScalar() throws(Diagnostic) -> JSONNode {
        let start = position
        guard let byte = current else { throw failure(.expectedValue(found: nil)) }
        switch byte {
        case UInt8(ascii: "\""):
            return JSONNode(.string(try parseString()), at: start)
        case UInt8(ascii: "t"):
            try expectWord("true")
            return JSONNode(.bool(true), at: start)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return JSONNode(.bool(false), at: start)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return JSONNode(.null, at: start)
        case UInt8(ascii: "N") where options.acceptsNonFiniteNumbers:
            try expectWord("NaN")
            return JSONNode(.number(JSONNumber(literal: "NaN", double: .nan)), at: start)
        case UInt8(ascii: "I") where options.acceptsNonFiniteNumbers:
            try expectWord("Infinity")
            return JSONNode(.number(JSONNumber(literal: "Infinity", double: .infinity)), at: start)
        case UInt8(ascii: "-") where options.acceptsNonFiniteNumbers && peek(1) == UInt8(ascii: "I"):
            try expectWord("-Infinity")
            return JSONNode(.number(JSONNumber(literal: "-Infinity", double: -.infinity)), at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(.number(try parseNumber()), at: start)
        default:
            throw failure(.expectedValue(found: byte))
        }
    }

    private mutating func expectWord(_ word: String) throws(Diagnostic) {
        let start = position
        for byte in word.utf8 {
            guard current == byte else { throw failure(.invalidLiteral(word), token: start) }
            advance()
        }
        if let next = current, Self.isWordByte(next) { throw failure(.invalidLiteral(word), token: start) }
    }

    // MARK: - Numbers

    private mutating func parseNumber() throws(Diagnostic) -> JSONNumber {
        let start = position
        let first = offset
        if current == UInt8(ascii: "-") { advance() }
        if current == UInt8(ascii: "0") {
            advance()
        } else if !consumeDigits() {
            throw failure(.missingDigit, token: start)
        }
        if current == UInt8(ascii: ".") {
            advance()
            if !consumeDigits() { throw failure(.missingFractionDigit, token: start) }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            if !consumeDigits() { throw failure(.missingExponentDigit, token: start) }
        }
        // A single line leaves what follows the digits to the enclosing value's message.
        if options.messageStyle == .document, let next = current,
            Self.isWordByte(next) || next == UInt8(ascii: ".")
        {
            throw failure(.numberFollowedBy(found: next), token: start)
        }
        let text = String(decoding: bytes[first..<offset], as: UTF8.self)
        guard text.utf8.count <= 64 else { throw failure(.numberTooLong, token: start) }
        guard let value = Double(text), value.isFinite || options.acceptsNonFiniteNumbers else {
            throw failure(.numberOutOfRange(text), token: start)
        }
        return JSONNumber(literal: text, double: value)
    }

    /// Consumes a run of digits; false when there was none.
    private mutating func consumeDigits() -> Bool {
        var any = false
        while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
            advance()
            any = true
        }
        return any
    }

    // MARK: - Strings

    private mutating func parseString() throws(Diagnostic) -> String {
        let start = position
        advance()
        var out: [UInt8] = []
        while true {
            guard let byte = current else { throw failure(.unterminatedString, token: start) }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                guard let text = String(validating: out, as: UTF8.self) else {
                    throw failure(.invalidUTF8, token: start)
                }
                return text
            case UInt8(ascii: "\\"):
                try parseEscape(into: &out)
            case 0..<0x20:
                throw failure(.controlCharacter(byte))
            default:
                out.append(byte)
                advance()
            }
        }
    }

    private mutating func parseEscape(into out: inout [UInt8]) throws(Diagnostic) {
        let start = position
        advance()
        guard let byte = current else { throw failure(.unterminatedEscape, token: start) }
        advance()
        let simple: UInt8?
        switch byte {
        case UInt8(ascii: "\""): simple = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): simple = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): simple = UInt8(ascii: "/")
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): simple = nil
        default: throw failure(.invalidEscape(byte), token: start)
        }
        if let simple {
            out.append(simple)
            return
        }
        let unit = try parseHex4(escapeStart: start)
        let scalarValue: UInt32
        switch unit {
        case 0xD800...0xDBFF:
            guard current == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") else {
                throw failure(.highSurrogateAlone(unit), token: start)
            }
            advance()
            advance()
            let low = try parseHex4(escapeStart: start)
            guard (0xDC00...0xDFFF).contains(low) else { throw failure(.invalidLowSurrogate(high: unit), token: start) }
            scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
        case 0xDC00...0xDFFF:
            throw failure(.lowSurrogateAlone(unit), token: start)
        default:
            scalarValue = UInt32(unit)
        }
        // Every value left here (a BMP scalar outside the surrogates, or a decoded pair) is a valid scalar.
        let scalar = Unicode.Scalar(scalarValue) ?? "\u{FFFD}"
        out.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    private mutating func parseHex4(escapeStart: SourcePosition) throws(Diagnostic) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexDigit(byte) else {
                throw failure(.invalidHexDigits(atEnd: current == nil), token: escapeStart)
            }
            value = value << 4 | UInt16(digit)
            advance()
        }
        return value
    }

    // MARK: - Cursor

    private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private func peek(_ distance: Int) -> UInt8? {
        offset + distance < bytes.count ? bytes[offset + distance] : nil
    }

    private var position: SourcePosition { SourcePosition(line: line, column: column) }

    /// Moves past one byte, counting lines and (for non-continuation bytes) columns.
    private mutating func advance() {
        guard offset < bytes.count else { return }
        let byte = bytes[offset]
        offset += 1
        if byte == 0x0A {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    private mutating func skipWhitespace() {
        while let byte = current,
            byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
        {
            advance()
        }
    }

    /// The issue for `problem`, placed at `token` (the start of what was being read) or here, as the
    /// message style wants.
    private func failure(_ problem: JSONSyntaxProblem, token: SourcePosition? = nil) -> Diagnostic {
        let style = options.messageStyle
        let place = problem.pointsAtTokenStart(style) ? (token ?? position) : position
        return Diagnostic(file: file, at: place, message: problem.message(style))
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
