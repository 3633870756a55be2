import Foundation
import Playground
import SceneGraph
import TestSupport

/// Paths inside the repository these tests run from, found from this file's place, so tests read the
/// shipped themes and fonts wherever the package was checked out.
enum Repository {
    /// The package root: three folders above `Tests/PlaygroundTests/Support/`.
    static func root(file: String = #filePath) -> String {
        URL(fileURLWithPath: file).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
    }

    /// The shipped `Assets` folder.
    static var assets: String { root() + "/Assets" }

    /// A shipped theme file by name, e.g. `default.json`.
    static func theme(_ name: String) -> String { assets + "/themes/" + name }

    /// Writes `text` (a shipped theme's, perhaps edited) to `relative` in `folder` with the shipped theme
    /// sounds in `sounds/` beside it, where the shipped themes' `feedback` finds them; the file's path.
    @discardableResult
    static func writeTheme(_ text: String, to relative: String, in folder: TestFolder) -> String {
        let path = folder.write(relative, text)
        let sounds = ((relative as NSString).deletingLastPathComponent as NSString).appendingPathComponent("sounds")
        if !FileManager.default.fileExists(atPath: folder.path(sounds)) {
            folder.copyFolder(assets + "/themes/sounds", to: sounds)
        }
        return path
    }

    /// A shipped seed theme's text without its `feedback` section, so it loads from any folder without the
    /// sounds: for tests with no room for them (a tiny disk).
    static func silentTheme(_ name: String) throws -> String {
        var lines = try String(contentsOfFile: theme(name), encoding: .utf8).components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.hasPrefix("      \"feedback\": {") }),
            let end = lines[start...].firstIndex(where: { $0.hasPrefix("      }") })
        else { return lines.joined(separator: "\n") }
        lines.removeSubrange(start...end)
        if lines[start - 1].hasSuffix(",") { lines[start - 1].removeLast() }
        return lines.joined(separator: "\n")
    }

    /// Options of a headless window of `size` on the shipped default theme for `frames` frames, writing
    /// the event log to `log`; SDL prepared (`prepareSDL`).
    static func headlessOptions(size: Size, frames: Int, log: String? = nil) -> WindowOptions {
        prepareSDL()
        var options = WindowOptions()
        options.headless = true
        options.frames = frames
        options.size = size
        options.themePath = theme("default.json")
        options.logPath = log
        return options
    }

    /// Points SDLKit at the shipped fonts and SDL at the dummy video driver (unless one was chosen), so
    /// every SDL test renders the same way on any machine.
    static func prepareSDL() {
        setenv("SWITCHYARD_ASSETS", assets, 1)
        setenv("SDL_VIDEODRIVER", "dummy", 0)
    }

    /// The bytes of a file that must exist (a shipped theme).
    static func bytes(of path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }
}
