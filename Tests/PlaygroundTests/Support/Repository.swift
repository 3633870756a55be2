import Foundation

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
