import CSDL2
import SceneGraph

/// Pushes raw SDL input events into SDL's queue, as a mouse, a touch screen or SDL's own touch-to-mouse
/// synthesis would, for a running playground to drain. Records every push SDL refused.
final class SDLEventInjector {
    /// The window size in points, for turning points into normalised touch coordinates.
    let windowSize: Size
    /// The touch device id the fingers use (any id but `SDL_MOUSE_TOUCHID`).
    let touchID: SDL_TouchID = 1
    /// One line for each push SDL refused.
    private(set) var failures: [String] = []

    init(windowSize: Size) {
        self.windowSize = windowSize
    }

    /// A left-button press or release at `point`; `which` is the mouse id (`SDL_TOUCH_MOUSEID` for a
    /// mouse event SDL made up from a touch).
    func mouseButton(down: Bool, at point: Point, which: UInt32 = 0) {
        var event = SDL_Event()
        let type = down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP
        event.button.type = type.rawValue
        event.button.which = which
        event.button.button = UInt8(SDL_BUTTON_LEFT)
        event.button.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        event.button.clicks = 1
        event.button.x = Self.coordinate(point.x)
        event.button.y = Self.coordinate(point.y)
        push(&event, "mouse button at \(point)")
    }

    /// The mouse moving to `point` with the left button held.
    func mouseMotion(to point: Point, which: UInt32 = 0) {
        var event = SDL_Event()
        event.motion.type = SDL_MOUSEMOTION.rawValue
        event.motion.which = which
        event.motion.state = CSDL2_BUTTON_LMASK()
        event.motion.x = Self.coordinate(point.x)
        event.motion.y = Self.coordinate(point.y)
        push(&event, "mouse motion to \(point)")
    }

    /// The wheel turned by `dy` notches (SDL's direction: positive away from the user, scrolling up).
    func wheel(dy: Int32) {
        var event = SDL_Event()
        event.wheel.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.y = dy
        event.wheel.preciseY = Float(dy)
        push(&event, "wheel \(dy)")
    }

    /// A first press (no auto-repeat, no modifiers) of `key`.
    func key(_ key: SDL_KeyCode) {
        var event = SDL_Event()
        event.key.type = SDL_KEYDOWN.rawValue
        event.key.state = UInt8(SDL_PRESSED)
        event.key.keysym.sym = Int32(bitPattern: key.rawValue)
        push(&event, "key \(key)")
    }

    /// Holds or lets go of the left Alt key in SDL's keyboard state, which mouse button events are decoded
    /// with (SDL's button events carry no modifiers): set it before pushing a press, clear it after the
    /// frame that drains it, and always at the end of a test (the state is global).
    func setAlt(_ held: Bool) {
        SDL_SetModState(held ? KMOD_LALT : KMOD_NONE)
    }

    /// Holds or lets go of the left Shift key in SDL's keyboard state, as `setAlt` does for Alt: mouse
    /// button events are decoded with it, and the playground reads it each frame.
    func setShift(_ held: Bool) {
        SDL_SetModState(held ? KMOD_LSHIFT : KMOD_NONE)
    }

    /// A finger touching down or lifting at `point`; `touch` defaults to a real touch device.
    func finger(down: Bool, id: SDL_FingerID, at point: Point, touch: SDL_TouchID? = nil) {
        var event = SDL_Event()
        event.tfinger.type = (down ? SDL_FINGERDOWN : SDL_FINGERUP).rawValue
        event.tfinger.touchId = touch ?? touchID
        event.tfinger.fingerId = id
        event.tfinger.x = Float(point.x / windowSize.width)
        event.tfinger.y = Float(point.y / windowSize.height)
        event.tfinger.pressure = down ? 1 : 0
        push(&event, "finger \(id) at \(point)")
    }

    private func push(_ event: inout SDL_Event, _ what: String) {
        if SDL_PushEvent(&event) != 1 {
            failures.append("SDL_PushEvent(\(what)): \(String(cString: SDL_GetError()))")
        }
    }

    /// Whole window points (the test's points are whole already), clamped into Int32.
    private static func coordinate(_ value: Double) -> Int32 {
        Int32(clamping: Int(value.rounded()))
    }
}
