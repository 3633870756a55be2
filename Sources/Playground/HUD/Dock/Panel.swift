/// A panel of the window, shown and hidden with its own key (`AppCommand`). The frame-time graph is small
/// and shows above the dock's tabs; the others are the dock's tabs, one shown at a time, in this order
/// along the tab strip. A new panel is a case here, its key, and its node in `HUD`.
package enum Panel: CaseIterable, Hashable {
    /// Frame times (F).
    case graph
    /// The recent switch events (L).
    case log
    /// Every key (H).
    case help
    /// The theme's states sheet (S).
    case sheet
    /// The selected switch's style, edited into the theme file (I, or a click on a caption).
    case inspector
    /// Every error of a theme that failed to load (E).
    case errors

    /// The dock's tabs, in the tab strip's order.
    static let tabs: [Panel] = [.log, .help, .sheet, .inspector, .errors]

    /// True for the dock's tabs; false for the graph.
    var isTab: Bool { self != .graph }

    /// The name in the `--log` file's `panels` event.
    var name: String {
        switch self {
        case .graph: return "graph"
        case .log: return "log"
        case .help: return "help"
        case .sheet: return "sheet"
        case .inspector: return "inspector"
        case .errors: return "errors"
        }
    }

    /// The tab's title.
    var title: String {
        switch self {
        case .graph: return "Frames"
        case .log: return "Log"
        case .help: return "Help"
        case .sheet: return "Sheet"
        case .inspector: return "Inspector"
        case .errors: return "Errors"
        }
    }

    /// What a screen reader calls the panel.
    var accessibleName: String {
        switch self {
        case .graph: return "Frame times"
        case .log: return "Event log"
        case .help: return "Keys"
        case .sheet: return "States sheet"
        case .inspector: return "Inspector"
        case .errors: return "Theme errors"
        }
    }
}
