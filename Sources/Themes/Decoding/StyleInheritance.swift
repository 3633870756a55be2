import JSONKit
import SceneGraph

/// `extends`: a style starts from another style's object. The sections `track`, `thumb`, `labels`
/// (and its `on` and `off`), `animation`, `pending` and `feedback` (and each of its cues) are merged key
/// by key; any other value is replaced whole.
///
/// A chain is followed with a loop, never recursion, and no further than `ThemeLimits.maxStyleChain`
/// styles, so a file of thousands of styles each extending the next is one located error, not a stack
/// overflow on whatever thread reads it.
struct StyleInheritance {
    private let raw: [String: JSONMember]
    private let order: [String]
    private let context: DecodeContext
    private var resolved: [String: JSONNode] = [:]
    private var reportedLongChain = false

    init(styles: [JSONMember], context: DecodeContext) {
        var raw: [String: JSONMember] = [:]
        for member in styles { raw[member.key] = member }
        self.raw = raw
        order = styles.map(\.key)
        self.context = context
    }

    /// The style's object with its ancestors merged in; reports unknown parents, cycles and chains longer
    /// than the limit (once: every later style on the same chain has the same cause).
    mutating func node(for name: String) -> JSONNode? {
        if let done = resolved[name] { return done }
        guard raw[name] != nil else { return nil }
        let (chain, base) = unresolvedChain(from: name)
        var result = base
        for styleName in chain.reversed() {
            guard let own = raw[styleName]?.value else { continue }
            let merged = result.map { Self.merge(parent: $0, child: own) } ?? own
            resolved[styleName] = merged
            result = merged
        }
        return result
    }

    /// `name`, its parent, the parent's parent... up to the first style already resolved (returned as the
    /// base to merge onto), a style without a parent, or a problem, which is reported at that style's
    /// `extends`; the chain then starts from that style's own object.
    private mutating func unresolvedChain(from name: String) -> (chain: [String], base: JSONNode?) {
        var chain: [String] = []
        var onChain: Set<String> = []
        var current = name
        while true {
            if let done = resolved[current] { return (chain, done) }
            guard let member = raw[current] else { return (chain, nil) }
            chain.append(current)
            onChain.insert(current)
            guard case .object(let members) = member.value.kind,
                let extends = members.first(where: { $0.key == "extends" })
            else { return (chain, nil) }
            let located = LocatedNode(node: extends.value, path: "styles.\(current).extends")
            guard let parentName = context.string(located) else { return (chain, nil) }
            if onChain.contains(parentName) {
                let cycle = (chain.drop { $0 != parentName } + [parentName]).joined(separator: " -> ")
                context.error(located, "\"extends\" forms a cycle: \(cycle)")
                return (chain, nil)
            }
            if raw[parentName] == nil {
                let hint = Suggestion.hint(for: parentName, in: order.filter { $0 != current })
                context.error(located, "unknown style \(Excerpt.quoted(parentName))\(hint)")
                return (chain, nil)
            }
            if chain.count == ThemeLimits.maxStyleChain {
                if !reportedLongChain {
                    reportedLongChain = true
                    context.error(
                        located,
                        "style chain longer than \(ThemeLimits.maxStyleChain) styles: \"extends\" is followed no further"
                    )
                }
                return (chain, nil)
            }
            current = parentName
        }
    }

    /// Paths inside a style whose objects merge key by key.
    static let mergeable = Set(
        ["track", "thumb", "animation", "labels", "labels.on", "labels.off", "pending", "feedback"]
            + FeedbackCue.allCases.map { "feedback." + $0.rawValue })

    /// The child's members over the parent's; objects at `mergeable` paths merge too (at most three levels,
    /// fixed by `mergeable`, not by the file). The parent's own `extends` is not inherited (the child's,
    /// already followed, stays for the key check).
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
