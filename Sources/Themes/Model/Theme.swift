import SceneGraph

/// A decoded, validated theme: the window's look, the named switch styles and the gallery of switches.
public struct Theme: Hashable, Sendable {
    /// The theme's display name: its `name` key, or the file name without extension.
    public var name: String
    /// The window's background colour.
    public var background: Color
    /// Every style by name, `extends` already applied.
    public var styles: [String: SwitchStyle]
    /// The gallery, in file order.
    package var switches: [SwitchSpec]
    /// Image paths as written in the theme (relative to its folder), each once, in first-use order.
    package var images: [String]
    /// Fonts the theme registered, in file order.
    package var fonts: [ThemeFont]
    /// Absolute paths of the theme file and every image and font it names: what a watcher should watch.
    package var sourceFiles: [String]
    /// The language whose string table the labels were taken from; nil when none applied.
    public var language: String?
    /// The sounds the styles' feedback names, each once; `SoundHandle.id` is the index.
    public var sounds: [PCMSound]

    /// A theme of the given parts, as the decoder builds it; nothing is validated here.
    package init(
        name: String, background: Color, styles: [String: SwitchStyle], switches: [SwitchSpec],
        images: [String], fonts: [ThemeFont], sourceFiles: [String], language: String?, sounds: [PCMSound] = []
    ) {
        self.name = name
        self.background = background
        self.styles = styles
        self.switches = switches
        self.images = images
        self.fonts = fonts
        self.sourceFiles = sourceFiles
        self.language = language
        self.sounds = sounds
    }
}

/// One switch of the gallery: its id (stable across reloads, so states survive), its style and caption.
package struct SwitchSpec: Hashable, Sendable {
    /// The switch's id, unique in the theme; a reload keeps the state of a switch with the same id.
    package var id: String
    /// The name of the style in `Theme.styles`.
    package var styleName: String
    /// The resolved style named by `styleName`, images loaded and `extends` applied.
    package var style: SwitchStyle
    /// Text shown next to the switch, already localised.
    package var caption: String
    /// The value at start (or when the id is new after a reload).
    package var isOn: Bool
    /// False shows the switch dimmed and ignores its input (a theme's `enabled` key, true unless given).
    package var isEnabled: Bool
    /// How the gallery answers this switch's asks (`decide`); nil lets every change through.
    package var owner: OwnerPolicy?
    /// What a screen reader says for the switch (`accessibility`), already localised.
    package var accessibility: AccessibilityText

    /// A gallery entry; `isOn` is the value at start, `owner` the stand-in owner that answers its asks.
    package init(
        id: String, styleName: String, style: SwitchStyle, caption: String, isOn: Bool, isEnabled: Bool,
        owner: OwnerPolicy? = nil, accessibility: AccessibilityText = AccessibilityText()
    ) {
        self.id = id
        self.styleName = styleName
        self.style = style
        self.caption = caption
        self.isOn = isOn
        self.isEnabled = isEnabled
        self.owner = owner
        self.accessibility = accessibility
    }
}

/// A switch's accessible name and description as a theme (`accessibility.label`, `.hint`) or a host gives
/// them; nil where nothing was given, so the name falls back to the caption.
public struct AccessibilityText: Hashable, Sendable {
    /// The accessible name, what a screen reader reads first; nil for the caption.
    public var label: String?
    /// The accessible description: what the switch does, read after the name and the state.
    public var hint: String?

    /// A name and a description, either left to the fallback with nil.
    public init(label: String? = nil, hint: String? = nil) {
        self.label = label
        self.hint = hint
    }
}

/// A gallery switch's owner as a theme describes it (`decide`), so a person can try a switch that asks
/// first without writing a program: the gallery answers as the owner would, on the scene clock.
package enum OwnerPolicy: Hashable, Sendable {
    /// Every change is refused.
    case refuse
    /// The first change is allowed, the second refused, the third allowed, and so on.
    case refuseEverySecond
    /// Every change goes pending and is decided `resolveAfter` seconds later: completed when `grant`,
    /// rolled back otherwise (a style time-out that comes first refuses it).
    case pending(resolveAfter: Double, grant: Bool)
}

/// A font file the theme names, usable in labels as `FontFace.named(name)`.
package struct ThemeFont: Hashable, Sendable {
    /// The name labels use in `FontFace.named(_:)`; `regular`, `bold` and the empty name are reserved.
    package var name: String
    /// As written in the theme, relative to its folder.
    package var path: String
    /// The checked real path.
    package var absolutePath: String

    /// A font named `name` at `path` as written and its checked `absolutePath`.
    package init(name: String, path: String, absolutePath: String) {
        self.name = name
        self.path = path
        self.absolutePath = absolutePath
    }
}
