import CSDL2

extension EventPump {
    /// The window a host program's polled event is for: the `windowID` of a window, key, text, mouse, wheel,
    /// finger or drop event; nil for an event that names no window (SDL's 0, or a type that has no window,
    /// such as a game controller's or SwitchYard's wake-up), which is for every window.
    package static func windowID(rawEvent: UnsafeRawPointer) -> UInt32? {
        let event = rawEvent.load(as: SDL_Event.self)
        let id: UInt32
        switch SDL_EventType(event.type) {
        case SDL_WINDOWEVENT: id = event.window.windowID
        case SDL_KEYDOWN, SDL_KEYUP: id = event.key.windowID
        case SDL_TEXTEDITING: id = event.edit.windowID
        case SDL_TEXTEDITING_EXT: id = event.editExt.windowID
        case SDL_TEXTINPUT: id = event.text.windowID
        case SDL_MOUSEMOTION: id = event.motion.windowID
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP: id = event.button.windowID
        case SDL_MOUSEWHEEL: id = event.wheel.windowID
        case SDL_FINGERDOWN, SDL_FINGERUP, SDL_FINGERMOTION: id = event.tfinger.windowID
        case SDL_DROPFILE, SDL_DROPTEXT, SDL_DROPBEGIN, SDL_DROPCOMPLETE: id = event.drop.windowID
        default: return nil
        }
        return id == 0 ? nil : id
    }
}
