import CSDL2
import Testing

extension SDLEventInjector {
    /// A key press (no modifiers, not auto-repeat) of SDL keycode `sym`, such as `SDLK_PERIOD`.
    func key(_ sym: SDL_KeyCode) {
        var event = SDL_Event()
        event.key.type = SDL_KEYDOWN.rawValue
        event.key.state = UInt8(SDL_PRESSED)
        event.key.keysym.sym = SDL_Keycode(bitPattern: sym.rawValue)
        if SDL_PushEvent(&event) != 1 {
            Issue.record("SDL_PushEvent(key \(sym.rawValue)): \(String(cString: SDL_GetError()))")
        }
    }
}
