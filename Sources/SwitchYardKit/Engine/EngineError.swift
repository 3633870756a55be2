import JSONKit
import SceneGraph

/// Why the engine refused a request. Each reads as one line.
public enum EngineError: Error, Equatable, CustomStringConvertible {
    /// A switch was asked for before a theme loaded.
    case noTheme
    /// The theme has no style of this name (the names it has follow).
    case unknownStyle(String, known: [String])
    /// A switch with this id exists already.
    case duplicateID(String)
    /// A switch size that is zero, negative or not finite.
    case invalidSize(Size)
    /// A switch position that is not finite.
    case invalidOrigin(Point)
    /// A switch was added from a callback while the engine handles input or advances.
    case busy
    /// No switch has this id (never placed, or removed).
    case noSwitch(String)
    /// The switch with this id has no pending change to resolve (never asked, resolved already, timed out,
    /// ended by `setOn`, or asked from inside the decision hook, before it was pending).
    case notPending(String)

    /// The error as one line.
    public var description: String {
        switch self {
        case .noTheme:
            return "no theme is loaded"
        case .unknownStyle(let name, let known):
            return "the theme has no style '\(Excerpt.plain(name))' (it has: \(Excerpt.list(known)))"
        case .duplicateID(let id):
            return "a switch with id '\(Excerpt.plain(id))' exists already"
        case .invalidSize(let size):
            return "a switch needs a positive, finite size (got \(size.width)x\(size.height))"
        case .invalidOrigin(let point):
            return "a switch needs a finite position (got \(point.x), \(point.y))"
        case .busy:
            return
                "a switch cannot be added from a callback while the engine handles input; add it after handle returns"
        case .noSwitch(let id):
            return "there is no switch '\(Excerpt.plain(id))'"
        case .notPending(let id):
            return "switch '\(Excerpt.plain(id))' has no pending change to resolve"
        }
    }
}
