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
    case feedback
    case cue
    case rumble
    case switchSpec = "switch"
    case decide
    case accessibility

    static let points = 0...ThemeLimits.maxPoints / 2
    static let unit = 0.0...1.0
    /// The ranges of `controlPoints`' four numbers: x from 0 to 1, y from -2 to 3.
    static let controlPointRanges: [ClosedRange<Double>] = [0...1, -2...3, 0...1, -2...3]

    /// The keys this object accepts, in the order the format lists them; built once per section (every
    /// object the decoder reads looks its keys up here).
    var fields: [ThemeField] { Self.table[self]?.fields ?? [] }

    /// Each section's fields, in order and by name.
    private static let table: [ThemeSection: (fields: [ThemeField], byName: [String: ThemeField])] =
        Dictionary(
            uniqueKeysWithValues: allCases.map { section in
                let fields = section.declaredFields
                return (
                    section, (fields, Dictionary(fields.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }))
                )
            })

    private var declaredFields: [ThemeField] {
        switch self {
        case .root:
            return [
                ThemeField("$schema", .value(.string)), ThemeField("version", .value(.version)),
                ThemeField("name", .value(.string)), ThemeField("window", .section(.window)),
                ThemeField("strings", .map(.map(.value(.text), entries: Entries.strings), entries: Entries.languages)),
                ThemeField("fonts", .map(.value(.string), entries: Entries.fonts)),
                ThemeField("styles", .map(.section(.style), entries: Entries.styles)),
                ThemeField("switches", .list(.switchSpec, entries: Entries.switches)),
            ]
        case .window:
            return [ThemeField("background", .value(.colour), default: "\"#F2F2F7\"")]
        case .style:
            return [
                ThemeField("extends", .value(.string)),
                ThemeField("size", .value(.size), range: 1...ThemeLimits.maxPoints, default: "[51, 31]"),
                ThemeField("track", .section(.track)), ThemeField("thumb", .section(.thumb)),
                ThemeField("labels", .section(.labels)), ThemeField("animation", .section(.animation)),
                ThemeField("orientation", .value(.choice(["horizontal", "vertical"])), default: "\"horizontal\""),
                ThemeField("direction", .value(.choice(["ltr", "rtl"])), default: "\"ltr\""),
                ThemeField("trackTap", .value(.choice(["toggle", "ignore"])), default: "\"toggle\""),
                ThemeField("captionTap", .value(.choice(["ignore", "toggle"])), default: "\"ignore\""),
                ThemeField("disabledOpacity", .value(.number), range: Self.unit, default: "0.4"),
                ThemeField("focusRing", .value(.colour), default: "\"#007AFF\""),
                ThemeField("pending", .section(.pending)), ThemeField("feedback", .section(.feedback)),
            ]
        case .track:
            return [
                ThemeField("off", .value(.paint), default: "\"#E9E9EA\""),
                ThemeField("on", .value(.paint), default: "\"#34C759\""),
                ThemeField("cornerRadius", .value(.cornerRadius), range: Self.points, default: "\"pill\""),
                ThemeField("margin", .value(.number), range: Self.points, default: "0"),
                ThemeField("border", .section(.border)), ThemeField("imageInsets", .section(.insets)),
                ThemeField("fill", .value(.choice(["crossfade", "split"])), default: "\"crossfade\""),
            ]
        case .thumb:
            return [
                ThemeField("off", .value(.paint), default: "\"#FFFFFF\""),
                ThemeField("on", .value(.paint), default: "\"#FFFFFF\""),
                ThemeField("shape", .value(.choice(["circle", "roundedRect"])), default: "\"circle\""),
                ThemeField("cornerRadius", .value(.cornerRadius), range: Self.points, default: "\"pill\""),
                ThemeField("width", .value(.length), range: 1...ThemeLimits.maxPoints),
                ThemeField("margin", .value(.number), range: Self.points, default: "2"),
                ThemeField("pressedStretch", .value(.number), range: Self.unit, default: "0"),
                ThemeField("border", .section(.border)), ThemeField("clipToTrack", .value(.bool), default: "false"),
            ]
        case .border:
            return [
                ThemeField("color", .value(.colour), default: "\"#00000033\""),
                ThemeField("width", .value(.number), range: 0...64, default: "1"),
            ]
        case .insets:
            return ["top", "left", "bottom", "right"].map {
                ThemeField($0, .value(.number), range: Self.points, default: "0")
            }
        case .paintObject:
            return [
                ThemeField("color", .value(.colour)), ThemeField("image", .value(.string)),
                ThemeField("tint", .value(.colour)),
                ThemeField("mirrorInRTL", .value(.bool), default: "true"),
            ]
        case .labels:
            return [
                ThemeField("layout", .value(.choice(["slide", "fixed"])), default: "\"slide\""),
                ThemeField("on", .section(.label)), ThemeField("off", .section(.label)),
            ]
        case .label:
            return [
                ThemeField("text", .value(.text), default: "\"\""),
                ThemeField("font", .value(.string), default: "\"bold\""),
                ThemeField("style", .value(.choice(["normal", "italic"])), default: "\"normal\""),
                ThemeField("size", .value(.number), range: 1...512, default: "17"),
                ThemeField("minimumScale", .value(.number), range: 0.1...1, default: "0.5"),
                ThemeField("color", .value(.colour), default: "\"#FFFFFF\""), ThemeField("background", .value(.colour)),
            ]
        case .animation:
            let curves = ["linear", "easeIn", "easeOut", "easeInOut", "spring", "cubicBezier"]
            return [
                ThemeField("duration", .value(.number), range: 0...10, default: "0.25"),
                ThemeField("curve", .value(.choice(curves)), default: "\"easeInOut\""),
                ThemeField("damping", .value(.number), range: 0.1...1, default: "0.7"),
                ThemeField("controlPoints", .value(.controlPoints)),
            ]
        case .pending:
            return [
                ThemeField("look", .value(.choice(["spinner", "pulse", "dim"])), default: "\"spinner\""),
                ThemeField("color", .value(.colour), default: "\"#8E8E93\""),
                ThemeField("position", .value(.number), range: Self.unit, default: "1"),
                ThemeField("timeout", .value(.secondsOrNone), range: 0...PendingStyle.maxTimeout, default: "30"),
            ]
        case .feedback:
            return [ThemeField("at", .value(.choice(["release", "cross"])), default: "\"release\"")]
                + FeedbackCue.allCases.map { ThemeField($0.rawValue, .section(.cue)) }
        case .cue:
            return [
                ThemeField("sound", .value(.string)),
                ThemeField("gain", .value(.number), range: Self.unit, default: "1"),
                ThemeField("rumble", .section(.rumble)),
            ]
        case .rumble:
            return [
                ThemeField("low", .value(.number), range: Self.unit, default: "0"),
                ThemeField("high", .value(.number), range: Self.unit, default: "0"),
                ThemeField("duration", .value(.number), range: 1...ThemeLimits.maxRumbleMilliseconds, default: "50"),
            ]
        case .switchSpec:
            return [
                ThemeField("id", .value(.string)), ThemeField("style", .value(.string)),
                ThemeField("caption", .value(.text), default: "\"\""),
                ThemeField("on", .value(.bool), default: "false"),
                ThemeField("enabled", .value(.bool), default: "true"),
                ThemeField("decide", .section(.decide)), ThemeField("accessibility", .section(.accessibility)),
            ]
        case .accessibility:
            return [ThemeField("label", .value(.text)), ThemeField("hint", .value(.text))]
        case .decide:
            return [
                ThemeField("policy", .value(.choice(["refuse", "refuse-every-second", "pending"]))),
                ThemeField("resolveAfter", .value(.number), range: 0...60, default: "1"),
                ThemeField("grant", .value(.bool), default: "true"),
            ]
        }
    }

    /// What the entries of the root's maps and list are called in messages (`expected an object of named
    /// styles, got ...`).
    enum Entries {
        static let languages = "language tables"
        static let strings = "strings"
        static let fonts = "font names to file paths"
        static let styles = "named styles"
        static let switches = "switches"
    }

    /// The field called `name`; nil for keys this section does not accept.
    func field(_ name: String) -> ThemeField? {
        Self.table[self]?.byName[name]
    }

    var keyNames: [String] { fields.map(\.name) }
}
