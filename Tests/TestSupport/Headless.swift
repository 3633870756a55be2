import Foundation
import SDLKit
import SceneGraph

/// Everything a headless test renders with: a software renderer onto a surface of `size` points at
/// `density`, resources with the shipped fonts, and a player. Uses the dummy video driver when none is set.
public final class Headless {
    /// The SDL context everything here belongs to.
    public let context: SDLContext
    /// The surface the renderer draws into: after `render`, the frame's pixels.
    public let surface: Surface
    /// The software renderer drawing into `surface`.
    public let renderer: Renderer
    /// Text and image resources for `renderer`, measuring at `density`.
    public let resources: SDLResources
    /// The player that draws a draw list with `renderer`.
    public let player: DrawListPlayer
    /// Pixels per point.
    public let density: Double

    /// A target of `width` x `height` points at `density`, keeping at most `maskCacheCapacity` shape masks.
    public init(width: Int, height: Int, density: Double = 1, maskCacheCapacity: Int = 512) throws {
        setenv("SDL_VIDEODRIVER", "dummy", 0)
        context = try SDLContext()
        let pixelWidth = Int((Double(width) * density).rounded())
        let pixelHeight = Int((Double(height) * density).rounded())
        surface = try Surface(context: context, width: pixelWidth, height: pixelHeight)
        renderer = try Renderer(surface: surface, context: context)
        resources = try SDLResources(renderer: renderer)
        resources.density = density
        player = DrawListPlayer(renderer: renderer, resources: resources, maskCacheCapacity: maskCacheCapacity)
        self.density = density
    }

    /// Clears to `background`, plays `list` and flushes, so `surface` holds the frame.
    public func render(_ list: DrawList, background: Color = .black) throws {
        try renderer.clear(background)
        try player.play(list, density: density)
        try renderer.flush()
    }
}
