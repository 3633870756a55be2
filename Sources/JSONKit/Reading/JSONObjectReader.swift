/// The keys an object may have and the values of those left out: a theme section's table, for instance.
package protocol JSONObjectSchema {
    /// Every key the object may have, for the did-you-mean of an unknown one.
    var keyNames: [String] { get }
    /// The value used when `key` is not written; nil when it has none (or is not a key of the object).
    func defaultValue(for key: String) -> JSONNode?
}

/// Reads one JSON object key by key, remembering which keys were read, and reports its problems through
/// `mode`: a `DiagnosticCollector` records every problem and the reads return nil where one was found, a
/// `StopAtFirstDiagnostic` throws the first.
///
/// Unknown keys are found one of two ways. With a schema they are reported when the reader is made,
/// with a did-you-mean among the schema's keys; without one, `finish()` reports the keys nothing read,
/// with a did-you-mean among those read. Messages say which key in one of two ways: an object with a
/// `name` ("the header's window") is named in the message with the full key path (for line formats whose
/// messages carry no separate key path); without one the key path goes into the diagnostic.
package struct JSONObjectReader<Mode: DiagnosticMode> {
    /// The object and its key path.
    package let located: LocatedNode
    /// How messages name the object, or nil to give the key path separately.
    package let name: String?
    package let mode: Mode
    /// The keys the object may have and their defaults, when it has a fixed set.
    package let schema: (any JSONObjectSchema)?
    private let members: [JSONMember]
    private let readKeys = KeyLog()

    /// A reader of `located`; nil (after reporting) when it is not an object. Reports unknown keys now
    /// when `schema` is given.
    package init?(
        _ located: LocatedNode, schema: (any JSONObjectSchema)? = nil, name: String? = nil, mode: Mode
    ) throws(Mode.Failure) {
        guard case .object(let list) = located.node.kind else {
            try mode.report(
                JSONObjectMessages.notAnObject(located.node), at: located.node.position, keyPath: located.path)
            return nil
        }
        self.located = located
        self.name = name
        self.mode = mode
        self.schema = schema
        guard let schema else {
            members = list
            return
        }
        let known = Set(schema.keyNames)
        var kept: [JSONMember] = []
        for member in list {
            if known.contains(member.key) {
                kept.append(member)
            } else {
                try mode.report(
                    JSONObjectMessages.unknownKey(member.key, among: schema.keyNames), at: member.keyPosition,
                    keyPath: located.path(member.key))
            }
        }
        members = kept
    }

    /// A reader of the object at `key`, or of an empty object (all defaults) when the key is absent; nil
    /// (after reporting) when present but not an object.
    package func child(_ key: String, schema: (any JSONObjectSchema)? = nil, name: String? = nil) throws(Mode.Failure)
        -> JSONObjectReader?
    {
        let value =
            present(key) ?? LocatedNode(node: JSONNode(.object([]), at: located.node.position), path: keyPath(key))
        return try JSONObjectReader(value, schema: schema, name: name, mode: mode)
    }

    /// The object's keys in file order (unknown ones left out when there is a schema).
    package var keys: [String] { members.map(\.key) }

    /// The key path of `key` inside this object.
    package func keyPath(_ key: String) -> String { located.path(key) }

    /// The value written for `key`, nil when absent; either way `key` counts as read.
    package func present(_ key: String) -> LocatedNode? {
        readKeys.keys.insert(key)
        return members.first { $0.key == key }.map { LocatedNode(node: $0.value, path: keyPath($0.key)) }
    }

    /// The position of `key` itself, for problems with the key rather than its value.
    package func keyPosition(_ key: String) -> SourcePosition? {
        members.first { $0.key == key }?.keyPosition
    }

    /// The value written for `key`, or the schema's default placed at the object; nil when neither exists.
    package func value(_ key: String) -> LocatedNode? {
        if let written = present(key) { return written }
        guard let node = schema?.defaultValue(for: key) else { return nil }
        return LocatedNode(node: JSONNode(node.kind, at: located.node.position), path: keyPath(key))
    }

    /// The value for a key that must be written; nil (after reporting it missing) otherwise.
    package func required(_ key: String) throws(Mode.Failure) -> LocatedNode? {
        if let written = present(key) { return written }
        if let name {
            try mode.report(
                "\(name) needs \"\(Excerpt.keyPath(keyPath(key)))\"", at: located.node.position, keyPath: nil)
        } else {
            try mode.report("missing key \"\(key)\"", at: located.node.position, keyPath: located.path)
        }
        return nil
    }

    /// Reports the keys nothing has read, with a did-you-mean among those read.
    package func finish() throws(Mode.Failure) {
        let read = readKeys.keys.sorted()
        for member in members where !readKeys.keys.contains(member.key) {
            let hint = Suggestion.hint(for: member.key, in: read, closeness: .twoEditsAtMostHalf)
            if let name {
                try mode.report(
                    "unknown key \"\(Excerpt.keyPath(keyPath(member.key)))\" in \(name)\(hint)", at: member.keyPosition,
                    keyPath: nil)
            } else {
                try mode.report(
                    "unknown key \(Excerpt.quoted(member.key))\(hint)", at: member.keyPosition,
                    keyPath: keyPath(member.key))
            }
        }
    }
}

/// The reader's words for an object's shape and keys, for a tool that checks a value before writing it the
/// way the reader will read it.
package enum JSONObjectMessages {
    /// `expected an object, got a string`.
    package static func notAnObject(_ node: JSONNode) -> String {
        "expected an object, got \(node.kindDescription)"
    }

    /// `unknown key "shap" (did you mean "shape"?)`, the hint among `keys`, the keys the object may have.
    package static func unknownKey(_ key: String, among keys: [String]) -> String {
        "unknown key \(Excerpt.quoted(key))\(Suggestion.hint(for: key, in: keys))"
    }
}

/// The keys a reader has read; a class so that reading through a `let` reader still counts.
private final class KeyLog {
    var keys: Set<String> = []
}
