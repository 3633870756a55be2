import CSDL2
import Synchronization

/// SDL's event queue in Swift: poll, wait with a time-out, decode an event a host program already
/// polled, and post SwitchYard's wake-up or a quit from any thread.
public struct EventPump {
    /// A pump on the context's queue (SDL has one queue per process).
    public init(context: SDLContext) {
        self.context = context
    }

    private let context: SDLContext

    /// The next pending event, or nil when the queue is empty.
    public func poll() -> SDLEvent? {
        var event = SDL_Event()
        guard SDL_PollEvent(&event) != 0 else { return nil }
        return Self.decode(&event)
    }

    /// Blocks until an event arrives or `milliseconds` pass; nil on time-out.
    public func wait(milliseconds: Int) -> SDLEvent? {
        var event = SDL_Event()
        guard SDL_WaitEventTimeout(&event, Int32(clamping: milliseconds)) != 0 else { return nil }
        return Self.decode(&event)
    }

    /// Wakes a loop blocked in `wait` from any thread, with an event type SDL reserved for SwitchYard (so it
    /// never collides with a host program's own user events). False when SDL's queue refused it.
    @discardableResult
    package static func postWake() -> Bool {
        guard let type = WakeEventType.shared.type else { return false }
        var event = SDL_Event()
        event.type = type
        return SDL_PushEvent(&event) == 1
    }

    /// Turns SDL's text input on (a text field is being edited: `textInput` events arrive, an input method
    /// may open) or off.
    package func setTextInput(_ on: Bool) {
        if on { SDL_StartTextInput() } else { SDL_StopTextInput() }
    }

    /// True while either Shift key is held, in SDL's keyboard state now (`SDL_GetModState`): for showing
    /// what a Shift-click would do before the click.
    package var isShiftHeld: Bool {
        UInt32(SDL_GetModState().rawValue) & UInt32(KMOD_SHIFT.rawValue) != 0
    }

    /// True while either Control key is held, in SDL's keyboard state now: Ctrl+wheel zooms the playground's
    /// states sheet.
    package var isControlHeld: Bool {
        UInt32(SDL_GetModState().rawValue) & UInt32(KMOD_CTRL.rawValue) != 0
    }

    /// Asks the loop to quit, from any thread. False when SDL's queue refused it.
    @discardableResult
    package static func postQuit() -> Bool {
        var event = SDL_Event()
        event.type = SDL_QUIT.rawValue
        return SDL_PushEvent(&event) == 1
    }

    /// Decodes an `SDL_Event` a host program polled itself (the C API passes its `const SDL_Event *`).
    package static func decode(rawEvent: UnsafeRawPointer) -> SDLEvent {
        var event = rawEvent.load(as: SDL_Event.self)
        return decode(&event)
    }

    static func decode(_ event: inout SDL_Event) -> SDLEvent {
        let type = SDL_EventType(event.type)
        switch type {
        case SDL_QUIT:
            return .quit
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let b = event.button
            let mods = UInt32(SDL_GetModState().rawValue)
            return .mouseButton(
                MouseButtonEvent(
                    isDown: type == SDL_MOUSEBUTTONDOWN, x: Double(b.x), y: Double(b.y), button: button(b.button),
                    fromTouch: b.which == CSDL2_TOUCH_MOUSEID(), alt: mods & UInt32(KMOD_ALT.rawValue) != 0,
                    shift: mods & UInt32(KMOD_SHIFT.rawValue) != 0))
        case SDL_MOUSEMOTION:
            let m = event.motion
            return .mouseMotion(x: Double(m.x), y: Double(m.y), fromTouch: m.which == CSDL2_TOUCH_MOUSEID())
        case SDL_MOUSEWHEEL:
            let w = event.wheel
            let flip: Float = w.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            return .mouseWheel(
                dx: Double(w.preciseX * flip), dy: Double(w.preciseY * flip),
                fromTouch: w.which == CSDL2_TOUCH_MOUSEID())
        case SDL_FINGERDOWN, SDL_FINGERUP, SDL_FINGERMOTION:
            let f = event.tfinger
            let phase: FingerEvent.Phase = type == SDL_FINGERDOWN ? .down : type == SDL_FINGERUP ? .up : .move
            return .finger(
                FingerEvent(
                    phase: phase, finger: f.fingerId, x: Double(f.x), y: Double(f.y),
                    fromMouse: f.touchId == CSDL2_MOUSE_TOUCHID()))
        case SDL_KEYDOWN:
            let k = event.key
            let mods = UInt32(k.keysym.mod)
            return .key(
                KeyPress(
                    key: keyCode(k.keysym.sym), shift: mods & UInt32(KMOD_SHIFT.rawValue) != 0,
                    control: mods & UInt32(KMOD_CTRL.rawValue) != 0, isRepeat: k.repeat != 0))
        case SDL_TEXTINPUT:
            let text = withUnsafeBytes(of: event.text.text) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            return .textInput(text)
        case SDL_WINDOWEVENT:
            return .window(windowChange(event.window.event))
        case SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET:
            return .renderReset
        case SDL_CONTROLLERDEVICEADDED:
            return .gamepadAdded(deviceIndex: event.cdevice.which)
        case SDL_CONTROLLERDEVICEREMOVED:
            return .gamepadRemoved(instance: event.cdevice.which)
        case SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLERBUTTONUP:
            let b = event.cbutton
            return .gamepadButton(
                GamepadButtonEvent(
                    instance: b.which, button: padButton(b.button), isDown: type == SDL_CONTROLLERBUTTONDOWN))
        case SDL_CONTROLLERAXISMOTION:
            let a = event.caxis
            return .gamepadAxis(GamepadAxisEvent(instance: a.which, axis: padAxis(a.axis), value: Int32(a.value)))
        default:
            if let wake = WakeEventType.shared.type, event.type == wake { return .wake }
            return .other(event.type)
        }
    }

    private static func button(_ b: UInt8) -> MouseButtonEvent.Button {
        switch Int32(b) {
        case SDL_BUTTON_LEFT: return .left
        case SDL_BUTTON_RIGHT: return .right
        case SDL_BUTTON_MIDDLE: return .middle
        default: return .other
        }
    }

    private static func padButton(_ b: UInt8) -> GamepadButtonEvent.Button {
        switch SDL_GameControllerButton(Int32(b)) {
        case SDL_CONTROLLER_BUTTON_A: return .a
        case SDL_CONTROLLER_BUTTON_B: return .b
        case SDL_CONTROLLER_BUTTON_X: return .x
        case SDL_CONTROLLER_BUTTON_Y: return .y
        case SDL_CONTROLLER_BUTTON_BACK: return .back
        case SDL_CONTROLLER_BUTTON_START: return .start
        case SDL_CONTROLLER_BUTTON_DPAD_UP: return .dpadUp
        case SDL_CONTROLLER_BUTTON_DPAD_DOWN: return .dpadDown
        case SDL_CONTROLLER_BUTTON_DPAD_LEFT: return .dpadLeft
        case SDL_CONTROLLER_BUTTON_DPAD_RIGHT: return .dpadRight
        default: return .other(Int32(b))
        }
    }

    private static func padAxis(_ a: UInt8) -> GamepadAxisEvent.Axis {
        switch SDL_GameControllerAxis(Int32(a)) {
        case SDL_CONTROLLER_AXIS_LEFTX: return .leftX
        case SDL_CONTROLLER_AXIS_LEFTY: return .leftY
        default: return .other(Int32(a))
        }
    }

    private static func windowChange(_ id: UInt8) -> WindowChange {
        switch SDL_WindowEventID(UInt32(id)) {
        case SDL_WINDOWEVENT_FOCUS_LOST: return .focusLost
        case SDL_WINDOWEVENT_HIDDEN: return .hidden
        case SDL_WINDOWEVENT_MINIMIZED: return .minimized
        case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_RESIZED: return .sizeChanged
        case SDL_WINDOWEVENT_DISPLAY_CHANGED: return .displayChanged
        case SDL_WINDOWEVENT_CLOSE: return .close
        case SDL_WINDOWEVENT_EXPOSED: return .exposed
        default: return .other
        }
    }

    private static let named: [Int32: KeyCode] = [
        Int32(bitPattern: SDLK_ESCAPE.rawValue): .escape, Int32(bitPattern: SDLK_TAB.rawValue): .tab,
        Int32(bitPattern: SDLK_SPACE.rawValue): .space, Int32(bitPattern: SDLK_RETURN.rawValue): .enter,
        Int32(bitPattern: SDLK_KP_ENTER.rawValue): .enter, Int32(bitPattern: SDLK_BACKSPACE.rawValue): .backspace,
        Int32(bitPattern: SDLK_DELETE.rawValue): .delete, Int32(bitPattern: SDLK_LEFT.rawValue): .left,
        Int32(bitPattern: SDLK_RIGHT.rawValue): .right, Int32(bitPattern: SDLK_UP.rawValue): .up,
        Int32(bitPattern: SDLK_DOWN.rawValue): .down, Int32(bitPattern: SDLK_HOME.rawValue): .home,
        Int32(bitPattern: SDLK_END.rawValue): .end,
    ]

    private static func keyCode(_ sym: SDL_Keycode) -> KeyCode {
        if let key = named[sym] { return key }
        if sym > 32, sym < 127, let scalar = Unicode.Scalar(UInt32(sym)) { return .character(Character(scalar)) }
        return .other(sym)
    }
}

/// The event type `SDL_RegisterEvents` gave SwitchYard's wake-up, registered once per process on first use.
private final class WakeEventType: Sendable {
    static let shared = WakeEventType()
    private let registered = Mutex<UInt32?>(nil)

    var type: UInt32? {
        registered.withLock { type in
            if let type { return type }
            let got = SDL_RegisterEvents(1)
            guard got != UInt32.max else { return nil }
            type = got
            return got
        }
    }
}
