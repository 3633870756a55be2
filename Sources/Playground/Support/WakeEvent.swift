import CSDL2

/// Wakes a main loop that blocks in `SDL_WaitEventTimeout`, from any thread (the theme watcher's queue).
enum WakeEvent {
    static func post() {
        var event = SDL_Event()
        event.type = SDL_USEREVENT.rawValue
        _ = SDL_PushEvent(&event)
    }
}
