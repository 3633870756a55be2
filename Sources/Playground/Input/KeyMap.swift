import SDLKit

/// The one key map of the playground and the replay window (docs: README "Keys"): every key, what it means
/// and where it works. A key means the same wherever it works; a key one window has no use for does nothing
/// there. The help overlay, the usage text, `switchyard keys` and the key tables of README.md and
/// docs/scenarios.md are made from it (a test compares the tables). The time keys are the playground's:
/// `.` pauses, `,` steps, `[ ]` slow down and speed up, in both windows; stepping back is the replay's own.
/// A new key is one more entry here (and its action where the window performs it), its row in the
/// tables from `switchyard keys --markdown`.
enum KeyMap {
    /// Every entry, in the order the help and the tables show them.
    static let entries: [KeyEntry] = [
        KeyEntry("toggle the focused switch", .playground, gallery: KeyChord(.space), KeyChord(.enter)),
        KeyEntry(
            "along the focused switch's track: set it off / on; else move focus that way", .playground,
            gallery: KeyChord(.left), KeyChord(.right), KeyChord(.up), KeyChord(.down)),
        KeyEntry("move focus between switches", .playground, gallery: KeyChord(.tab), KeyChord(.tab, shift: true)),
        KeyEntry("D-pad / left stick move focus, A toggles, B / Back clear focus", .playground, label: "Gamepad"),
        KeyEntry(
            "touch mode: the mouse is a finger (again: mirrored pinch, again: off)", .playground,
            (KeyChord("m"), .cycleTouchMode)),
        KeyEntry("in touch mode: pin a second finger there (again: lift it)", .playground, label: "Alt-click"),
        KeyEntry("start or stop recording a scenario", .playground, (KeyChord("r"), .toggleRecording)),
        KeyEntry("save a screenshot (PNG) in the current folder", .both, (KeyChord("p"), .screenshot)),
        KeyEntry("next theme in the theme's folder", .playground, (KeyChord("t"), .nextTheme)),
        KeyEntry(
            "frame-time graph with mean and p99, above the dock's tabs", .playground,
            (KeyChord("f"), .togglePanel(.graph))),
        KeyEntry("dock tab: the event log", .playground, (KeyChord("l"), .togglePanel(.log))),
        KeyEntry("dock tab: this help", .playground, (KeyChord("h"), .togglePanel(.help))),
        KeyEntry("dock tab: the theme's states sheet", .playground, (KeyChord("s"), .togglePanel(.sheet))),
        KeyEntry(
            "dock tab: the inspector, edits the switch's style in the theme file", .playground,
            label: "I / click a caption", (KeyChord("i"), .togglePanel(.inspector))),
        KeyEntry(
            "the dock: a tab (or its key) shows it, the shown one's hides the dock; the splitter sizes it", .playground,
            label: "Click a tab / drag the splitter"),
        KeyEntry("the inspector writes the style the value is inherited from", .playground, label: "Shift + edit"),
        KeyEntry(
            "save a copy of a shipped or read-only theme in the current folder; edits go there", .playground,
            (KeyChord("s", control: true), .saveThemeCopy)),
        KeyEntry(
            "undo / redo the inspector's edits (while it shows)", .playground, repeats: true,
            (KeyChord("z", control: true), .undo), (KeyChord("z", control: true, shift: true), .redo)),
        KeyEntry("pause or resume the clock", .both, (KeyChord("."), .togglePause)),
        KeyEntry("step one tick (pauses first)", .both, repeats: true, (KeyChord(","), .step)),
        KeyEntry(
            "step one tick back (a re-run from the start)", .replay, repeats: true,
            (KeyChord(",", shift: true), .stepBack)),
        KeyEntry(
            "slower / faster (playground 1 to 1/10 speed; replay 1/4x to 4x, max)", .both,
            (KeyChord("["), .slower), (KeyChord("]"), .faster)),
        KeyEntry("seek to that tick", .replay, label: "Click or drag the timeline"),
        KeyEntry("reduce motion: thumbs jump, colours cross-fade", .playground, (KeyChord("z"), .toggleReduceMotion)),
        KeyEntry("mute or unmute the switches' feedback sounds", .playground, (KeyChord("n"), .toggleMute)),
        KeyEntry(
            "feedback volume down / up by 10 %", .playground, repeats: true, (KeyChord("-"), .volumeDown),
            (KeyChord("="), .volumeUp)),
        KeyEntry(
            "reduce feedback: sounds at half their gain, no rumble", .playground,
            (KeyChord("x"), .toggleReduceFeedback)),
        KeyEntry("dock tab: every error of a broken theme", .playground, (KeyChord("e"), .togglePanel(.errors))),
        KeyEntry(
            "scroll the gallery (over a dock panel: that panel; Shift: across; Ctrl over the sheet: zoom)", .playground,
            label: "Wheel / two-finger pan"),
        KeyEntry(
            "close the window (a replay closed before its end reports what ran)", .both,
            (KeyChord(.escape), .quit), (KeyChord("q", control: true), .quit)),
    ]

    /// The entries that work in `window`.
    static func entries(in window: KeyWindow) -> [KeyEntry] {
        entries.filter { $0.scope.includes(window) }
    }

    /// What `press` does in `window`; nil when the map gives it nothing to do there (the playground then
    /// hands it to the gallery). Auto-repeat counts only for the entries that repeat.
    static func action(for press: KeyPress, in window: KeyWindow) -> KeyAction? {
        for entry in entries where entry.scope.includes(window) && (entry.repeats || !press.isRepeat) {
            if let binding = entry.bindings.first(where: { $0.chord.matches(press) }) { return binding.action }
        }
        return nil
    }

    /// The map as the usage text and `switchyard keys` print it: a line per entry, the keys in a column.
    static func text(for entries: [KeyEntry] = entries, showingScope: Bool = true) -> String {
        let width = entries.map(\.label.count).max() ?? 0
        return entries.map { entry in
            let scope = showingScope && entry.scope != .both ? " (\(entry.scope.name) only)" : ""
            let pad = String(repeating: " ", count: width - entry.label.count)
            return "  \(entry.label)\(pad)  \(entry.meaning)\(scope)"
        }.joined(separator: "\n")
    }

    /// The map as a Markdown table: README.md's key table, and with `entries(in: .replay)` docs/scenarios.md's.
    static func markdown(for entries: [KeyEntry] = entries) -> String {
        let rows = entries.map { "| \($0.markdownLabel) | \($0.meaning) | \($0.scope.name) |" }
        return (["| Keys | What they do | Where |", "|---|---|---|"] + rows).joined(separator: "\n")
    }
}

/// The two windows a key works in.
enum KeyWindow: Equatable {
    case playground, replay
}

/// Where an entry of the key map works.
enum KeyScope: Equatable {
    case both, playground, replay

    func includes(_ window: KeyWindow) -> Bool {
        switch self {
        case .both: return true
        case .playground: return window == .playground
        case .replay: return window == .replay
        }
    }

    /// `both`, `playground`, `replay window`: the tables' Where column.
    var name: String {
        switch self {
        case .both: return "both"
        case .playground: return "playground"
        case .replay: return "replay window"
        }
    }
}

/// What a key of the map does, performed by the window it works in.
enum KeyAction: Equatable {
    case quit
    case screenshot
    case togglePause
    /// One tick on, pausing first.
    case step
    /// One tick back (the replay window: a re-run from the start).
    case stepBack
    case slower
    case faster
    case toggleRecording
    case nextTheme
    /// Shows or hides the graph (F), or opens a dock tab (L log, H help, S states sheet, I inspector, E
    /// errors), closing the tabs when it is the open one.
    case togglePanel(Panel)
    case cycleTouchMode
    case toggleReduceMotion
    case toggleMute
    case volumeDown
    case volumeUp
    case toggleReduceFeedback
    case undo
    case redo
    case saveThemeCopy
}

/// A key with the modifiers it needs: exactly these (Shift+`,` is not `,`).
struct KeyChord: Equatable {
    var key: KeyCode
    var control = false
    var shift = false

    init(_ key: KeyCode, control: Bool = false, shift: Bool = false) {
        self.key = key
        self.control = control
        self.shift = shift
    }

    /// A printable key by its character.
    init(_ character: Character, control: Bool = false, shift: Bool = false) {
        self.init(.character(character), control: control, shift: shift)
    }

    func matches(_ press: KeyPress) -> Bool {
        press.key == key && press.control == control && press.shift == shift
    }

    /// `R`, `Ctrl+Shift+Z`, `Shift+,`, `Esc`, `Left`.
    var name: String {
        let base: String
        switch key {
        case .escape: base = "Esc"
        case .tab: base = "Tab"
        case .space: base = "Space"
        case .enter: base = "Enter"
        case .backspace: base = "Backspace"
        case .delete: base = "Delete"
        case .left: base = "Left"
        case .right: base = "Right"
        case .up: base = "Up"
        case .down: base = "Down"
        case .home: base = "Home"
        case .end: base = "End"
        case .character(let c): base = c.uppercased()
        case .other(let code): base = "key \(code)"
        }
        return (control ? "Ctrl+" : "") + (shift ? "Shift+" : "") + base
    }
}

/// One line of the key map: its keys (or the mouse or gamepad input it names), what they mean, where.
struct KeyEntry {
    /// What the window does for each key; a gallery key's action is nil (the gallery takes it).
    let bindings: [(chord: KeyChord, action: KeyAction?)]
    let meaning: String
    let scope: KeyScope
    /// True when holding the key repeats it.
    let repeats: Bool
    /// The keys as shown: the chords' names, or the input named for an entry without keys of its own.
    let label: String

    /// Keys the window performs: `bindings`, each with its action.
    init(
        _ meaning: String, _ scope: KeyScope, label: String? = nil, repeats: Bool = false,
        _ bindings: (KeyChord, KeyAction)...
    ) {
        self.init(meaning, scope, label: label, repeats: repeats, bindings: bindings.map { ($0.0, $0.1) })
    }

    /// Keys the gallery takes (the engine's focus and toggle keys), in the playground.
    init(_ meaning: String, _ scope: KeyScope, label: String? = nil, gallery keys: KeyChord...) {
        self.init(meaning, scope, label: label, repeats: true, bindings: keys.map { ($0, nil) })
    }

    private init(
        _ meaning: String, _ scope: KeyScope, label: String?, repeats: Bool,
        bindings: [(chord: KeyChord, action: KeyAction?)]
    ) {
        self.bindings = bindings
        self.meaning = meaning
        self.scope = scope
        self.repeats = repeats
        self.label = label ?? bindings.map(\.chord.name).joined(separator: " / ")
    }

    /// The label for a Markdown table, each key in bold.
    var markdownLabel: String {
        label.split(separator: " / ").map { "**\($0)**" }.joined(separator: " / ")
    }
}
