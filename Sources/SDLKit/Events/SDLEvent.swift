/// One SDL event in Swift terms: what SwitchYard and its embedders react to, with SDL's own types kept
/// inside SDLKit. Positions are in window points for the mouse and normalised (0...1) for fingers, as SDL
/// reports them.
public enum SDLEvent: Equatable, Sendable {
    /// The user or the system asked the program to quit.
    case quit
    /// A mouse button went down or up.
    case mouseButton(MouseButtonEvent)
    /// The mouse moved to `x`, `y`.
    case mouseMotion(x: Double, y: Double, fromTouch: Bool)
    /// The wheel turned by `dx`, `dy` notches (SDL's direction: positive `dy` away from the user), already
    /// corrected for "natural" scrolling.
    case mouseWheel(dx: Double, dy: Double, fromTouch: Bool)
    /// A finger touched, moved on or left a touch device.
    case finger(FingerEvent)
    /// A key went down.
    case key(KeyPress)
    /// Text typed while text input is on (`SDL_TEXTINPUT`, after the keyboard layout and any input method):
    /// what a text field inserts, as opposed to the key presses that edit it.
    case textInput(String)
    /// The window changed.
    case window(WindowChange)
    /// The renderer lost its textures (`SDL_RENDER_TARGETS_RESET` or `SDL_RENDER_DEVICE_RESET`).
    case renderReset
    /// A game controller was plugged in (`SDL_CONTROLLERDEVICEADDED`): open it with `GameController(deviceIndex:)`.
    case gamepadAdded(deviceIndex: Int32)
    /// A game controller was unplugged (`SDL_CONTROLLERDEVICEREMOVED`), by its instance id.
    case gamepadRemoved(instance: Int32)
    /// A button of an open game controller went down or up.
    case gamepadButton(GamepadButtonEvent)
    /// An axis of an open game controller moved.
    case gamepadAxis(GamepadAxisEvent)
    /// SwitchYard's own wake-up (posted by `EventPump.postWake()` from any thread, e.g. a theme watcher).
    case wake
    /// Anything else, by SDL event type.
    case other(UInt32)
}

/// A mouse button press or release.
public struct MouseButtonEvent: Equatable, Sendable {
    /// Which button.
    public enum Button: Equatable, Sendable {
        /// The left, right and middle buttons (`SDL_BUTTON_LEFT`, `_RIGHT`, `_MIDDLE`); `other` is any further button
        /// (X1, X2).
        case left, right, middle, other
    }

    /// True for a press (`SDL_MOUSEBUTTONDOWN`), false for a release.
    public var isDown: Bool
    /// Horizontal position in window points from the left edge.
    public var x: Double
    /// Vertical position in window points from the top edge, growing downwards.
    public var y: Double
    /// The button that went down or up.
    public var button: Button
    /// True when SDL synthesised it from a touch (`SDL_TOUCH_MOUSEID`): the touch also arrives as a finger.
    public var fromTouch: Bool
    /// True while either Alt (Option) key is held. SDL's button events carry no modifiers, so this is the
    /// keyboard's modifier state when the event is decoded (`SDL_GetModState`).
    public var alt: Bool
    /// True while either Shift key is held, read the same way as `alt`.
    public var shift: Bool

    /// A button event at `x`, `y` window points; `fromTouch` marks one SDL synthesised from a touch, `alt` and
    /// `shift` one made with that modifier held.
    public init(
        isDown: Bool, x: Double, y: Double, button: Button, fromTouch: Bool = false, alt: Bool = false,
        shift: Bool = false
    ) {
        self.isDown = isDown
        self.x = x
        self.y = y
        self.button = button
        self.fromTouch = fromTouch
        self.alt = alt
        self.shift = shift
    }
}

/// A finger event with SDL's normalised coordinates (0...1 across the window).
public struct FingerEvent: Equatable, Sendable {
    /// Where in a touch the event falls.
    public enum Phase: Equatable, Sendable {
        /// The finger touched the device (`SDL_FINGERDOWN`), moved on it (`SDL_FINGERMOTION`) or left it
        /// (`SDL_FINGERUP`).
        case down, move, up
    }

    /// Whether the finger went down, moved or lifted.
    public var phase: Phase
    /// SDL's finger id: stable from down to up, so it tells simultaneous touches apart.
    public var finger: Int64
    /// Horizontal position, normalised: 0 at the left edge of the window, 1 at the right.
    public var x: Double
    /// Vertical position, normalised: 0 at the top edge of the window, 1 at the bottom.
    public var y: Double
    /// True when SDL synthesised it from the mouse (`SDL_MOUSE_TOUCHID`): the press also arrives as a mouse event.
    public var fromMouse: Bool

    /// A finger event at normalised `x`, `y` (0...1); `fromMouse` marks one SDL synthesised from the mouse.
    public init(phase: Phase, finger: Int64, x: Double, y: Double, fromMouse: Bool = false) {
        self.phase = phase
        self.finger = finger
        self.x = x
        self.y = y
        self.fromMouse = fromMouse
    }
}

/// A key press with its modifiers.
public struct KeyPress: Equatable, Sendable {
    /// The key that went down.
    public var key: KeyCode
    /// True while either Shift key is held (Shift-Tab moves focus backwards).
    public var shift: Bool
    /// True while either Control key is held (Ctrl+Q quits the playground).
    public var control: Bool
    /// True for presses generated by the keyboard's auto-repeat.
    public var isRepeat: Bool

    /// A press of `key` with the given modifiers; a first press (not auto-repeat) by default.
    public init(key: KeyCode, shift: Bool = false, control: Bool = false, isRepeat: Bool = false) {
        self.key = key
        self.shift = shift
        self.control = control
        self.isRepeat = isRepeat
    }
}

/// The keys SwitchYard names; a printable key is its character, anything else its SDL keycode.
public enum KeyCode: Equatable, Sendable {
    /// The named keys: Escape, Tab, Space, Enter (Return and keypad Enter), Backspace, Delete, the four arrow keys,
    /// Home and End.
    case escape, tab, space, enter, backspace, delete, left, right, up, down, home, end
    /// A printable ASCII key, lower-case (`SDLK_a` is "a").
    case character(Character)
    /// Any other SDL keycode.
    case other(Int32)
}

/// The window events SwitchYard reacts to.
public enum WindowChange: Equatable, Sendable {
    /// The window lost keyboard focus, was hidden or minimised, changed size (`SDL_WINDOWEVENT_SIZE_CHANGED` or
    /// `_RESIZED`), moved to another display, or is asked to close; `other` is any window event SwitchYard ignores.
    case focusLost, hidden, minimized, sizeChanged, displayChanged, close, other
    /// The window was uncovered (`SDL_WINDOWEVENT_EXPOSED`): what it showed is gone and must be drawn whole.
    case exposed
}

/// A button of an open game controller, in SDL's game controller layout (positions of an Xbox pad).
public struct GamepadButtonEvent: Equatable, Sendable {
    /// The buttons SwitchYard names.
    public enum Button: Equatable, Sendable {
        /// The bottom, right, left and top face buttons (`SDL_CONTROLLER_BUTTON_A`, `_B`, `_X`, `_Y`).
        case a, b, x, y
        /// Back (Select, View) and Start (Menu).
        case back, start
        /// The D-pad.
        case dpadUp, dpadDown, dpadLeft, dpadRight
        /// Any other button, by `SDL_GameControllerButton` value.
        case other(Int32)
    }

    /// The controller's instance id (stable while it stays plugged in).
    public var instance: Int32
    /// The button.
    public var button: Button
    /// True for a press, false for a release.
    public var isDown: Bool

    /// A press (or release) of `button` on the controller `instance`.
    public init(instance: Int32, button: Button, isDown: Bool) {
        self.instance = instance
        self.button = button
        self.isDown = isDown
    }
}

/// An axis of an open game controller.
public struct GamepadAxisEvent: Equatable, Sendable {
    /// The axes SwitchYard names.
    public enum Axis: Equatable, Sendable {
        /// The left stick: x grows to the right, y grows downwards.
        case leftX, leftY
        /// Any other axis (the right stick, the triggers), by `SDL_GameControllerAxis` value.
        case other(Int32)
    }

    /// The controller's instance id.
    public var instance: Int32
    /// The axis.
    public var axis: Axis
    /// The position, -32768...32767 (0 at rest).
    public var value: Int32

    /// `axis` of the controller `instance` at `value`.
    public init(instance: Int32, axis: Axis, value: Int32) {
        self.instance = instance
        self.axis = axis
        self.value = value
    }
}
