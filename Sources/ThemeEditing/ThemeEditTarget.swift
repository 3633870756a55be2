import JSONKit
import Themes

/// Which style an edit of a style's value goes into.
///
/// The rule: a style shows its own values and those it inherits through `extends` (or the defaults).
/// Editing one in `.thisStyle` (the default) always writes into the style the key path names, so an
/// inherited value becomes an override there and the parent, and every other style that extends it,
/// stays as it was. `.inheritedStyle` (the inspector's modifier) writes into the style the value comes
/// from instead: the nearest ancestor that writes it, or the direct parent when none does (a default);
/// a style without a parent is written itself. Paths outside `styles` have no inheritance and ignore
/// the scope.
package enum ThemeEditScope: Hashable, Sendable {
    /// Override in the style the key path names.
    case thisStyle
    /// Change the style the value is inherited from.
    case inheritedStyle
}

/// Where an edit of a key path is written, and where the value shown there comes from now.
///
/// Inside a style the sections `track`, `thumb`, `labels`, `labels.on`, `labels.off` and `animation`
/// merge key by key under `extends`, and every other value (a paint, `size`, a `border`) is replaced
/// whole. So an override of `track.on` writes just `"on"` into this style's `track`, creating
/// `"track": { ... }` when it is missing; but an override of `track.border.width` when this style writes
/// no border copies the border it inherits with the one value changed, since a border with only a width
/// would drop the inherited colour.
package struct ThemeEditTarget: Hashable, Sendable {
    /// Where the value shown for a key path comes from.
    package enum Source: Hashable, Sendable {
        /// The style (or, outside styles, the file) writes it.
        case written
        /// The named ancestor style writes it.
        case inherited(style: String)
        /// Nothing writes it; the format's default applies.
        case defaultValue
        /// Nothing writes it and it has no default (an optional key such as `track.border`).
        case absent
    }

    /// The key path that was edited.
    package let requested: ThemeKeyPath
    /// The key path written: `requested`, or the same key in another style.
    package let path: ThemeKeyPath
    /// The style written into; nil outside `styles`.
    package let style: String?
    /// Where the value shown at `requested` comes from before the edit.
    package let source: Source
    /// The value shown at `requested` before the edit: written, inherited or the default.
    package let currentValue: JSONNode?
    /// How many components of `path` after `styles.<name>` lead to the value that is replaced whole
    /// (`track.border` of `track.border.width`); 0 outside styles.
    let ownerLength: Int
    /// The value `style` inherits at those components (or their default), the start of an object that
    /// has to be created whole.
    let inheritedOwner: JSONNode?

    /// Works out where an edit of `path` in `document` goes, following `scope` (see `ThemeEditScope`).
    package static func resolve(
        _ path: ThemeKeyPath, in document: ThemeDocument, scope: ThemeEditScope = .thisStyle
    ) -> Result<ThemeEditTarget, ThemeEditError> {
        let components = path.components
        guard components.count >= 3, components[0] == .key("styles"), case .key(let name) = components[1] else {
            let written = document.value(at: path)
            let fallback = ThemeSchema.key(at: path)?.defaultValue
            return .success(
                ThemeEditTarget(
                    requested: path, path: path, style: nil,
                    source: written != nil ? .written : (fallback != nil ? .defaultValue : .absent),
                    currentValue: written ?? fallback, ownerLength: 0, inheritedOwner: nil))
        }
        let styles = StyleChain(document.value(at: ThemeKeyPath([.key("styles")])))
        guard styles.own(name) != nil else {
            let hint = Suggestion.hint(for: name, in: styles.names)
            return .failure(ThemeEditError(keyPath: path, message: "no style named \(Excerpt.quoted(name))\(hint)"))
        }
        let rest = Array(components.dropFirst(2))
        let owner = ownerLength(of: rest)
        let ownerPath = Array(rest.prefix(owner))
        let chain = styles.chain(from: name)
        // `extends` itself is never inherited.
        let inheritable = rest != [.key("extends")]
        let writer = inheritable ? chain.first { styles.own($0).flatMap { Self.find(ownerPath, in: $0) } != nil } : name
        let fallback = ThemeSchema.key(at: path)?.defaultValue
        let shown = styles.merged(from: name).flatMap { Self.find(rest, in: $0) }
        let source: Source
        if let writer, styles.own(writer).flatMap({ Self.find(rest, in: $0) }) != nil {
            source = writer == name ? .written : .inherited(style: writer)
        } else {
            source = fallback != nil ? .defaultValue : .absent
        }
        var target = name
        if scope == .inheritedStyle, inheritable, chain.count > 1 {
            target =
                chain.dropFirst().first { styles.own($0).flatMap { Self.find(ownerPath, in: $0) } != nil } ?? chain[1]
        }
        let targetChain = styles.chain(from: target)
        let inheritedOwner =
            (targetChain.count > 1 ? styles.merged(from: targetChain[1]).flatMap { Self.find(ownerPath, in: $0) } : nil)
            ?? ThemeSchema.key(at: ThemeKeyPath([.key("styles"), .key(target)] + ownerPath))?.defaultValue
        return .success(
            ThemeEditTarget(
                requested: path, path: ThemeKeyPath([.key("styles"), .key(target)] + rest), style: target,
                source: source, currentValue: shown ?? fallback, ownerLength: owner,
                inheritedOwner: inheritedOwner))
    }

    /// The number of leading components inside a style up to the first value that is replaced whole:
    /// `track.border.width` gives 2 (`track.border`), `labels.on.text` gives 3, `size[0]` gives 1.
    static func ownerLength(of rest: [ThemeKeyPath.Component]) -> Int {
        var keys: [String] = []
        for (index, component) in rest.enumerated() {
            guard case .key(let key) = component else { return index }
            keys.append(key)
            if !ThemeSchema.mergesKeyByKey(insideStyle: keys) { return index + 1 }
        }
        return rest.count
    }

    /// The value at `components` inside `node`.
    static func find(_ components: [ThemeKeyPath.Component], in node: JSONNode) -> JSONNode? {
        var current = node
        for component in components {
            guard let next = ThemeDocument.child(of: current, component) else { return nil }
            current = next
        }
        return current
    }
}

/// The styles of a document as written, and their `extends` chains merged the way the decoder merges them.
private struct StyleChain {
    private let members: [JSONMember]

    init(_ styles: JSONNode?) {
        if case .object(let members)? = styles?.kind { self.members = members } else { members = [] }
    }

    var names: [String] { members.map(\.key) }

    /// The style object `name` writes.
    func own(_ name: String) -> JSONNode? {
        members.first { $0.key == name }?.value
    }

    /// `name`, its parent, the parent's parent...; stops before an unknown style or a cycle, and after
    /// `ThemeLimits.maxStyleChain` styles, where the decoder stops too.
    func chain(from name: String) -> [String] {
        var result: [String] = []
        var next: String? = name
        while let current = next, result.count < ThemeLimits.maxStyleChain, !result.contains(current),
            let style = own(current)
        {
            result.append(current)
            if case .string(let parent)? = style["extends"]?.kind { next = parent } else { next = nil }
        }
        return result
    }

    /// The style `name` with its ancestors merged in.
    func merged(from name: String) -> JSONNode? {
        let chain = chain(from: name)
        guard let top = chain.last.flatMap({ own($0) }) else { return nil }
        return chain.dropLast().reversed().reduce(top) { parent, child in
            own(child).map { ThemeSchema.mergeStyle(parent: parent, child: $0) } ?? parent
        }
    }
}
