import SDLKit

/// The playground's own keys (docs: README "In the window").
enum AppCommand: Equatable {
    case toggleRecording
    case screenshot
    case nextTheme
    /// Shows or hides a panel (F graph, L log, H help, S states sheet, I inspector).
    case togglePanel(Panel)
    case cycleTouchMode
    case togglePause
    case stepFrame
    case slower
    case faster
    case toggleReduceMotion
    case toggleMute
    case toggleReduceFeedback
    case toggleErrorList
    case undo
    case redo

    /// The command a key press stands for: plain R, P, T, F, L, H, S, I, M, `.`, `,`, `[`, `]`, Z, N, X, E without
    /// auto-repeat, Ctrl+Z (undo) and Ctrl+Shift+Z (redo, auto-repeat allowed for both); nil for any other
    /// key.
    init?(_ press: KeyPress) {
        if press.control, press.key == .character("z") {
            self = press.shift ? .redo : .undo
            return
        }
        guard !press.isRepeat, !press.control, case .character(let c) = press.key else { return nil }
        switch c {
        case "r": self = .toggleRecording
        case "p": self = .screenshot
        case "t": self = .nextTheme
        case "f": self = .togglePanel(.graph)
        case "l": self = .togglePanel(.log)
        case "h": self = .togglePanel(.help)
        case "s": self = .togglePanel(.sheet)
        case "m": self = .cycleTouchMode
        case ".": self = .togglePause
        case ",": self = .stepFrame
        case "[": self = .slower
        case "]": self = .faster
        case "z": self = .toggleReduceMotion
        case "n": self = .toggleMute
        case "x": self = .toggleReduceFeedback
        case "e": self = .toggleErrorList
        case "i": self = .togglePanel(.inspector)
        default: return nil
        }
    }
}
