import SDLKit
import SceneGraph

/// Theme reload cycles for the leak check: each cycle loads the next shipped theme (as the T key does),
/// applies it to the gallery and draws one frame, freeing the previous theme's images and unused text.
enum ReloadCycles {
    /// Runs `cycles` cycles from the theme at `themePath` (the shipped default when nil); returns the
    /// live texture count after the last one.
    static func run(cycles: Int, themePath: String?, size: Size) throws -> Int {
        let target = try RenderTarget(headless: size, density: 1)
        let resources = try SDLResources(renderer: target.renderer)
        let player = DrawListPlayer(renderer: target.renderer, resources: resources)
        let gallery = Gallery(size: size, resources: resources)
        let themes = ThemeSession(
            path: try themePath ?? ThemeSession.defaultThemePath(), language: "de", resources: resources, watch: false
        ) {}
        var list = DrawList()
        for cycle in 0...max(0, cycles) {
            switch cycle == 0 ? themes.start() : themes.next() {
            case .loaded(let theme):
                gallery.apply(theme, resetStates: true)
                resources.releaseUnusedText()
            case .failed(let message):
                throw RuntimeError("reload \(cycle) failed: \(message)")
            case nil:
                throw RuntimeError("no theme files next to \(themes.path)")
            }
            gallery.buildDrawList(into: &list)
            try target.renderer.clear(gallery.background)
            try player.play(list, density: 1)
        }
        return resources.liveTextureCount
    }
}
