import Playground
import SDLKit
import SceneGraph
import SwitchYardKit

/// Theme reload cycles for the leak check: each cycle loads the next shipped theme (as the T key does) on
/// the engine and draws one frame, freeing the previous theme's images and unused text.
enum ReloadCycles {
    /// Runs `cycles` cycles from the theme at `themePath` (the shipped default when nil); returns the
    /// live texture count after the last one.
    static func run(cycles: Int, themePath: String?, size: Size) throws -> Int {
        let target = try RenderTarget(headless: size, density: 1)
        var options = SwitchYardEngine.Options(themePath: try themePath ?? ThemeSession.defaultThemePath(), size: size)
        options.language = "de"
        options.watchesTheme = false
        options.showsGallery = true
        let engine = try SwitchYardEngine(renderer: target.renderer, options: options)
        for cycle in 0...max(0, cycles) {
            switch cycle == 0 ? engine.loadTheme() : engine.openNextTheme() {
            case .loaded:
                break
            case .failed(let problems):
                throw RuntimeError("reload \(cycle) failed: \(problems[0])")
            case nil:
                throw RuntimeError("no theme files next to \(engine.themes.path)")
            }
            try engine.draw(clearing: true)
        }
        return engine.resources.liveTextureCount
    }
}
