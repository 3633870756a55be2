/// Everything the reader can refuse, worded for either message style. The parser raises a problem with the
/// start of the token it was reading and the place it stopped; the style picks the place and the words.
enum JSONSyntaxProblem {
    case tooLarge(bytes: Int, limit: Int)
    /// A value was expected; `found` is nil at the end of the input.
    case expectedValue(found: UInt8?)
    case textAfterValue(found: UInt8?)
    case expectedKey(found: UInt8?)
    case expectedColon(found: UInt8?, key: String)
    case expectedObjectSeparator(found: UInt8?)
    case expectedArraySeparator(found: UInt8?)
    case tooDeep(limit: Int)
    case invalidLiteral(String)
    case missingDigit
    case missingFractionDigit
    case missingExponentDigit
    case numberFollowedBy(found: UInt8?)
    case numberTooLong
    case numberOutOfRange(String)
    case unterminatedString
    case invalidUTF8
    case controlCharacter(UInt8)
    case unterminatedEscape
    case invalidEscape(UInt8)
    case highSurrogateAlone(UInt16)
    case invalidLowSurrogate(high: UInt16)
    case lowSurrogateAlone(UInt16)
    case invalidHexDigits(atEnd: Bool)
    case duplicateKey(String, first: SourcePosition)

    /// Whether the message points at the token's start (else at the byte where reading stopped).
    func pointsAtTokenStart(_ style: JSONMessageStyle) -> Bool {
        switch self {
        case .invalidLiteral, .invalidEscape, .duplicateKey, .numberTooLong, .numberOutOfRange, .invalidUTF8:
            return true
        case .missingDigit, .missingFractionDigit, .missingExponentDigit, .numberFollowedBy, .unterminatedString,
            .unterminatedEscape, .highSurrogateAlone, .invalidLowSurrogate, .lowSurrogateAlone, .invalidHexDigits:
            return style == .document
        case .tooLarge, .expectedValue, .textAfterValue, .expectedKey, .expectedColon, .expectedObjectSeparator,
            .expectedArraySeparator, .tooDeep, .controlCharacter:
            return false
        }
    }

    func message(_ style: JSONMessageStyle) -> String {
        switch style {
        case .document: return documentMessage
        case .singleLine: return singleLineMessage ?? documentMessage
        }
    }

    private var documentMessage: String {
        switch self {
        case .tooLarge(let bytes, let limit): return "file is \(bytes) bytes, larger than the limit of \(limit) bytes"
        case .expectedValue(let found): return "unexpected \(Self.describe(found)), expected a value"
        case .textAfterValue(let found): return "unexpected \(Self.describe(found)) after the top-level value"
        case .expectedKey(let found): return "unexpected \(Self.describe(found)), expected a key in double quotes"
        case .expectedColon(let found, let key):
            return "unexpected \(Self.describe(found)), expected ':' after key \(Excerpt.quoted(key))"
        case .expectedObjectSeparator(let found):
            return "unexpected \(Self.describe(found)), expected ',' or '}' in object"
        case .expectedArraySeparator(let found):
            return "unexpected \(Self.describe(found)), expected ',' or ']' in array"
        case .tooDeep(let limit): return "nesting deeper than the limit of \(limit) levels"
        case .invalidLiteral(let word): return "invalid literal, expected '\(word)'"
        case .missingDigit: return "invalid number: expected a digit"
        case .missingFractionDigit: return "invalid number: expected a digit after '.'"
        case .missingExponentDigit: return "invalid number: expected a digit in the exponent"
        case .numberFollowedBy(let found): return "invalid number: unexpected \(Self.describe(found))"
        case .numberTooLong: return "number has more than 64 characters"
        case .numberOutOfRange(let text): return "number \(text) is out of range"
        case .unterminatedString: return "unterminated string"
        case .invalidUTF8: return "string is not valid UTF-8"
        case .controlCharacter(let byte): return "control character U+00\(Self.hex(byte)) in string; escape it"
        case .unterminatedEscape: return "unterminated escape"
        case .invalidEscape(let byte): return "invalid escape '\\\(Self.printable(byte))'"
        case .highSurrogateAlone(let unit), .invalidLowSurrogate(let unit):
            return "high surrogate \\u\(Self.hex16(unit)) without a low one"
        case .lowSurrogateAlone(let unit): return "low surrogate \\u\(Self.hex16(unit)) without a high one"
        case .invalidHexDigits: return "\\u must be followed by four hex digits"
        case .duplicateKey(let key, let first):
            return "duplicate key \(Excerpt.quoted(key)) (first at \(first.line):\(first.column))"
        }
    }

    /// The single-line wording; nil where it is the same as the document's.
    private var singleLineMessage: String? {
        switch self {
        case .expectedValue(nil): return "unexpected end of line: a value is missing"
        case .expectedValue(let found?): return "unexpected character '\(Self.show(found))': expected a value"
        case .textAfterValue: return "unexpected text after the end of the JSON value"
        case .expectedKey: return "expected a key in double quotes"
        case .expectedColon(_, let key): return "expected ':' after the key \(Excerpt.quoted(key))"
        case .expectedObjectSeparator(nil): return "unexpected end of line: the object is not closed with '}'"
        case .expectedObjectSeparator: return "expected ',' or '}' after an object member"
        case .expectedArraySeparator(nil): return "unexpected end of line: the array is not closed with ']'"
        case .expectedArraySeparator: return "expected ',' or ']' after an array element"
        case .tooDeep(let limit): return "nested more than \(limit) levels deep"
        case .invalidLiteral(let word): return "unknown word: expected \(word)"
        case .missingDigit: return "expected a digit"
        case .missingFractionDigit: return "expected a digit after '.'"
        case .missingExponentDigit: return "expected a digit in the exponent"
        case .unterminatedString: return "unexpected end of line: the string is not closed"
        case .controlCharacter: return "control character in a string (write it as an escape)"
        case .unterminatedEscape: return "unexpected end of line in an escape"
        case .invalidEscape(let byte): return "unknown escape '\\\(Self.show(byte))'"
        case .highSurrogateAlone: return "a high surrogate must be followed by a low one"
        case .invalidLowSurrogate: return "invalid low surrogate"
        case .lowSurrogateAlone: return "invalid unicode escape"
        case .invalidHexDigits(let atEnd):
            return atEnd ? "unexpected end of line in a \\u escape" : "expected four hex digits after \\u"
        case .duplicateKey(let key, _): return "duplicate key \(Excerpt.quoted(key))"
        case .tooLarge, .numberFollowedBy, .numberTooLong, .numberOutOfRange, .invalidUTF8: return nil
        }
    }

    private static func describe(_ byte: UInt8?) -> String {
        guard let byte else { return "end of file" }
        return "'\(printable(byte))'"
    }

    /// A byte as the document style shows it: itself when printable, else `\xHH`.
    private static func printable(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte) ? String(UnicodeScalar(byte)) : "\\x" + hex(byte)
    }

    /// A byte as the single-line style shows it: itself when printable, else `\u{h}`.
    private static func show(_ byte: UInt8) -> String {
        (0x20..<0x7F).contains(byte) ? String(UnicodeScalar(byte)) : "\\u{\(String(byte, radix: 16))}"
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
    }

    private static func hex16(_ unit: UInt16) -> String {
        hex(UInt8(unit >> 8)) + hex(UInt8(unit & 0xFF))
    }
}
