/// A JSON number with the literal it was written as, so whole numbers (ticks, finger ids) convert
/// exactly even beyond 2^53, and a non-standard `NaN` or `Infinity` can be reported by name.
struct JSONNumber: Hashable, Sendable {
    let literal: String
    let double: Double

    init(literal: String, double: Double) {
        self.literal = literal
        self.double = double
    }

    init(_ value: Double) {
        self.init(literal: JSONWriter.format(value), double: value)
    }

    init(_ value: Int64) {
        self.init(literal: String(value), double: Double(value))
    }

    /// The value as a whole number when the literal is one (no fraction or exponent) and fits.
    var int64: Int64? {
        if let exact = Int64(literal) { return exact }
        guard double.isFinite, double.rounded() == double else { return nil }
        return Int64(exactly: double)
    }
}

/// A parsed JSON value. Objects keep their members in file order so a writer can emit a stable order.
enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// How the value is named in messages: "a string", "an object", ...
    var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// An ordered JSON object; keys are unique (the parser rejects duplicates).
struct JSONObject: Hashable, Sendable {
    var members: [JSONMember]

    init(_ members: [JSONMember] = []) {
        self.members = members
    }

    var keys: [String] { members.map(\.key) }

    subscript(key: String) -> JSONValue? {
        get { members.first { $0.key == key }?.value }
        set {
            if let i = members.firstIndex(where: { $0.key == key }) {
                if let newValue { members[i].value = newValue } else { members.remove(at: i) }
            } else if let newValue {
                members.append(JSONMember(key: key, value: newValue))
            }
        }
    }

    /// Renames `old` to `new` in place, keeping the member's position.
    mutating func rename(_ old: String, to new: String) {
        guard let i = members.firstIndex(where: { $0.key == old }) else { return }
        members[i].key = new
    }
}

/// One key and value of an object.
struct JSONMember: Hashable, Sendable {
    var key: String
    var value: JSONValue
}
