/// A JSON syntax error at a 1-based column of the line.
struct JSONSyntaxError: Error, Hashable, Sendable {
    let column: Int
    let message: String
}

/// Reads one JSON value from one line of text and says exactly where it went wrong. Besides standard JSON
/// it reads the bare words `NaN`, `Infinity` and `-Infinity` as numbers, so a scenario that holds them gets
/// a message about the coordinate rather than a syntax error.
struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private static let maxDepth = 64

    private init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// Parses `text` as exactly one JSON value (surrounding white space allowed).
    static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(text)
        parser.skipSpace()
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        if parser.index < parser.bytes.count {
            throw parser.error("unexpected text after the end of the JSON value")
        }
        return value
    }

    private func error(_ message: String, at position: Int? = nil) -> JSONSyntaxError {
        JSONSyntaxError(column: (position ?? index) + 1, message: message)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipSpace() {
        while let c = current, c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D { index += 1 }
    }

    private mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth < Self.maxDepth else { throw error("nested more than \(Self.maxDepth) levels deep") }
        guard let c = current else { throw error("unexpected end of line: a value is missing") }
        switch c {
        case UInt8(ascii: "{"): return .object(try object(depth: depth))
        case UInt8(ascii: "["): return .array(try array(depth: depth))
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try word("true", .bool(true))
        case UInt8(ascii: "f"): return try word("false", .bool(false))
        case UInt8(ascii: "n"): return try word("null", .null)
        case UInt8(ascii: "N"): return try word("NaN", .number(JSONNumber(literal: "NaN", double: .nan)))
        case UInt8(ascii: "I"):
            return try word("Infinity", .number(JSONNumber(literal: "Infinity", double: .infinity)))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("unexpected character '\(Self.show(c))': expected a value")
        }
    }

    private static func show(_ c: UInt8) -> String {
        c >= 0x20 && c < 0x7F ? String(UnicodeScalar(c)) : "\\u{\(String(c, radix: 16))}"
    }

    private mutating func word(_ text: String, _ result: JSONValue) throws(JSONSyntaxError) -> JSONValue {
        let start = index
        for expected in text.utf8 {
            guard current == expected else { throw error("unknown word: expected \(text)", at: start) }
            index += 1
        }
        return result
    }

    private mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONObject {
        index += 1
        var result = JSONObject()
        skipSpace()
        if current == UInt8(ascii: "}") {
            index += 1
            return result
        }
        while true {
            skipSpace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
            let keyStart = index
            let key = try string()
            if result[key] != nil { throw error("duplicate key \"\(key)\"", at: keyStart) }
            skipSpace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key \"\(key)\"") }
            index += 1
            skipSpace()
            result.members.append(JSONMember(key: key, value: try value(depth: depth + 1)))
            skipSpace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return result
            case nil: throw error("unexpected end of line: the object is not closed with '}'")
            default: throw error("expected ',' or '}' after an object member")
            }
        }
    }

    private mutating func array(depth: Int) throws(JSONSyntaxError) -> [JSONValue] {
        index += 1
        var result: [JSONValue] = []
        skipSpace()
        if current == UInt8(ascii: "]") {
            index += 1
            return result
        }
        while true {
            skipSpace()
            result.append(try value(depth: depth + 1))
            skipSpace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return result
            case nil: throw error("unexpected end of line: the array is not closed with ']'")
            default: throw error("expected ',' or ']' after an array element")
            }
        }
    }

    private mutating func string() throws(JSONSyntaxError) -> String {
        index += 1
        var out: [UInt8] = []
        while true {
            guard let c = current else { throw error("unexpected end of line: the string is not closed") }
            index += 1
            switch c {
            case UInt8(ascii: "\""):
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try escape(into: &out)
            case 0..<0x20:
                throw error("control character in a string (write it as an escape)", at: index - 1)
            default:
                out.append(c)
            }
        }
    }

    private mutating func escape(into out: inout [UInt8]) throws(JSONSyntaxError) {
        guard let c = current else { throw error("unexpected end of line in an escape") }
        index += 1
        switch c {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(c)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hex4()
            if (0xD800..<0xDC00).contains(scalar) {
                guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
                else { throw error("a high surrogate must be followed by a low one") }
                index += 2
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else { throw error("invalid low surrogate") }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw error("invalid unicode escape") }
            out.append(contentsOf: Array(String(Character(unicode)).utf8))
        default:
            throw error("unknown escape '\\\(Self.show(c))'", at: index - 2)
        }
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let c = current else { throw error("unexpected end of line in a \\u escape") }
            let digit: UInt32
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(c - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(c - UInt8(ascii: "A") + 10)
            default: throw error("expected four hex digits after \\u")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private mutating func number() throws(JSONSyntaxError) -> JSONNumber {
        let start = index
        if current == UInt8(ascii: "-") {
            index += 1
            if current == UInt8(ascii: "I") {
                _ = try word("Infinity", .null)
                return JSONNumber(literal: "-Infinity", double: -.infinity)
            }
        }
        guard let first = current, Self.isDigit(first) else { throw error("expected a digit") }
        index += 1
        if first != UInt8(ascii: "0") { skipDigits() }
        if current == UInt8(ascii: ".") {
            index += 1
            guard let c = current, Self.isDigit(c) else { throw error("expected a digit after '.'") }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard let c = current, Self.isDigit(c) else { throw error("expected a digit in the exponent") }
            skipDigits()
        }
        let literal = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let double = Double(literal) else { throw error("unreadable number \(literal)", at: start) }
        return JSONNumber(literal: literal, double: double)
    }

    private static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    private mutating func skipDigits() {
        while let c = current, Self.isDigit(c) { index += 1 }
    }
}
