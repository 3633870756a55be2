import SDLKit
import SceneGraph
import SwitchYardKit

/// A software renderer onto a surface of `size` points at density 1, with resources reading the shipped
/// fonts and a draw-list player: what the playground draws with headless, for tests that build their own
/// scenes and galleries.
final class Canvas {
    let context: SDLContext
    let surface: Surface
    let renderer: Renderer
    let resources: SDLResources
    let player: DrawListPlayer
    private var list = DrawList()

    init(width: Int, height: Int) throws {
        Repository.prepareSDL()
        context = try SDLContext()
        surface = try Surface(context: context, width: width, height: height)
        renderer = try Renderer(surface: surface, context: context)
        resources = try SDLResources(renderer: renderer)
        player = DrawListPlayer(renderer: renderer, resources: resources)
    }

    /// Clears to `background`, plays `list` and flushes, so `surface` holds the frame.
    func render(_ list: DrawList, background: Color) throws {
        try renderer.clear(background)
        try player.play(list, density: 1)
        try renderer.flush()
    }

    /// Draws `engine`'s scene on its theme's background, as the playground's frame does (without the HUD).
    func render(_ engine: SwitchYardEngine) throws {
        engine.buildDrawList(into: &list)
        try render(list, background: engine.background)
    }

    /// An engine showing the gallery of the theme at `path` (not watched, nothing loaded yet) at this
    /// canvas's size, drawing with its resources.
    func makeEngine(path: String) throws -> SwitchYardEngine {
        var options = SwitchYardEngine.Options(
            themePath: path, size: Size(width: Double(surface.width), height: Double(surface.height)))
        options.watchesTheme = false
        options.showsGallery = true
        return try SwitchYardEngine(renderer: renderer, resources: resources, options: options)
    }
}
