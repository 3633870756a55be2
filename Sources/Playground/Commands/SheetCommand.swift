import Foundation
import JSONKit
import SDLKit
import SceneGraph
import SwitchYardKit
import Themes

/// `switchyard sheet`: writes a theme's states sheet (`StatesSheet`) as a PNG. Exit 1 when the theme has
/// errors (each printed as `file:line:col`, no PNG written), 3 when the PNG cannot be made or written.
enum SheetCommand {
    static func run(_ options: SheetOptions) -> Int32 {
        if let problem = outputProblem(options.out) {
            Diagnostics.raw("\(options.out): error: cannot write the sheet: \(problem)")
            return 3
        }
        do {
            // The sheet's size depends on its text, which only SDL_ttf measures: a first pass on a one-point
            // target measures it, the second draws it at that size from the same theme bytes.
            guard let (size, contents) = try measure(options) else { return 1 }
            let pixels = Size(width: size.width * Double(options.zoom), height: size.height * Double(options.zoom))
            if let problem = PixelLimits.problem(points: pixels.width, pixels.height, density: options.density) {
                Diagnostics.raw(
                    "\(options.themePath): error: the sheet would be \(PixelLimits.format(size.width))x"
                        + "\(PixelLimits.format(size.height)) points at density \(PixelLimits.format(options.density))"
                        + " and zoom \(options.zoom): \(problem); split the theme or lower --density or --zoom")
                return 3
            }
            let target = try RenderTarget(headless: size, density: options.density)
            let engine = try makeEngine(target, options)
            let theme: Theme
            switch engine.openTheme(engine.themes.path, contents: contents) {
            case .loaded(let loaded): theme = loaded
            case .failed(let problems):
                for problem in problems { Diagnostics.error(problem) }
                return 1
            }
            let sheet = StatesSheet(theme: theme, title: title(theme, options), resources: engine.resources)
            engine.sharedScenes = sheet.scenes
            var list = DrawList()
            sheet.draw(into: &list, origin: .zero)
            try target.renderer.clear(sheet.background)
            try engine.player.play(list, density: options.density)
            try target.renderer.flush()
            var image = try target.renderer.readPixels()
            if let viewer = options.simulation { try SimulatedVision.apply(viewer, to: image) }
            if options.zoom > 1 { image = try image.magnified(by: options.zoom, context: target.context) }
            do {
                try image.savePNG(to: options.out)
            } catch {
                Diagnostics.raw("\(options.out): error: cannot write the sheet: \(Diagnostics.describe(error))")
                return 3
            }
            let count = sheet.styleNames.count
            print("\(options.out): \(count) style\(count == 1 ? "" : "s"), \(image.width)x\(image.height) pixels")
            return 0
        } catch {
            Diagnostics.raw("\(options.out): error: cannot make the sheet: \(Diagnostics.describe(error))")
            return 3
        }
    }

    /// The sheet's size in points and the theme's bytes; nil, with every error printed, when the theme fails.
    private static func measure(_ options: SheetOptions) throws -> (Size, [UInt8])? {
        let probe = try RenderTarget(headless: Size(width: 1, height: 1), density: options.density)
        let engine = try makeEngine(probe, options)
        let theme: Theme
        switch engine.loadTheme() {
        case .loaded(let loaded): theme = loaded
        case .failed(let problems):
            for problem in problems { Diagnostics.error(problem) }
            return nil
        }
        let sheet = StatesSheet(theme: theme, title: title(theme, options), resources: engine.resources)
        return (sheet.size, engine.themes.contents)
    }

    private static func makeEngine(_ target: RenderTarget, _ options: SheetOptions) throws -> SwitchYardEngine {
        var engineOptions = SwitchYardEngine.Options(themePath: options.themePath, size: target.pointSize)
        engineOptions.language = options.language
        engineOptions.watchesTheme = false
        engineOptions.pixelDensity = options.density
        return try SwitchYardEngine(renderer: target.renderer, options: engineOptions)
    }

    private static func title(_ theme: Theme, _ options: SheetOptions) -> String {
        let file = FilePaths.lastComponent(options.themePath)
        let seen = options.simulation.map { ", as seen with \($0.rawValue) (simulated)" } ?? ""
        return "\(theme.name) (\(file)): every style in every state, then off→on in \(Filmstrip.count) moments\(seen)"
    }

    /// Why `path` cannot take the PNG (its folder is missing or read-only, it is a folder or a special
    /// file), or nil.
    static func outputProblem(_ path: String) -> String? {
        let folder = FilePaths.parent(path)
        let dir = folder.isEmpty ? "." : folder
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDir), isDir.boolValue else {
            return "the folder \(dir) does not exist"
        }
        guard access(dir, W_OK) == 0 else { return "the folder \(dir) is not writable" }
        if let type = try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType,
            type != .typeRegular
        {
            return type == .typeDirectory ? "it is a folder" : "it is not a regular file"
        }
        return nil
    }
}
