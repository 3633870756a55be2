import JSONKit

/// `extends`: a style starts from another style's object. The sections `track`, `thumb`, `labels`
/// (and its `on` and `off`), `animation` and `pending` are merged key by key; any other value is replaced
/// whole.
struct StyleInheritance {
    private let raw: [String: JSONMember]
    private let order: [String]
    private let context: DecodeContext
    private var resolved: [String: JSONNode] = [:]
    private var resolving: [String] = []

    init(styles: [JSONMember], context: DecodeContext) {
        var raw: [String: JSONMember] = [:]
        for member in styles { raw[member.key] = member }
        self.raw = raw
        order = styles.map(\.key)
        self.context = context
    }

    /// The style's object with its ancestors merged in; reports unknown parents and cycles.
    mutating func node(for name: String) -> JSONNode? {
        if let done = resolved[name] { return done }
        guard let member = raw[name] else { return nil }
        let own = member.value
        guard case .object(let members) = own.kind, let extends = members.first(where: { $0.key == "extends" })
        else {
            resolved[name] = own
            return own
        }
        let located = LocatedNode(node: extends.value, path: "styles.\(name).extends")
        resolving.append(name)
        defer { resolving.removeLast() }
        var result = own
        if let parentName = context.string(located) {
            if resolving.contains(parentName) {
                let cycle = (resolving.drop { $0 != parentName } + [parentName]).joined(separator: " -> ")
                context.error(located, "\"extends\" forms a cycle: \(cycle)")
            } else if raw[parentName] == nil {
                let hint = Suggestion.hint(for: parentName, in: order.filter { $0 != name })
                context.error(located, "unknown style \(Excerpt.quoted(parentName))\(hint)")
            } else if let parent = node(for: parentName) {
                result = Self.merge(parent: parent, child: own)
            }
        }
        resolved[name] = result
        return result
    }

    /// Paths inside a style whose objects merge key by key.
    static let mergeable: Set<String> = [
        "track", "thumb", "animation", "labels", "labels.on", "labels.off", "pending",
    ]

    /// The child's members over the parent's; objects at `mergeable` paths merge recursively. The parent's
    /// own `extends` is not inherited (the child's, already followed, stays for the key check).
    static func merge(parent: JSONNode, child: JSONNode, prefix: String = "") -> JSONNode {
        guard case .object(let parentMembers) = parent.kind, case .object(let childMembers) = child.kind else {
            return child
        }
        var merged = parentMembers.filter { !(prefix.isEmpty && $0.key == "extends") }
        for member in childMembers {
            guard let index = merged.firstIndex(where: { $0.key == member.key }) else {
                merged.append(member)
                continue
            }
            let path = prefix.isEmpty ? member.key : prefix + "." + member.key
            var combined = member
            if mergeable.contains(path) {
                combined.value = merge(parent: merged[index].value, child: member.value, prefix: path)
            }
            merged[index] = combined
        }
        return JSONNode(.object(merged), at: child.position)
    }
}
