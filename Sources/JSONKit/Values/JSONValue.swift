/// A JSON value without positions, for building, rewriting and writing. Objects keep their members in order
/// so a writer can emit a stable order.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// The value of a parsed tree, without its positions.
    public init(_ node: JSONNode) {
        switch node.kind {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        case .number(let n): self = .number(n)
        case .string(let s): self = .string(s)
        case .array(let items): self = .array(items.map(JSONValue.init))
        case .object(let members):
            self = .object(JSONObject(members.map { JSONObject.Member(key: $0.key, value: JSONValue($0.value)) }))
        }
    }

    /// How the value is named in messages: "a string", "an object", ...
    public var kindName: String {
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
