import JSONKit
import Themes

/// A theme file's bytes as they are, parsed with every value's byte range, and what the theme loader
/// says about them. Edits are made to the bytes, never to a re-written copy, so everything not edited
/// stays byte for byte.
package struct ThemeDocument: Sendable {
    /// The file's bytes, a byte order mark included.
    package let bytes: [UInt8]
    /// The theme's path: names it in diagnostics and anchors the images and fonts it names.
    package let file: String
    /// The parsed value tree, with byte ranges into `bytes`.
    package let root: JSONNode
    /// The loader's diagnostics for these bytes; empty when the theme decodes.
    package let diagnostics: [Diagnostic]

    /// Parses `bytes` as the theme at `file` and checks them with the theme loader (images and fonts
    /// are checked for place, size and signature, not decoded). Throws when the bytes are not JSON
    /// (a syntax error or a duplicate key), since then no value has a place to edit.
    package init(bytes: [UInt8], file: String) throws(ThemeEditError) {
        let limits = JSONLimits(maxBytes: ThemeLimits.maxThemeBytes, maxDepth: ThemeLimits.maxDepth)
        let parsed = JSONParser.parse(bytes, limits: limits, file: file)
        guard let root = parsed.root, parsed.issues.isEmpty else {
            let first = parsed.issues.first.map { " (\($0))" } ?? ""
            throw ThemeEditError(
                keyPath: nil, message: "the theme file is not valid JSON\(first); fix it in an editor first",
                diagnostics: parsed.issues)
        }
        self.bytes = bytes
        self.file = file
        self.root = root
        diagnostics = Self.check(bytes, file: file)
    }

    /// The value written at `path`, nil when the file does not write one (it may still be inherited or
    /// a default: see `ThemeEditTarget`).
    package func value(at path: ThemeKeyPath) -> JSONNode? {
        var node = root
        for component in path.components {
            guard let next = Self.child(of: node, component) else { return nil }
            node = next
        }
        return node
    }

    /// The value of `node` at `component`: a member of an object or an element of an array.
    static func child(of node: JSONNode, _ component: ThemeKeyPath.Component) -> JSONNode? {
        switch (node.kind, component) {
        case (.object(let members), .key(let key)): return members.first { $0.key == key }?.value
        case (.array(let items), .index(let index)): return items.indices.contains(index) ? items[index] : nil
        default: return nil
        }
    }

    /// The loader's diagnostics for `bytes` read as the theme at `file`.
    static func check(_ bytes: [UInt8], file: String) -> [Diagnostic] {
        switch ThemeLoader.load(contents: bytes, file: file, language: nil, assets: ValidationAssetResolver()) {
        case .success: return []
        case .failure(let errors): return errors.diagnostics
        }
    }
}
