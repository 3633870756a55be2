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

    /// Runs the controller's low- and high-frequency motors at `low` and `high` (0 to 1) for `milliseconds`
    /// (`SDL_GameControllerRumble`; a new rumble replaces one under way). False when the controller has no
    /// rumble or SDL refused; a pad without motors is common, so the caller carries on.
    @discardableResult
    package func rumble(low: Double, high: Double, milliseconds: Int) -> Bool {
        func strength(_ value: Double) -> UInt16 {
            UInt16((value.isFinite ? min(max(value, 0), 1) : 0) * 65535)
        }
        return SDL_GameControllerRumble(
            pointer, strength(low), strength(high), UInt32(clamping: max(milliseconds, 0))) == 0
    }
}
