import JSONKit

/// One replacement in a file's bytes: the bytes of `range` become `replacement`, every other byte stays.
/// The three edits of a JSON document, replace a value, insert a member and remove a member, are each
/// one splice worked out from the parser's byte ranges.
struct ByteSplice: Hashable, Sendable {
    let range: Range<Int>
    let replacement: [UInt8]

    /// `bytes` with the splice made.
    func applied(to bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        result.replaceSubrange(range, with: replacement)
        return result
    }

    /// Replaces the bytes of `old` (a value with its byte range) by `text`.
    static func replace(_ old: JSONNode, with text: String) -> ByteSplice {
        ByteSplice(range: old.byteRange, replacement: Array(text.utf8))
    }

    /// Adds the member `"key": value` (already written as `valueText`) to `object`: after its last member,
    /// on a line or at a spacing like that member's; in an empty object, between the braces, on a line of
    /// its own one step deeper when the braces are on different lines.
    static func insert(
        key: String, valueText: String, into object: JSONNode, bytes: [UInt8], layout: JSONTextLayout
    ) -> ByteSplice {
        let colon = String(decoding: layout.colon(inside: object, of: bytes), as: UTF8.self)
        let member = JSONWriter.quote(key) + colon + valueText
        guard case .object(let members) = object.kind, let last = members.last else {
            let inside = (object.byteRange.lowerBound + 1)..<(object.byteRange.upperBound - 1)
            let interior = bytes[inside]
            guard interior.contains(0x0A) else {
                let text = layout.spaced ? " " + member + " " : member
                return ByteSplice(range: inside, replacement: Array(text.utf8))
            }
            // The closing brace's indentation is the object's; the member goes one step deeper.
            let closingIndent = Array(interior.reversed().prefix { $0 == 0x20 || $0 == 0x09 }.reversed())
            let replacement =
                layout.newline + closingIndent + layout.indentUnit + Array(member.utf8) + layout.newline + closingIndent
            return ByteSplice(range: inside, replacement: replacement)
        }
        // The whitespace before the last key (a line break and indentation, or a space) goes before the new one.
        let keyStart = last.keyByteRange.lowerBound
        let leading = bytes[..<keyStart].reversed().prefix { Self.isWhitespace($0) }.count
        let whitespace = Array(bytes[(keyStart - leading)..<keyStart])
        let end = last.value.byteRange.upperBound
        return ByteSplice(range: end..<end, replacement: [UInt8(ascii: ",")] + whitespace + Array(member.utf8))
    }

    /// Removes the member at `index` of `members`, the members of `object`, with its comma and the
    /// whitespace that led to it, so the members around it keep their layout; the only member leaves `{}`.
    static func remove(memberAt index: Int, of members: [JSONMember], in object: JSONNode) -> ByteSplice {
        if members.count == 1 {
            let inside = (object.byteRange.lowerBound + 1)..<(object.byteRange.upperBound - 1)
            return ByteSplice(range: inside, replacement: [])
        }
        if index + 1 < members.count {
            return ByteSplice(
                range: members[index].keyByteRange.lowerBound..<members[index + 1].keyByteRange.lowerBound,
                replacement: [])
        }
        return ByteSplice(
            range: members[index - 1].value.byteRange.upperBound..<members[index].value.byteRange.upperBound,
            replacement: [])
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
