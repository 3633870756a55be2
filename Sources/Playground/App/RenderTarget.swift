import CSDL2
import Foundation
import SDLKit
import SceneGraph

/// Where frames go: a real window (vsync where the renderer has it), or a software surface with no
/// display at all. Tracks the size in points and the pixel density.
final class RenderTarget {
    let context: SDLContext
    let window: Window?
    private(set) var surface: Surface?
    let renderer: Renderer
    /// The drawable area in points (window coordinates, where mouse events live).
    private(set) var pointSize: Size
    /// Device pixels per point.
    private(set) var pixelDensity: Double

    /// A resizable window titled "SwitchYard" of `size` points. Exit code 3 (a RuntimeError) when there
    /// is no display.
    init(windowOf size: Size) throws {
        let context: SDLContext
        do {
            context = try SDLContext()
        } catch {
            throw RuntimeError("cannot start SDL: \(error); with no display, try --headless")
        }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
        let chosen = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] != nil
        if !chosen, driver == "offscreen" || driver == "dummy" {
            throw RuntimeError("no display found (SDL fell back to its '\(driver)' video driver); try --headless")
        }
        let window: Window
        do {
            window = try Window(context: context, title: "SwitchYard", width: Int(size.width), height: Int(size.height))
        } catch {
            throw RuntimeError("cannot open a window (\(error)); with no display, try --headless")
        }
        self.context = context
        self.window = window
        self.renderer = try Renderer(window: window, context: context)
        pointSize = size
        pixelDensity = 1
        _ = try refreshSize()
    }

    /// A software surface of `size` points at `density`: headless rendering.
    init(headless size: Size, density: Double) throws {
        RenderTarget.preferHeadlessDriver()
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
    static func preferHeadlessDriver() {
        setenv("SDL_VIDEODRIVER", "dummy", 0)
    }

    /// Re-reads the window's size and density after a resize or display change; true when either changed.
    func refreshSize() throws -> Bool {
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

    /// True when presenting waits for the display's refresh, so the loop need not pace itself.
    var hasVSync: Bool {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer.pointer, &info) == 0 else { return false }
        return info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
    }
}
