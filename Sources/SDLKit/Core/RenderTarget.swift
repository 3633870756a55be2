import CSDL2
import SceneGraph

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where SwitchYard's own frames go: a real window (vsync where the renderer has it), or a software surface
/// with no display at all. Tracks the size in points and the pixel density. (A host program that embeds
/// SwitchYard keeps its own window and lends its renderer instead.)
public final class RenderTarget {
    /// The SDL context the window or surface, and the renderer, were made in; kept alive as long as the target.
    public let context: SDLContext
    /// The window frames are presented to; nil for a headless target.
    package let window: Window?
    /// The software surface a headless target draws into (read it for screenshots); nil for a window.
    package private(set) var surface: Surface?
    /// The renderer that draws into the window or the surface.
    public let renderer: Renderer
    /// The drawable area in points (window coordinates, where mouse events live).
    public private(set) var pointSize: Size
    /// Device pixels per point.
    public private(set) var pixelDensity: Double

    /// A resizable window titled `title` of `size` points, drawn by SDL's render driver named
    /// `renderDriver` without vsync, or by the best one with vsync when it is nil. Throws `DisplayError`
    /// when there is no display, `SDLError` when the render driver cannot start.
    public init(windowOf size: Size, title: String, renderDriver: String? = nil) throws {
        let context: SDLContext
        do {
            context = try SDLContext()
        } catch {
            throw DisplayError("cannot start SDL: \((error as? SDLError)?.reason ?? "\(error)")")
        }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
        let chosen = getenv("SDL_VIDEODRIVER") != nil
        if !chosen, driver == "offscreen" || driver == "dummy" {
            throw DisplayError("no display found (SDL fell back to its '\(driver)' video driver)")
        }
        let window: Window
        do {
            window = try Window(context: context, title: title, width: Int(size.width), height: Int(size.height))
        } catch {
            throw DisplayError("cannot open a window (\((error as? SDLError)?.reason ?? "\(error)"))")
        }
        self.context = context
        self.window = window
        if let renderDriver {
            self.renderer = try Renderer(window: window, context: context, driver: renderDriver)
        } else {
            self.renderer = try Renderer(window: window, context: context)
        }
        pointSize = size
        pixelDensity = 1
        _ = try refreshSize()
        try checkPixels()
    }

    /// Throws `PixelLimitError` when the drawing area is past `PixelLimits.maxBytes` or the renderer's
    /// maximum texture size (the opacity layers are textures as large as the frame).
    package func checkPixels() throws {
        let pixels = try renderer.outputSize()
        let limit = renderer.maxTextureSize
        let place = "\(Self.describe(pointSize)) points at density \(PixelLimits.format(pixelDensity))"
        if let problem = PixelLimits.problem(width: pixels.width, height: pixels.height) {
            throw PixelLimitError("cannot draw \(place): \(problem)")
        }
        if pixels.width > limit.width || pixels.height > limit.height {
            throw PixelLimitError(
                "cannot draw \(place): \(pixels.width)x\(pixels.height) pixels is larger than the renderer's "
                    + "maximum texture size \(limit.width)x\(limit.height)")
        }
    }

    private static func describe(_ size: Size) -> String {
        "\(PixelLimits.format(size.width))x\(PixelLimits.format(size.height))"
    }

    /// A software surface of `size` points at `density`: headless rendering. Throws `PixelLimitError`, before
    /// SDL starts, when the frame would take more than `PixelLimits.maxBytes`.
    public init(headless size: Size, density: Double) throws {
        if let problem = PixelLimits.problem(points: size.width, size.height, density: density) {
            throw PixelLimitError(
                "cannot render \(Self.describe(size)) points at density \(PixelLimits.format(density)): \(problem)")
        }
        Self.preferHeadlessDriver()
        context = try SDLContext()
        let surface = try Surface(
            context: context, width: Int((size.width * density).rounded()),
            height: Int((size.height * density).rounded()))
        self.surface = surface
        window = nil
        renderer = try Renderer(surface: surface, context: context)
        pointSize = size
        pixelDensity = density
    }

    /// Headless runs need no display: unless the user chose a video driver, SDL gets the dummy one.
    package static func preferHeadlessDriver() {
        setenv("SDL_VIDEODRIVER", "dummy", 0)
    }

    /// Re-reads the window's size and density after a resize or display change; true when either changed.
    public func refreshSize() throws -> Bool {
        guard let window else { return false }
        let points = window.size
        let pixels = try renderer.outputSize()
        let newSize = Size(width: Double(max(1, points.width)), height: Double(max(1, points.height)))
        let density = max(1, Double(pixels.width) / newSize.width)
        defer {
            pointSize = newSize
            pixelDensity = density
        }
        return newSize != pointSize || density != pixelDensity
    }

    /// True when the target keeps its pixels from one frame to the next, so a frame may redraw only what
    /// changed: a headless surface, or a window the software renderer draws into the window's own surface.
    /// An accelerated window's back buffer is undefined after each present.
    package var keepsFrame: Bool { window == nil || renderer.isSoftware }

    /// Shows the frame. A software-rendered window sends only `regions` to the screen
    /// (`SDL_UpdateWindowSurfaceRects`); anything else presents the whole frame.
    package func present(_ regions: DamageRegions) throws {
        guard let window, renderer.isSoftware, !regions.isFull else { return renderer.present() }
        try renderer.flush()
        guard !regions.isEmpty else { return }
        var pixels = regions.rects.map { PixelGeometry.regionRect($0, density: pixelDensity) }
        try check(
            SDL_UpdateWindowSurfaceRects(window.pointer, &pixels, Int32(pixels.count)), "SDL_UpdateWindowSurfaceRects")
    }

    /// The window's title (nil headless); setting it headless does nothing.
    package var title: String? {
        get { window?.title }
        set { if let newValue { window?.title = newValue } }
    }
}

/// No display to open a window on, or SDL could not open one.
public struct DisplayError: Error, CustomStringConvertible {
    /// What went wrong, one line, for stderr.
    public let description: String
    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}

/// A frame larger than SDLKit draws (`PixelLimits`); the message names the size, the density and the limit.
public struct PixelLimitError: Error, CustomStringConvertible {
    /// The message, one line.
    public let description: String
    /// An error with its message.
    public init(_ description: String) { self.description = description }
}
