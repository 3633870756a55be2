/// Where a value sits in a theme file: object keys and array indices from the root, written the way
/// diagnostics name them, `styles.hm.track.on` or `switches[2].caption`.
package struct ThemeKeyPath: Hashable, Sendable, CustomStringConvertible {
    /// One step of a key path.
    package enum Component: Hashable, Sendable {
        /// A member of an object.
        case key(String)
        /// An element of an array, from 0.
        case index(Int)
    }

    /// The keys and indices from the document's root to the value, outermost first.
    package var components: [Component]

    /// The path through `components`; empty is the document's root value.
    package init(_ components: [Component]) {
        self.components = components
    }

    /// Reads the written form: keys separated by dots, array indices in brackets after a key
    /// (`switches[2].caption`). Nil when a key is empty, an index is not a whole number from 0, or the text
    /// is empty. A key that holds a dot or a bracket cannot be written this way: build it from components.
    package init?(parsing text: String) {
        guard !text.isEmpty else { return nil }
        var components: [Component] = []
        for part in text.split(separator: ".", omittingEmptySubsequences: false) {
            var rest = Substring(part)
            let key = rest.prefix { $0 != "[" }
            guard !key.isEmpty || !components.isEmpty else { return nil }
            if key.isEmpty, rest.first != "[" { return nil }
            if !key.isEmpty { components.append(.key(String(key))) }
            rest = rest.dropFirst(key.count)
            while !rest.isEmpty {
                guard rest.first == "[", let close = rest.firstIndex(of: "]"),
                    let index = Int(rest[rest.index(after: rest.startIndex)..<close]), index >= 0
                else { return nil }
                components.append(.index(index))
                rest = rest[rest.index(after: close)...]
            }
        }
        self.components = components
    }

    /// The written form, as diagnostics show it.
    package var description: String {
        var text = ""
        for component in components {
            switch component {
            case .key(let key): text += text.isEmpty ? key : "." + key
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }

    /// This path followed by `component`.
    package func appending(_ component: Component) -> ThemeKeyPath {
        ThemeKeyPath(components + [component])
    }

    /// This path followed by the member `key`.
    package func appending(_ key: String) -> ThemeKeyPath {
        appending(.key(key))
    }

    /// The path of the value holding this one; nil for the root.
    package var parent: ThemeKeyPath? {
        components.isEmpty ? nil : ThemeKeyPath(Array(components.dropLast()))
    }
}
