import JSONKit
import SceneGraph

/// Reads one fixed-key object of the theme: reports a non-object and every unknown key (with a
/// did-you-mean), then hands out its values, falling back to the defaults in `ThemeSection`.
struct ObjectReader {
    let located: Located
    let section: ThemeSection
    let context: DecodeContext
    private let members: [String: JSONMember]

    /// Nil (with an error reported) when the value is not an object.
    init?(_ located: Located, section: ThemeSection, context: DecodeContext) {
        guard case .object(let list) = located.node.kind else {
            context.error(located, "expected an object, got \(located.node.kindDescription)")
            return nil
        }
        self.init(located: located, section: section, context: context, list: list)
    }

    /// A reader of the object at `key` of `parent`, or of an empty object (all defaults) when the key is
    /// absent; nil when present but not an object.
    init?(_ key: String, of parent: ObjectReader, section: ThemeSection) {
        if let value = parent.present(key) {
            self.init(value, section: section, context: parent.context)
        } else {
            let empty = JSONNode(.object([]), at: parent.located.node.position)
            self.init(
                located: Located(node: empty, path: parent.located.path(key)), section: section,
                context: parent.context, list: [])
        }
    }

    private init(located: Located, section: ThemeSection, context: DecodeContext, list: [JSONMember]) {
        self.located = located
        self.section = section
        self.context = context
        var known: [String: JSONMember] = [:]
        for member in list {
            if section.field(member.key) == nil {
                let hint = Suggestion.hint(for: member.key, in: section.keyNames)
                context.sink.error(member.keyPosition, located.path(member.key), "unknown key \"\(member.key)\"\(hint)")
            } else {
                known[member.key] = member
            }
        }
        members = known
    }

    /// The value written for `key`, nil when absent.
    func present(_ key: String) -> Located? {
        members[key].map { Located(node: $0.value, path: located.path($0.key)) }
    }

    /// The position of `key` itself, for errors about the key rather than its value.
    func keyPosition(_ key: String) -> SourcePosition? {
        members[key]?.keyPosition
    }

    /// The value written for `key`, or its default from `ThemeSection`; nil when neither exists.
    func value(_ key: String) -> Located? {
        if let written = present(key) { return written }
        guard let node = section.field(key)?.defaultNode else { return nil }
        return Located(node: JSONNode(node.kind, at: located.node.position), path: located.path(key))
    }

    /// The value for a key that has no default and must be written; reports it missing otherwise.
    func required(_ key: String) -> Located? {
        if let written = present(key) { return written }
        context.error(located, "missing key \"\(key)\"")
        return nil
    }

    /// The numeric range `ThemeSection` gives `key`.
    func range(_ key: String) -> ClosedRange<Double> {
        section.field(key)?.range ?? -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
    }

    func number(_ key: String) -> Double? {
        value(key).flatMap { context.number($0, in: range(key)) }
    }

    func color(_ key: String) -> Color? {
        value(key).flatMap { context.color($0) }
    }

    func string(_ key: String) -> String? {
        value(key).flatMap { context.string($0) }
    }

    func bool(_ key: String) -> Bool? {
        value(key).flatMap { context.bool($0) }
    }

    func choice(_ key: String, _ options: [String]) -> String? {
        value(key).flatMap { context.choice($0, options) }
    }
}
