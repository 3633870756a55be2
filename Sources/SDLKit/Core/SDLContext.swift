import CSDL2
import CSDL2Image
import CSDL2TTF
import Synchronization

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
private final class ContextState: Sendable {
    private struct Counts {
        var live = 0
        /// True when SDL was not running before the first context started it: the last context then quits
        /// SDL entirely, as a program that owns SDL does.
        var ownsSDL = false
    }

    private let counts = Mutex(Counts())

    func acquire() throws {
        try counts.withLock { counts in
            if counts.live == 0 { counts.ownsSDL = try Self.start() }
            counts.live += 1
        }
    }

    func release() {
        counts.withLock { counts in
            counts.live -= 1
            if counts.live == 0 { Self.stop(ownsSDL: counts.ownsSDL) }
        }
    }

    /// Video, events and game controllers (which bring joysticks), all reference counted by SDL.
    private static let subsystems = UInt32(SDL_INIT_VIDEO) | UInt32(SDL_INIT_EVENTS) | UInt32(SDL_INIT_GAMECONTROLLER)

    /// Starts SDL's subsystems, SDL_ttf and SDL_image; true when SDL was not running before.
    private static func start() throws -> Bool {
        let ownsSDL = SDL_WasInit(0) == 0
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
        return ownsSDL
    }

    /// Inside a host program, SDL_image is left initialised: `IMG_Quit` is not reference counted and would
    /// pull PNG support from under a host that uses SDL_image too.
    private static func stop(ownsSDL: Bool) {
        TTF_Quit()
        if ownsSDL {
            IMG_Quit()
            SDL_Quit()
        } else {
            SDL_QuitSubSystem(Self.subsystems)
        }
    }
}
