/// A strict RFC 8259 JSON parser that keeps the line:column of every value and key, reports duplicate keys,
/// and refuses input past its size and depth caps. Recursion is bounded by the depth cap (never above 512),
/// so hostile input cannot overflow the stack.
public struct JSONParser {
    private let bytes: [UInt8]
    private let maxDepth: Int
    private var offset = 0
    private var line = 1
    private var column = 1
    private var issues: [JSONIssue] = []

    private init(bytes: [UInt8], limits: JSONLimits) {
        self.bytes = bytes
        self.maxDepth = min(max(1, limits.maxDepth), 512)
    }

    /// Parses UTF-8 `bytes` into a positioned value tree.
    public static func parse(_ bytes: [UInt8], limits: JSONLimits = .theme) -> JSONDocument {
        guard bytes.count <= limits.maxBytes else {
            let issue = JSONIssue(
                position: SourcePosition(line: 1, column: 1),
                message: "file is \(bytes.count) bytes, larger than the limit of \(limits.maxBytes) bytes")
            return JSONDocument(root: nil, issues: [issue])
        }
        var parser = JSONParser(bytes: bytes, limits: limits)
        return parser.run()
    }

    private mutating func run() -> JSONDocument {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        do throws(JSONIssue) {
            skipWhitespace()
            let root = try parseValue(depth: 1)
            skipWhitespace()
            if offset < bytes.count { throw failure("unexpected \(describeCurrent()) after the top-level value") }
            return JSONDocument(root: root, issues: issues)
        } catch {
            return JSONDocument(root: nil, issues: issues + [error])
        }
    }

    // MARK: - Values

    private mutating func parseValue(depth: Int) throws(JSONIssue) -> JSONNode {
        let start = position
        guard let byte = current else { throw failure("unexpected end of file, expected a value") }
        switch byte {
        case UInt8(ascii: "{"):
            return try parseObject(depth: depth, start: start)
        case UInt8(ascii: "["):
            return try parseArray(depth: depth, start: start)
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
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(.number(try parseNumber()), at: start)
        default:
            throw failure("unexpected \(describeCurrent()), expected a value")
        }
    }

    private mutating func parseObject(depth: Int, start: SourcePosition) throws(JSONIssue) -> JSONNode {
        try checkDepth(depth)
        advance()
        var members: [JSONMember] = []
        var firstSeen: [String: SourcePosition] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            advance()
            return JSONNode(.object(members), at: start)
        }
        while true {
            skipWhitespace()
            let keyPosition = position
            guard current == UInt8(ascii: "\"") else {
                throw failure("unexpected \(describeCurrent()), expected a key in double quotes")
            }
            let key = try parseString()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else {
                throw failure("unexpected \(describeCurrent()), expected ':' after key \"\(key)\"")
            }
            advance()
            skipWhitespace()
            let value = try parseValue(depth: depth + 1)
            if let first = firstSeen[key] {
                issues.append(
                    JSONIssue(
                        position: keyPosition,
                        message: "duplicate key \"\(key)\" (first at \(first.line):\(first.column))"))
            } else {
                firstSeen[key] = keyPosition
                members.append(JSONMember(key: key, keyPosition: keyPosition, value: value))
            }
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                advance()
            case UInt8(ascii: "}"):
                advance()
                return JSONNode(.object(members), at: start)
            default:
                throw failure("unexpected \(describeCurrent()), expected ',' or '}' in object")
            }
        }
    }

    private mutating func parseArray(depth: Int, start: SourcePosition) throws(JSONIssue) -> JSONNode {
        try checkDepth(depth)
        advance()
        var elements: [JSONNode] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            advance()
            return JSONNode(.array(elements), at: start)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                advance()
            case UInt8(ascii: "]"):
                advance()
                return JSONNode(.array(elements), at: start)
            default:
                throw failure("unexpected \(describeCurrent()), expected ',' or ']' in array")
            }
        }
    }

    private func checkDepth(_ depth: Int) throws(JSONIssue) {
        if depth > maxDepth { throw failure("nesting deeper than the limit of \(maxDepth) levels") }
    }

    private mutating func expectWord(_ word: String) throws(JSONIssue) {
        let start = position
        for byte in word.utf8 {
            guard current == byte else {
                throw JSONIssue(position: start, message: "invalid literal, expected '\(word)'")
            }
            advance()
        }
        if let next = current, Self.isWordByte(next) {
            throw JSONIssue(position: start, message: "invalid literal, expected '\(word)'")
        }
    }

    // MARK: - Numbers

    private mutating func parseNumber() throws(JSONIssue) -> Double {
        let start = position
        let first = offset
        if current == UInt8(ascii: "-") { advance() }
        if current == UInt8(ascii: "0") {
            advance()
        } else if !consumeDigits() {
            throw JSONIssue(position: start, message: "invalid number: expected a digit")
        }
        if current == UInt8(ascii: ".") {
            advance()
            if !consumeDigits() {
                throw JSONIssue(position: start, message: "invalid number: expected a digit after '.'")
            }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            if !consumeDigits() {
                throw JSONIssue(position: start, message: "invalid number: expected a digit in the exponent")
            }
        }
        if let next = current, Self.isWordByte(next) || next == UInt8(ascii: ".") {
            throw JSONIssue(position: start, message: "invalid number: unexpected \(describeCurrent())")
        }
        let text = String(decoding: bytes[first..<offset], as: UTF8.self)
        guard text.utf8.count <= 64 else {
            throw JSONIssue(position: start, message: "number has more than 64 characters")
        }
        guard let value = Double(text), value.isFinite else {
            throw JSONIssue(position: start, message: "number \(text) is out of range")
        }
        return value
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

    private mutating func parseString() throws(JSONIssue) -> String {
        let start = position
        advance()
        var out: [UInt8] = []
        while true {
            guard let byte = current else { throw JSONIssue(position: start, message: "unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                guard let text = String(validating: out, as: UTF8.self) else {
                    throw JSONIssue(position: start, message: "string is not valid UTF-8")
                }
                return text
            case UInt8(ascii: "\\"):
                try parseEscape(into: &out)
            case 0..<0x20:
                throw failure("control character U+00\(Self.hex(byte)) in string; escape it")
            default:
                out.append(byte)
                advance()
            }
        }
    }

    private mutating func parseEscape(into out: inout [UInt8]) throws(JSONIssue) {
        let start = position
        advance()
        guard let byte = current else { throw JSONIssue(position: start, message: "unterminated escape") }
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
        default:
            throw JSONIssue(position: start, message: "invalid escape '\\\(Self.printable(byte))'")
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
                throw JSONIssue(position: start, message: "high surrogate \\u\(Self.hex16(unit)) without a low one")
            }
            advance()
            advance()
            let low = try parseHex4(escapeStart: start)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw JSONIssue(position: start, message: "high surrogate \\u\(Self.hex16(unit)) without a low one")
            }
            scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
        case 0xDC00...0xDFFF:
            throw JSONIssue(position: start, message: "low surrogate \\u\(Self.hex16(unit)) without a high one")
        default:
            scalarValue = UInt32(unit)
        }
        guard let scalar = Unicode.Scalar(scalarValue) else {
            throw JSONIssue(position: start, message: "invalid Unicode escape")
        }
        out.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    private mutating func parseHex4(escapeStart: SourcePosition) throws(JSONIssue) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexDigit(byte) else {
                throw JSONIssue(position: escapeStart, message: "\\u must be followed by four hex digits")
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

    private func failure(_ message: String) -> JSONIssue {
        JSONIssue(position: position, message: message)
    }

    private func describeCurrent() -> String {
        guard let byte = current else { return "end of file" }
        return "'\(Self.printable(byte))'"
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }

    private static func printable(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte) ? String(UnicodeScalar(byte)) : "\\x" + hex(byte)
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
    }

    private static func hex16(_ unit: UInt16) -> String {
        hex(UInt8(unit >> 8)) + hex(UInt8(unit & 0xFF))
    }
}
