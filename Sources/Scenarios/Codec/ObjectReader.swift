import JSONKit

/// Reads the members of one JSON object by key, remembering which were used so that the rest can be
/// reported as unknown. Messages name the key path (`window.points`) and what the object is.
struct ObjectReader {
    let object: JSONObject
    /// The key path of this object ("" at the top of a line).
    let path: String
    /// How messages name the object: "the header", "a down event".
    let what: String
    private var used: Set<String> = []

    init(_ object: JSONObject, path: String = "", what: String) {
        self.object = object
        self.path = path
        self.what = what
    }

    func keyPath(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    mutating func optional(_ key: String) -> JSONValue? {
        used.insert(key)
        return object[key]
    }

    mutating func required(_ key: String) throws(ScenarioLineError) -> JSONValue {
        guard let value = optional(key) else { throw ScenarioLineError("\(what) needs \"\(keyPath(key))\"") }
        return value
    }

    func typeError(_ key: String, _ expected: String, _ value: JSONValue) -> ScenarioLineError {
        ScenarioLineError("\"\(keyPath(key))\" must be \(expected), not \(value.kindName)")
    }

    mutating func string(_ key: String) throws(ScenarioLineError) -> String {
        let value = try required(key)
        guard case .string(let s) = value else { throw typeError(key, "a string", value) }
        return s
    }

    mutating func optionalString(_ key: String) throws(ScenarioLineError) -> String? {
        guard let value = optional(key) else { return nil }
        guard case .string(let s) = value else { throw typeError(key, "a string", value) }
        return s
    }

    mutating func optionalBool(_ key: String) throws(ScenarioLineError) -> Bool? {
        guard let value = optional(key) else { return nil }
        guard case .bool(let b) = value else { throw typeError(key, "true or false", value) }
        return b
    }

    mutating func bool(_ key: String) throws(ScenarioLineError) -> Bool {
        guard let b = try optionalBool(key) else { throw ScenarioLineError("\(what) needs \"\(keyPath(key))\"") }
        return b
    }

    /// A finite number in `range`.
    mutating func number(_ key: String, in range: ClosedRange<Double>) throws(ScenarioLineError) -> Double {
        let value = try required(key)
        return try Self.number(value, keyPath: keyPath(key), in: range)
    }

    static func number(_ value: JSONValue, keyPath: String, in range: ClosedRange<Double>) throws(ScenarioLineError)
        -> Double
    {
        guard case .number(let n) = value else {
            throw ScenarioLineError("\"\(keyPath)\" must be a number, not \(value.kindName)")
        }
        guard n.double.isFinite else {
            throw ScenarioLineError("\"\(keyPath)\" is \(n.literal): it must be a finite number")
        }
        guard range.contains(n.double) else {
            let low = JSONWriter.format(range.lowerBound)
            let high = JSONWriter.format(range.upperBound)
            throw ScenarioLineError("\"\(keyPath)\" is \(n.literal): it must be from \(low) to \(high)")
        }
        return n.double
    }

    /// A whole number in `range`.
    mutating func integer(_ key: String, in range: ClosedRange<Int>) throws(ScenarioLineError) -> Int {
        let value = try required(key)
        return try Self.integer(value, keyPath: keyPath(key), in: range)
    }

    static func integer(_ value: JSONValue, keyPath: String, in range: ClosedRange<Int>) throws(ScenarioLineError)
        -> Int
    {
        let text: String
        switch value {
        case .number(let n):
            if let whole = n.int64, let i = Int(exactly: whole), range.contains(i) { return i }
            text = n.literal
        default: text = value.kindName
        }
        throw ScenarioLineError(
            "\"\(keyPath)\" must be a whole number from \(range.lowerBound) to \(range.upperBound), not \(text)")
    }

    mutating func object(_ key: String, what: String) throws(ScenarioLineError) -> ObjectReader {
        let value = try required(key)
        guard case .object(let o) = value else { throw typeError(key, "an object", value) }
        return ObjectReader(o, path: keyPath(key), what: what)
    }

    /// Throws for the first key that no read asked for, with a did-you-mean hint among the keys read.
    func rejectUnknownKeys() throws(ScenarioLineError) {
        for key in object.keys where !used.contains(key) {
            let hint = Suggestion.hint(for: key, in: used.sorted(), closeness: .twoEditsAtMostHalf)
            throw ScenarioLineError("unknown key \"\(keyPath(key))\" in \(what)\(hint)")
        }
    }
}
