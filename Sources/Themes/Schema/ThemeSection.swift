import SceneGraph

/// The kinds of fixed-key objects in a theme file and the keys each accepts. Named like the schema's
/// `$defs` (the root object is `root`) so the schema test can compare them one to one.
enum ThemeSection: String, CaseIterable, Sendable {
    case root
    case window
    case style
    case track
    case thumb
    case border
    case insets
    case paintObject
    case labels
    case label
    case animation
    case pending
    case switchSpec = "switch"
    case decide

    static let points = 0...ThemeLimits.maxPoints / 2
    static let unit = 0.0...1.0

    var fields: [ThemeField] {
        switch self {
        case .root:
            return [
                ThemeField("$schema"), ThemeField("version"), ThemeField("name"), ThemeField("window"),
                ThemeField("strings"), ThemeField("fonts"), ThemeField("styles"), ThemeField("switches"),
            ]
        case .window:
            return [ThemeField("background", default: "\"#F2F2F7\"")]
        case .style:
            return [
                ThemeField("extends"), ThemeField("size", range: 1...ThemeLimits.maxPoints, default: "[51, 31]"),
                ThemeField("track"), ThemeField("thumb"), ThemeField("labels"), ThemeField("animation"),
                ThemeField("orientation", default: "\"horizontal\""), ThemeField("direction", default: "\"ltr\""),
                ThemeField("disabledOpacity", range: Self.unit, default: "0.4"),
                ThemeField("focusRing", default: "\"#007AFF\""), ThemeField("pending"),
            ]
        case .track:
            return [
                ThemeField("off", default: "\"#E9E9EA\""), ThemeField("on", default: "\"#34C759\""),
                ThemeField("cornerRadius", range: Self.points, default: "\"pill\""),
                ThemeField("margin", range: Self.points, default: "0"), ThemeField("border"),
                ThemeField("imageInsets"),
            ]
        case .thumb:
            return [
                ThemeField("off", default: "\"#FFFFFF\""), ThemeField("on", default: "\"#FFFFFF\""),
                ThemeField("shape", default: "\"circle\""),
                ThemeField("cornerRadius", range: Self.points, default: "\"pill\""),
                ThemeField("width", range: 1...ThemeLimits.maxPoints),
                ThemeField("margin", range: Self.points, default: "2"),
                ThemeField("pressedStretch", range: Self.unit, default: "0"), ThemeField("border"),
            ]
        case .border:
            return [
                ThemeField("color", default: "\"#00000033\""), ThemeField("width", range: 0...64, default: "1"),
            ]
        case .insets:
            return ["top", "left", "bottom", "right"].map { ThemeField($0, range: Self.points, default: "0") }
        case .paintObject:
            return [ThemeField("color"), ThemeField("image"), ThemeField("tint")]
        case .labels:
            return [ThemeField("layout", default: "\"slide\""), ThemeField("on"), ThemeField("off")]
        case .label:
            return [
                ThemeField("text", default: "\"\""), ThemeField("font", default: "\"bold\""),
                ThemeField("size", range: 1...512, default: "17"), ThemeField("color", default: "\"#FFFFFF\""),
                ThemeField("background"),
            ]
        case .animation:
            return [
                ThemeField("duration", range: 0...10, default: "0.25"),
                ThemeField("curve", default: "\"easeInOut\""),
                ThemeField("damping", range: 0.1...1, default: "0.7"), ThemeField("controlPoints"),
            ]
        case .pending:
            return [
                ThemeField("look", default: "\"spinner\""), ThemeField("color", default: "\"#8E8E93\""),
                ThemeField("position", range: Self.unit, default: "1"),
                ThemeField("timeout", range: 0...PendingStyle.maxTimeout, default: "30"),
            ]
        case .switchSpec:
            return [
                ThemeField("id"), ThemeField("style"), ThemeField("caption", default: "\"\""),
                ThemeField("on", default: "false"), ThemeField("enabled", default: "true"), ThemeField("decide"),
            ]
        case .decide:
            return [
                ThemeField("policy"), ThemeField("resolveAfter", range: 0...60, default: "1"),
                ThemeField("grant", default: "true"),
            ]
        }
    }

    /// The field called `name`; nil for keys this section does not accept.
    func field(_ name: String) -> ThemeField? {
        fields.first { $0.name == name }
    }

    var keyNames: [String] { fields.map(\.name) }
}
