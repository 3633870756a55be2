import CSDL2

/// A failed SDL, SDL_ttf or SDL_image call: which call, the file it was about (if any) and what
/// `SDL_GetError()` (or SDLKit's own check) said, so a message can point at the cause.
public struct SDLError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The failed call, e.g. `SDL_CreateRenderer` or `IMG_Load`.
    public let call: String
    /// The file the call was about, when there is one.
    public let path: String?
    /// `SDL_GetError()` at the time of failure, or the reason SDLKit refused.
    public let message: String

    /// An error for `call` (about `path`, if any) with `message` as its reason.
    public init(call: String, path: String? = nil, message: String) {
        self.call = call
        self.path = path
        self.message = message
    }

    /// An error for `call` carrying the current `SDL_GetError()` text.
    static func current(_ call: String, path: String? = nil) -> SDLError {
        let text = SDL_GetError().map { String(cString: $0) } ?? ""
        return SDLError(call: call, path: path, message: text.isEmpty ? "unknown SDL error" : text)
    }

    /// `CALL failed: message`: the error without its place, for a message that names the place itself.
    public var reason: String { "\(call) failed: \(message)" }

    /// `path: error: CALL failed: message`, or `error: CALL failed: message` without a path.
    public var description: String {
        if let path { return "\(path): error: \(call) failed: \(message)" }
        return "error: \(call) failed: \(message)"
    }
}

/// Throws `SDLError.current(call)` when an SDL call that returns 0 on success returned anything else.
func check(_ status: Int32, _ call: String, path: String? = nil) throws {
    guard status == 0 else { throw SDLError.current(call, path: path) }
}
