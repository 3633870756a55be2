/// A JSON value that remembers where it was read, so every later check can point at it: the one value
/// tree for reading, rewriting and writing. Built values sit at `SourcePosition.start` with an empty byte
/// range; positions are not part of the value, so two nodes are equal when their values are, wherever
/// they came from.
package struct JSONNode: Hashable, Sendable {
    /// The value's kind and content.
    package enum Kind: Hashable, Sendable {
        case null
        case bool(Bool)
        case number(JSONNumber)
        case string(String)
        case array([JSONNode])
        case object([JSONMember])
    }

    package var kind: Kind
    package var position: SourcePosition
    /// The bytes the value was read from, as offsets into the parsed input (a byte order mark counts):
    /// from its first byte (a quote, a bracket, a digit) to just past its last. Empty at 0 for a value
    /// built in code. A tool that rewrites a file in place replaces exactly these bytes.
    package var byteRange: Range<Int>

    package init(_ kind: Kind, at position: SourcePosition = .start, bytes byteRange: Range<Int> = 0..<0) {
        self.kind = kind
        self.position = position
        self.byteRange = byteRange
    }

    package static func == (lhs: JSONNode, rhs: JSONNode) -> Bool {
        lhs.kind == rhs.kind
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
    }

    package static let null = JSONNode(.null)

    package static func bool(_ value: Bool) -> JSONNode { JSONNode(.bool(value)) }

    package static func number(_ value: JSONNumber) -> JSONNode { JSONNode(.number(value)) }

    package static func string(_ value: String) -> JSONNode { JSONNode(.string(value)) }

    package static func array(_ elements: [JSONNode]) -> JSONNode { JSONNode(.array(elements)) }

    package static func object(_ members: [JSONMember]) -> JSONNode { JSONNode(.object(members)) }

    /// A short name of the kind for messages: "a string", "an object", ...
    package var kindDescription: String {
        switch kind {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    // MARK: - Objects

    /// An object's keys in order; empty for any other kind.
    package var keys: [String] {
        guard case .object(let members) = kind else { return [] }
        return members.map(\.key)
    }

    /// An object's value under `key`; nil when absent or not an object. Setting nil removes the member,
    /// setting a new key appends it, so a writer controls the order.
    package subscript(key: String) -> JSONNode? {
        get {
            guard case .object(let members) = kind else { return nil }
            return members.first { $0.key == key }?.value
        }
        set {
            guard case .object(var members) = kind else { return }
            if let i = members.firstIndex(where: { $0.key == key }) {
                if let newValue { members[i].value = newValue } else { members.remove(at: i) }
            } else if let newValue {
                members.append(JSONMember(key: key, value: newValue))
            }
            kind = .object(members)
        }
    }

    /// Renames an object's `old` key to `new` in place, keeping the member's position.
    package mutating func rename(_ old: String, to new: String) {
        guard case .object(var members) = kind, let i = members.firstIndex(where: { $0.key == old }) else { return }
        members[i].key = new
        kind = .object(members)
    }
}

/// One `"key": value` pair of an object, in file order, with the key's own position (not part of the
/// member's value, as for nodes).
package struct JSONMember: Hashable, Sendable {
    package var key: String
    package var keyPosition: SourcePosition
    /// The bytes of the key's string literal, quotes included, as offsets into the parsed input; empty at
    /// 0 for a member built in code.
    package var keyByteRange: Range<Int>
    package var value: JSONNode

    package init(
        key: String, keyPosition: SourcePosition = .start, keyBytes keyByteRange: Range<Int> = 0..<0, value: JSONNode
    ) {
        self.key = key
        self.keyPosition = keyPosition
        self.keyByteRange = keyByteRange
        self.value = value
    }

    package static func == (lhs: JSONMember, rhs: JSONMember) -> Bool {
        lhs.key == rhs.key && lhs.value == rhs.value
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(value)
    }
}
