import SceneGraph
import SwitchYardKit
import TestSupport

extension Headless {
    /// A target of `width` x `height` points at density 1 with the repository's assets: what the playground
    /// draws with headless, for tests that build their own scenes and galleries.
    static func playground(width: Int, height: Int) throws -> Headless {
        Repository.prepareSDL()
        return try Headless(width: width, height: height)
    }

    /// Draws `engine`'s scene on its theme's background, as the playground's frame does (without the HUD).
    func render(_ engine: SwitchYardEngine) throws {
        var list = DrawList()
        engine.buildDrawList(into: &list)
        try render(list, background: engine.background)
    }

    /// An engine showing the gallery of the theme at `path` (not watched, nothing loaded yet) at this
    /// target's size, drawing with its resources.
    func makeEngine(path: String) throws -> SwitchYardEngine {
        var options = SwitchYardEngine.Options(
            themePath: path, size: Size(width: Double(surface.width), height: Double(surface.height)))
        options.watchesTheme = false
        options.showsGallery = true
        return try SwitchYardEngine(renderer: renderer, resources: resources, options: options)
    }
}
