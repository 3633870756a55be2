/// An ordered JSON object with unique keys: setting a new key appends it, so a builder controls the order.
public struct JSONObject: Hashable, Sendable {
    /// One key and value of an object.
    public struct Member: Hashable, Sendable {
        public var key: String
        public var value: JSONValue

        public init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    public var members: [Member]

    public init(_ members: [Member] = []) {
        self.members = members
    }

    public var keys: [String] { members.map(\.key) }

    /// The value under `key`; setting nil removes the member, setting a new key appends it.
    public subscript(key: String) -> JSONValue? {
        get { members.first { $0.key == key }?.value }
        set {
            if let i = members.firstIndex(where: { $0.key == key }) {
                if let newValue { members[i].value = newValue } else { members.remove(at: i) }
            } else if let newValue {
                members.append(Member(key: key, value: newValue))
            }
        }
    }

    /// Renames `old` to `new` in place, keeping the member's position.
    public mutating func rename(_ old: String, to new: String) {
        guard let i = members.firstIndex(where: { $0.key == old }) else { return }
        members[i].key = new
    }
}
