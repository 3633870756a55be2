import JSONKit

/// How a JSON file is laid out, read from the file itself so that text added to it looks like the text
/// around it: its line ending, its indentation step, what sits between a key and its value, and whether
/// inline objects and arrays have spaces (`{ "a": 1, "b": 2 }`) or not (`{"a":1,"b":2}`).
struct JSONTextLayout {
    /// `\n`, or `\r\n` when the file's first line ends so.
    let newline: [UInt8]
    /// The indentation of the file's first indented line (one level, in a formatted file); two spaces
    /// when no line is indented.
    let indentUnit: [UInt8]
    /// The bytes between the first key of the file and its value: `: `, `:`, ` : `.
    let colon: [UInt8]

    init(sniffing bytes: [UInt8], root: JSONNode) {
        var newline: [UInt8] = [0x0A]
        var indent: [UInt8] = Array("  ".utf8)
        if let lineFeed = bytes.firstIndex(of: 0x0A) {
            if lineFeed > 0, bytes[lineFeed - 1] == 0x0D { newline = [0x0D, 0x0A] }
        }
        var index = 0
        while let lineFeed = bytes[index...].firstIndex(of: 0x0A) {
            let run = bytes[(lineFeed + 1)...].prefix { $0 == 0x20 || $0 == 0x09 }
            let after = lineFeed + 1 + run.count
            if !run.isEmpty, after < bytes.count, bytes[after] != 0x0A, bytes[after] != 0x0D {
                indent = Array(run)
                break
            }
            index = lineFeed + 1
        }
        self.newline = newline
        indentUnit = indent
        colon = Self.firstMember(in: root).map { Self.colon(of: $0, in: bytes) } ?? Array(": ".utf8)
    }

    /// Whether inline text gets a space after commas and inside braces: when the key/value separator has one.
    var spaced: Bool { colon.last == 0x20 }

    /// The separator of `object`'s last member, or the file's when it has none.
    func colon(inside object: JSONNode, of bytes: [UInt8]) -> [UInt8] {
        guard case .object(let members) = object.kind, let last = members.last else { return colon }
        return Self.colon(of: last, in: bytes)
    }

    /// `value` on one line, laid out like the file: strings quoted as JSONKit quotes them (other
    /// scripts as they are), numbers as their literal, members in order.
    func inline(_ value: JSONNode, colon: [UInt8]) -> String {
        let separator = spaced ? ", " : ","
        let colonText = String(decoding: colon, as: UTF8.self)
        switch value.kind {
        case .array(let items):
            return "[" + items.map { inline($0, colon: colon) }.joined(separator: separator) + "]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            let body = members.map { JSONWriter.quote($0.key) + colonText + inline($0.value, colon: colon) }
                .joined(separator: separator)
            return spaced ? "{ " + body + " }" : "{" + body + "}"
        default:
            return JSONWriter.write(value)
        }
    }

    private static func colon(of member: JSONMember, in bytes: [UInt8]) -> [UInt8] {
        let between = member.keyByteRange.upperBound..<member.value.byteRange.lowerBound
        guard !between.isEmpty, between.upperBound <= bytes.count else { return Array(": ".utf8) }
        // Keep the colon's own line: a value on the next line gets `: ` rather than a line break.
        let text = Array(bytes[between])
        return text.contains(0x0A) || text.contains(0x0D) ? Array(": ".utf8) : text
    }

    private static func firstMember(in node: JSONNode) -> JSONMember? {
        switch node.kind {
        case .object(let members): return members.first
        case .array(let items): return items.lazy.compactMap { firstMember(in: $0) }.first
        default: return nil
        }
    }
}
