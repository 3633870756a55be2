import SDLKit
import SceneGraph

@testable import Playground

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

    /// Draws `gallery` on its theme's background, as the playground's frame does (without the HUD).
    func render(_ gallery: Gallery) throws {
        gallery.buildDrawList(into: &list)
        try render(list, background: gallery.background)
    }

    /// A gallery of this canvas's size drawing with its resources.
    func makeGallery() -> Gallery {
        Gallery(size: Size(width: Double(surface.width), height: Double(surface.height)), resources: resources)
    }

    /// A theme session for `path` (not watched) loading its images through this canvas's resources.
    func makeSession(path: String) -> ThemeSession {
        ThemeSession(path: path, language: nil, resources: resources, watch: false) {}
    }
}
