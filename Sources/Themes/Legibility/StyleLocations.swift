import JSONKit

/// Where each style's values are written in a theme file, `extends` applied the way the decoder applies
/// it, so a finding about an inherited value points at the line that writes it.
struct StyleLocations {
    private var inheritance: StyleInheritance
    private let fallback: SourcePosition

    /// The styles of the parsed theme `root` read from `file`; problems were the decoder's to report and
    /// are dropped here.
    init(root: JSONNode, file: String) {
        let context = DecodeContext(
            sink: DiagnosticCollector(file: file), folder: ThemeFolder(themeFile: file),
            assets: ValidationAssetResolver(), themeFile: file)
        var members: [JSONMember] = []
        if case .object(let styles)? = root["styles"]?.kind { members = styles }
        inheritance = StyleInheritance(styles: members, context: context)
        fallback = root["styles"]?.position ?? .start
    }

    /// The position of `keys` inside style `name`: of the value when written (here or by an ancestor),
    /// else of the nearest enclosing object that is.
    mutating func position(of keys: [String], inStyle name: String) -> SourcePosition {
        guard var node = inheritance.node(for: name) else { return fallback }
        for key in keys {
            guard let child = node[key] else { break }
            node = child
        }
        return node.position
    }
}
