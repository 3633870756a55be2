import CSDL2

/// An open SDL game controller, closed when the object goes. Open one when `SDLEvent.gamepadAdded`
/// arrives; drop it on `SDLEvent.gamepadRemoved` with its `instance`.
package final class GameController {
    private let context: SDLContext
    private let pointer: OpaquePointer
    /// The instance id SDL gives this controller's events while it stays plugged in.
    package let instance: Int32
    /// The controller's name as SDL reports it (empty when SDL has none).
    package let name: String

    /// Opens the controller at `deviceIndex` (from `SDLEvent.gamepadAdded`). Throws when SDL cannot open it
    /// (it was unplugged again, or it is not a game controller).
    package init(deviceIndex: Int32, context: SDLContext) throws {
        guard let opened = SDL_GameControllerOpen(deviceIndex) else {
            throw SDLError.current("SDL_GameControllerOpen")
        }
        self.context = context
        pointer = opened
        instance = SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(opened))
        name = SDL_GameControllerName(opened).map { String(cString: $0) } ?? ""
    }

    deinit {
        SDL_GameControllerClose(pointer)
    }
}
