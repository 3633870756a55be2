import CSDL2
import SceneGraph

/// Translates SDL events into `AppEvent`s in window points. Mouse events that SDL synthesises from touch
/// (`SDL_TOUCH_MOUSEID`) and touch events synthesised from the mouse (`SDL_MOUSE_TOUCHID`) are dropped,
/// so one physical press is one pointer.
struct EventTranslator {
    /// The window's size in points, for mapping normalised touch coordinates.
    var windowSize: Size

    func translate(_ event: inout SDL_Event) -> AppEvent? {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return .quit
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let b = event.button
            if b.which == CSDL2_TOUCH_MOUSEID() { return nil }
            let p = Point(x: Double(b.x), y: Double(b.y))
            let button = Self.button(b.button)
            let down = SDL_EventType(event.type) == SDL_MOUSEBUTTONDOWN
            return .input(down ? .pointerDown(.mouse, p, button) : .pointerUp(.mouse, p, button))
        case SDL_MOUSEMOTION:
            let m = event.motion
            if m.which == CSDL2_TOUCH_MOUSEID() { return nil }
            return .input(.pointerMove(.mouse, Point(x: Double(m.x), y: Double(m.y))))
        case SDL_MOUSEWHEEL:
            let w = event.wheel
            if w.which == CSDL2_TOUCH_MOUSEID() { return nil }
            let flip: Float = w.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            // SDL reports wheel-up as positive y; scrolling content up (revealing below) is wheel-down.
            return .input(.wheel(dx: Double(w.preciseX * flip) * 40, dy: Double(-w.preciseY * flip) * 40))
        case SDL_FINGERDOWN, SDL_FINGERUP, SDL_FINGERMOTION:
            let f = event.tfinger
            if f.touchId == CSDL2_MOUSE_TOUCHID() { return nil }
            let p = Point(x: Double(f.x) * windowSize.width, y: Double(f.y) * windowSize.height)
            let id = PointerID.finger(f.fingerId)
            switch SDL_EventType(event.type) {
            case SDL_FINGERDOWN: return .input(.pointerDown(id, p, .primary))
            case SDL_FINGERUP: return .input(.pointerUp(id, p, .primary))
            default: return .input(.pointerMove(id, p))
            }
        case SDL_KEYDOWN:
            return translateKey(event.key)
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_FOCUS_LOST, SDL_WINDOWEVENT_HIDDEN, SDL_WINDOWEVENT_MINIMIZED:
                return .input(.cancelAll)
            case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_RESIZED:
                return .resized
            case SDL_WINDOWEVENT_DISPLAY_CHANGED:
                return .densityChanged
            case SDL_WINDOWEVENT_CLOSE:
                return .quit
            default:
                return nil
            }
        case SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET:
            return .renderTargetsReset
        default:
            return nil
        }
    }

    private static func button(_ b: UInt8) -> PointerButton {
        switch Int32(b) {
        case SDL_BUTTON_LEFT: return .primary
        case SDL_BUTTON_RIGHT: return .secondary
        case SDL_BUTTON_MIDDLE: return .middle
        default: return .other
        }
    }

    private func translateKey(_ k: SDL_KeyboardEvent) -> AppEvent? {
        let mods = UInt32(k.keysym.mod)
        let ctrl = mods & UInt32(KMOD_CTRL.rawValue) != 0
        let shift = mods & UInt32(KMOD_SHIFT.rawValue) != 0
        let isRepeat = k.repeat != 0
        let sym = k.keysym.sym
        func key(_ key: Key) -> AppEvent { .input(.key(KeyEvent(key: key, shift: shift, isRepeat: isRepeat))) }
        switch sym {
        case Int32(bitPattern: SDLK_ESCAPE.rawValue): return .quit
        case Int32(bitPattern: SDLK_q.rawValue) where ctrl: return .quit
        case Int32(bitPattern: SDLK_TAB.rawValue): return key(.tab)
        case Int32(bitPattern: SDLK_SPACE.rawValue): return key(.space)
        case Int32(bitPattern: SDLK_RETURN.rawValue), Int32(bitPattern: SDLK_KP_ENTER.rawValue): return key(.enter)
        case Int32(bitPattern: SDLK_LEFT.rawValue): return key(.left)
        case Int32(bitPattern: SDLK_RIGHT.rawValue): return key(.right)
        case Int32(bitPattern: SDLK_UP.rawValue): return key(.up)
        case Int32(bitPattern: SDLK_DOWN.rawValue): return key(.down)
        default: break
        }
        guard !isRepeat, !ctrl else { return nil }
        switch sym {
        case Int32(bitPattern: SDLK_r.rawValue): return .command(.toggleRecording)
        case Int32(bitPattern: SDLK_p.rawValue): return .command(.screenshot)
        case Int32(bitPattern: SDLK_t.rawValue): return .command(.nextTheme)
        case Int32(bitPattern: SDLK_f.rawValue): return .command(.toggleFrameStats)
        case Int32(bitPattern: SDLK_h.rawValue): return .command(.toggleHelp)
        default: return nil
        }
    }
}
