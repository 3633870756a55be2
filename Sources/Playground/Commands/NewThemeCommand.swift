import Foundation
import JSONKit
import SDLKit

/// `switchyard new-theme NAME`: writes `StarterTheme` as `NAME.json` in the current folder (never over a
/// file that exists), so a designer starts from a theme of their own rather than editing a shipped one.
enum NewThemeCommand {
    /// Writes the starter theme named `name` into `folder`; prints the path and how to open it. Exit 0, or
    /// 1 with one line on stderr (the file exists, the folder cannot be written).
    static func run(name: String, folder: String = FileManager.default.currentDirectoryPath) -> Int32 {
        let file = name.hasSuffix(".json") ? name : name + ".json"
        let path = FilePaths.appending(file, to: folder)
        if FileManager.default.fileExists(atPath: path) {
            Diagnostics.error("\(Excerpt.path(path)) exists; choose another name (new-theme never replaces a file)")
            return 1
        }
        let schema = (try? Assets.locate()).map { $0 + "/themes/theme.schema.json" } ?? "theme.schema.json"
        let title = FilePaths.deletingExtension(file)
        if case .failure(let error) = AtomicFile.write(
            Array(StarterTheme.text(name: title, schema: schema).utf8), to: path)
        {
            Diagnostics.error(error)
            return 1
        }
        print("wrote \(path): open it with switchyard --theme \(file)")
        return 0
    }
}
