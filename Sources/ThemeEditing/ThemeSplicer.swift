import JSONKit
import Themes

/// Works out the one splice that makes a change at a resolved target: finds how much of the target's
/// key path the file writes, and replaces, inserts or removes accordingly.
struct ThemeSplicer {
    let document: ThemeDocument
    let target: ThemeEditTarget
    private let layout: JSONTextLayout
    private let components: [ThemeKeyPath.Component]

    init(document: ThemeDocument, target: ThemeEditTarget) {
        self.document = document
        self.target = target
        layout = JSONTextLayout(sniffing: document.bytes, root: document.root)
        components = target.path.components
    }

    func splice(for change: ThemeEdit.Change) throws(ThemeEditError) -> ByteSplice {
        // The nodes along the path that the file writes: nodes[i] is the value at components[..<i].
        var nodes = [document.root]
        for component in components {
            guard let next = ThemeDocument.child(of: nodes[nodes.count - 1], component) else { break }
            nodes.append(next)
        }
        let missing = nodes.count - 1
        switch change {
        case .set(let value) where missing == components.count:
            let old = nodes[missing]
            return ByteSplice.replace(
                old, with: layout.inline(value, colon: layout.colon(inside: old, of: document.bytes)))
        case .set(let value):
            let container = nodes[missing]
            guard case .key(let key) = components[missing] else {
                throw refusal("there is no element \(describe(missing + 1)) to change")
            }
            guard case .object = container.kind else {
                throw refusal("\(describe(missing)) is \(container.kindDescription), not an object")
            }
            let built = try build(from: missing, value: value)
            let text = layout.inline(built, colon: layout.colon(inside: container, of: document.bytes))
            return ByteSplice.insert(
                key: key, valueText: text, into: container, bytes: document.bytes, layout: layout)
        case .remove:
            guard missing == components.count else {
                throw ThemeEditError(
                    keyPath: target.requested,
                    message: "\(describe(components.count)) is not written in the file; there is nothing to remove")
            }
            let container = nodes[missing - 1]
            guard case .object(let members) = container.kind, case .key(let key) = components[missing - 1],
                let index = members.firstIndex(where: { $0.key == key })
            else {
                throw refusal("an element of an array cannot be removed, only changed")
            }
            return ByteSplice.remove(memberAt: index, of: members, in: container)
        }
    }

    /// The value to insert for `components[index]`, which the file does not write: `value` itself at the
    /// end of the path, else an object (or array) holding the rest. An object that is replaced whole under
    /// `extends` starts as the value the style inherits, so the values it does not change stay.
    private func build(from index: Int, value: JSONNode) throws(ThemeEditError) -> JSONNode {
        guard index + 1 < components.count else { return value }
        var base = JSONNode.object([])
        if let inherited = inheritedValue(at: index + 1) {
            base = inherited
        }
        let inner = try build(from: index + 1, value: value)
        switch (components[index + 1], base.kind) {
        case (.key(let key), .object):
            base[key] = inner
        case (.key(let key), _):
            base = .object([JSONMember(key: key, value: inner)])
        case (.index(let element), .array(var items)) where items.indices.contains(element):
            items[element] = inner
            base = .array(items)
        case (.index, _):
            throw refusal("there is no array to change at \(describe(index + 1))")
        }
        return base
    }

    /// What the target style inherits at `components[..<count]`, when that is inside a value the style
    /// would replace whole (and the style does not write that value).
    private func inheritedValue(at count: Int) -> JSONNode? {
        let ownerEnd = 2 + target.ownerLength
        guard target.style != nil, count >= ownerEnd, let owner = target.inheritedOwner else { return nil }
        return ThemeEditTarget.find(Array(components[ownerEnd..<count]), in: owner)
    }

    /// The written form of the first `count` components.
    private func describe(_ count: Int) -> String {
        ThemeKeyPath(Array(components.prefix(count))).description
    }

    private func refusal(_ message: String) -> ThemeEditError {
        ThemeEditError(keyPath: target.requested, message: message)
    }
}
