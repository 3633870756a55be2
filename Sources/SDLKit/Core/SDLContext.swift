import CSDL2
import CSDL2Image
import CSDL2TTF
import Foundation

/// SDL, SDL_ttf and SDL_image initialised for as long as any context is alive. Contexts are reference
/// counted process-wide: the first one initialises the libraries, the last one to go quits them, so tests
/// can create and drop contexts again and again in one process. Every SDLKit object keeps its context alive.
/// SDL's video, event and game controller subsystems and SDL_ttf are reference counted by SDL itself, so a context inside a
/// host program that already started SDL leaves the host's SDL running when it goes.
public final class SDLContext {
    private static let state = ContextState()

    /// Initialises video, events, game controllers, SDL_ttf and PNG support (once per process while contexts live). When SDL
    /// was not running yet, also turns render batching on for the renderers SwitchYard creates.
    public init() throws {
        try Self.state.acquire()
    }

    deinit {
        Self.state.release()
    }
}

/// The process-wide count of live contexts, guarded by a lock.
private final class ContextState: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func acquire() throws {
        lock.lock()
        defer { lock.unlock() }
        if count == 0 { try start() }
        count += 1
    }

    func release() {
        lock.lock()
        defer { lock.unlock() }
        count -= 1
        if count == 0 { stop() }
    }

    /// Video, events and game controllers (which bring joysticks), all reference counted by SDL.
    private static let subsystems = UInt32(SDL_INIT_VIDEO) | UInt32(SDL_INIT_EVENTS) | UInt32(SDL_INIT_GAMECONTROLLER)

    /// True when SDL was not running before the first context started it: the last context then quits SDL
    /// entirely, as a program that owns SDL does.
    private var ownsSDL = false

    private func start() throws {
        ownsSDL = SDL_WasInit(0) == 0
        if ownsSDL {
            SDL_SetMainReady()
            _ = SDL_SetHint(SDL_HINT_RENDER_BATCHING, "1")
        }
        try check(SDL_InitSubSystem(Self.subsystems), "SDL_InitSubSystem")
        guard TTF_Init() == 0 else {
            let error = SDLError.current("TTF_Init")
            SDL_QuitSubSystem(Self.subsystems)
            throw error
        }
        let png = Int32(bitPattern: IMG_INIT_PNG.rawValue)
        guard IMG_Init(png) & png == png else {
            let error = SDLError.current("IMG_Init")
            TTF_Quit()
            SDL_QuitSubSystem(Self.subsystems)
            throw error
        }
    }

    /// Inside a host program, SDL_image is left initialised: `IMG_Quit` is not reference counted and would
    /// pull PNG support from under a host that uses SDL_image too.
    private func stop() {
        TTF_Quit()
        if ownsSDL {
            IMG_Quit()
            SDL_Quit()
        } else {
            SDL_QuitSubSystem(Self.subsystems)
        }
    }
}
