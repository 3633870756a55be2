import CSDL2
import CSDL2Image
import CSDL2TTF
import Foundation

/// SDL, SDL_ttf and SDL_image initialised for as long as any context is alive. Contexts are reference
/// counted process-wide: the first one initialises the libraries, the last one to go quits them, so tests
/// can create and drop contexts again and again in one process. Every SDLKit object keeps its context alive.
public final class SDLContext {
    private static let state = ContextState()

    /// Initialises video, events, SDL_ttf and PNG support (once per process while contexts live) and sets
    /// the render hints SDLKit relies on: batching on, linear scaling for images.
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

    private func start() throws {
        SDL_SetMainReady()
        _ = SDL_SetHint(SDL_HINT_RENDER_BATCHING, "1")
        _ = SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear")
        try check(SDL_Init(UInt32(SDL_INIT_VIDEO) | UInt32(SDL_INIT_EVENTS)), "SDL_Init")
        guard TTF_Init() == 0 else {
            let error = SDLError.current("TTF_Init")
            SDL_Quit()
            throw error
        }
        let png = Int32(bitPattern: IMG_INIT_PNG.rawValue)
        guard IMG_Init(png) & png == png else {
            let error = SDLError.current("IMG_Init")
            TTF_Quit()
            SDL_Quit()
            throw error
        }
    }

    private func stop() {
        IMG_Quit()
        TTF_Quit()
        SDL_Quit()
    }
}
