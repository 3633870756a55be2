import Foundation
import SceneGraph
import SwitchYardKit
import TestSupport
import Themes

/// A small valid theme with one switch, its window background `background` (`#RRGGBB`), and its switch's
/// track image `image` (relative to the theme) when given.
func smallTheme(background: String = "#FFFFFF", image: String? = nil) -> String {
    let track = image.map { "\"track\": { \"off\": { \"image\": \"\($0)\" }, \"on\": \"#00FF00\" }, " } ?? ""
    return """
        { "version": 1, "name": "small", "window": { "background": "\(background)" },
          "styles": { "s": { \(track)"size": [51, 31] } },
          "switches": [ { "id": "a", "style": "s" } ] }
        """
}

/// The shipped PNG used as a theme's image in these tests.
let shippedImage: [UInt8] = {
    let assets =
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path + "/Assets/themes/images/hm-thumb.png"
    return Array(FileManager.default.contents(atPath: assets) ?? Data())
}()

/// An engine rendering headless whose theme is `path`, watched (noticed as `reload` says) unless `watch` is false,
/// with the headless target it draws into kept alive beside it. Nothing is loaded yet.
final class ThemeHost {
    let headless: Headless
    let engine: SwitchYardEngine

    init(_ path: String, watch: Bool = true, reload: LiveReload = .automatic) throws {
        headless = try Headless(width: 200, height: 100)
        var options = SwitchYardEngine.Options(themePath: path, size: Size(width: 200, height: 100))
        options.watchesTheme = watch
        options.liveReload = reload
        engine = try SwitchYardEngine(renderer: headless.renderer, resources: headless.resources, options: options)
    }
}

extension SwitchYardEngine {
    /// Polls `reloadThemeIfChanged()` as the frame loop does until it reports something; nil if nothing
    /// came within the bound.
    func nextReload(within seconds: Double = 10) -> ThemeOutcome? {
        eventuallyValue(within: seconds) { reloadThemeIfChanged() }
    }
}

extension ThemeOutcome {
    /// The loaded theme's background, nil on failure.
    var background: Color? {
        guard case .loaded(let theme) = self else { return nil }
        return theme.background
    }

    /// The failure's first problem as its one line, nil when the theme loaded.
    var failure: String? {
        guard case .failed(let problems) = self else { return nil }
        return problems.first?.description
    }
}
