import CSDL2
import SceneGraph

/// An `SDL_Renderer`, either owned (for a window, or drawing in software onto a surface headless) or
/// borrowed from a host program that embeds SwitchYard. Keeps its target alive, and counts the textures
/// made for it so tests can check for leaks.
public final class Renderer {
    /// The `SDL_Renderer`.
    package let pointer: OpaquePointer
    /// The context every texture made for this renderer keeps alive.
    public let context: SDLContext
    /// The window or surface this renderer draws into, kept alive as long as the renderer (nil when borrowed).
    private let target: AnyObject?
    /// True when the renderer belongs to a host program: SwitchYard never destroys, clears or presents it.
    package let isBorrowed: Bool
    /// How many textures made for this renderer are alive.
    package internal(set) var liveTextureCount = 0

    /// The largest texture side SDLKit accepts when the renderer reports no limit of its own.
    package static let unlimitedTextureSide = 16384

    /// A renderer for `window`: accelerated with vsync on a machine with a graphics device, software
    /// drawing into the window's surface without one or when acceleration fails (`WindowRendering`).
    package init(window: Window, context: SDLContext) throws {
        let accelerated = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
        if !WindowRendering.prefersSoftware, let renderer = SDL_CreateRenderer(window.pointer, -1, accelerated) {
            self.pointer = renderer
        } else {
            WindowRendering.presentSurfaceDirectly()
            guard let renderer = SDL_CreateRenderer(window.pointer, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
                throw SDLError.current("SDL_CreateRenderer")
            }
            self.pointer = renderer
        }
        self.context = context
        self.target = window
        isBorrowed = false
        try configure()
    }

    /// A renderer for `window` from SDL's render driver named `driver` (`opengl`, `software`, ...), without
    /// vsync, so a frame costs what it draws: for benchmarks and for comparing renderers. Throws when SDL
    /// has no such driver or it cannot start (no OpenGL under this display, say).
    package init(window: Window, context: SDLContext, driver: String) throws {
        var index: Int32 = -1
        for candidate in 0..<SDL_GetNumRenderDrivers() {
            var info = SDL_RendererInfo()
            if SDL_GetRenderDriverInfo(candidate, &info) == 0, let name = info.name, String(cString: name) == driver {
                index = candidate
            }
        }
        guard index >= 0 else {
            throw SDLError(call: "SDL_CreateRenderer", message: "SDL has no '\(driver)' render driver")
        }
        if driver == "software" { WindowRendering.presentSurfaceDirectly() }
        guard let renderer = SDL_CreateRenderer(window.pointer, index, 0) else {
            throw SDLError.current("SDL_CreateRenderer")
        }
        self.pointer = renderer
        self.context = context
        self.target = window
        isBorrowed = false
        try configure()
    }

    /// A software renderer drawing onto `surface`: headless rendering with no display at all.
    package init(surface: Surface, context: SDLContext) throws {
        guard let renderer = SDL_CreateSoftwareRenderer(surface.pointer) else {
            throw SDLError.current("SDL_CreateSoftwareRenderer")
        }
        self.pointer = renderer
        self.context = context
        self.target = surface
        isBorrowed = false
        try configure()
    }

    /// A host program's renderer, used as it is: SwitchYard draws into its current target and restores every
    /// state it changes, and never destroys it. Throws when `pointer` is not a renderer SDL knows.
    public init(borrowing pointer: OpaquePointer, context: SDLContext) throws {
        var info = SDL_RendererInfo()
        try check(SDL_GetRendererInfo(pointer, &info), "SDL_GetRendererInfo")
        self.pointer = pointer
        self.context = context
        target = nil
        isBorrowed = true
    }

    private func configure() throws {
        try check(SDL_SetRenderDrawBlendMode(pointer, SDL_BLENDMODE_BLEND), "SDL_SetRenderDrawBlendMode")
    }

    deinit {
        if !isBorrowed { SDL_DestroyRenderer(pointer) }
    }

    private var info: SDL_RendererInfo {
        var info = SDL_RendererInfo()
        _ = SDL_GetRendererInfo(pointer, &info)
        return info
    }

    /// True when presenting waits for the display's refresh, so a loop need not pace itself.
    public var hasVSync: Bool { info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0 }

    /// The SDL id of the window the renderer draws into (`SDL_RenderGetWindow`); nil for a software
    /// renderer on a surface, which has no window.
    package var windowID: UInt32? {
        guard let window = SDL_RenderGetWindow(pointer) else { return nil }
        let id = SDL_GetWindowID(window)
        return id == 0 ? nil : id
    }

    /// The driver name, e.g. `software` or `opengl`.
    package var name: String { info.name.map { String(cString: $0) } ?? "unknown" }

    /// True when drawing happens on the CPU (the software renderer); read from SDL once, since opaque fills
    /// ask it every frame.
    package private(set) lazy var isSoftware: Bool = info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0

    /// The largest texture the renderer takes, in pixels; `unlimitedTextureSide` on each side it does not limit.
    package var maxTextureSize: (width: Int, height: Int) {
        let info = self.info
        let w = info.max_texture_width > 0 ? Int(info.max_texture_width) : Self.unlimitedTextureSide
        let h = info.max_texture_height > 0 ? Int(info.max_texture_height) : Self.unlimitedTextureSide
        return (w, h)
    }

    /// The size of the drawing area in pixels.
    package func outputSize() throws -> (width: Int, height: Int) {
        var w: Int32 = 0
        var h: Int32 = 0
        try check(SDL_GetRendererOutputSize(pointer, &w, &h), "SDL_GetRendererOutputSize")
        return (Int(w), Int(h))
    }

    /// Fills the whole target (ignoring any clip) with `color`.
    public func clear(_ color: Color) throws {
        try check(SDL_RenderSetClipRect(pointer, nil), "SDL_RenderSetClipRect")
        try check(SDL_SetRenderDrawColor(pointer, color.r, color.g, color.b, color.a), "SDL_SetRenderDrawColor")
        try check(SDL_RenderClear(pointer), "SDL_RenderClear")
    }

    /// Fills each of `regions` (scene points on whole pixels at `density`) with `color`, replacing what was
    /// there as `clear` does; the whole target when the regions are full.
    package func clear(_ color: Color, regions: DamageRegions, density: Double) throws {
        if regions.isFull { return try clear(color) }
        let rects = regions.rects
        guard !rects.isEmpty else { return }
        try check(SDL_RenderSetClipRect(pointer, nil), "SDL_RenderSetClipRect")
        try check(SDL_SetRenderDrawColor(pointer, color.r, color.g, color.b, color.a), "SDL_SetRenderDrawColor")
        try check(SDL_SetRenderDrawBlendMode(pointer, SDL_BLENDMODE_NONE), "SDL_SetRenderDrawBlendMode")
        // Few calls for all the regions: SDL's software renderer runs each call's queued work at once.
        try withUnsafeTemporaryAllocation(of: SDL_Rect.self, capacity: rects.count) { pixels in
            for (index, rect) in rects.enumerated() {
                pixels[index] = PixelGeometry.regionRect(rect, density: density)
            }
            try fillRects(UnsafeBufferPointer(pixels))
        }
        try check(SDL_SetRenderDrawBlendMode(pointer, SDL_BLENDMODE_BLEND), "SDL_SetRenderDrawBlendMode")
    }

    /// Shows the frame (a window) or flushes queued drawing into the target surface.
    public func present() {
        SDL_RenderPresent(pointer)
    }

    /// Flushes queued drawing so the target holds every command issued so far.
    package func flush() throws {
        try check(SDL_RenderFlush(pointer), "SDL_RenderFlush")
    }

    /// Waits until everything queued is drawn, by reading one pixel back: an accelerated renderer draws
    /// later than it is asked to, so a timing that ends here counts its drawing too.
    package func finish() throws {
        try flush()
        var pixel: UInt32 = 0
        var rect = SDL_Rect(x: 0, y: 0, w: 1, h: 1)
        try check(
            SDL_RenderReadPixels(pointer, &rect, SDL_PIXELFORMAT_ARGB8888.rawValue, &pixel, 4), "SDL_RenderReadPixels")
    }

    /// Reads the current pixels back into a new ARGB8888 surface, e.g. for a screenshot.
    public func readPixels() throws -> Surface {
        let (width, height) = try outputSize()
        let surface = try Surface(context: context, width: width, height: height)
        let pixels = surface.pointer.pointee.pixels
        let pitch = surface.pointer.pointee.pitch
        try check(
            SDL_RenderReadPixels(pointer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, pixels, pitch),
            "SDL_RenderReadPixels")
        return surface
    }
}
