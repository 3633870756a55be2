import JSONKit

/// How a header's theme path relates to files on disk: relative paths are relative to the folder of the
/// scenario file, so a scenario and its theme can move together.
package enum ScenarioPaths {
    /// Where the theme named `themePath` in the header of `scenarioFile` is on disk.
    package static func themePath(_ themePath: String, scenarioFile: String) -> String {
        if themePath.hasPrefix("/") { return themePath }
        let folder = FilePaths.parent(scenarioFile)
        return folder.isEmpty ? themePath : FilePaths.appending(themePath, to: folder)
    }

    /// The path to write in a header so that `themePath` resolves from `scenarioFile`'s folder: relative,
    /// with `..` where needed (both are taken from the current folder when relative).
    package static func headerPath(forTheme themePath: String, scenarioFile: String) -> String {
        let theme = absoluteComponents(themePath)
        let folder = absoluteComponents(scenarioFile).dropLast()
        var common = 0
        while common < folder.count, common < theme.count - 1, folder[common] == theme[common] { common += 1 }
        let ups = Array(repeating: "..", count: folder.count - common)
        return (ups + theme[common...]).joined(separator: "/")
    }

    private static func absoluteComponents(_ path: String) -> [String] {
        FilePaths.standardized(FilePaths.absolute(path)).split(separator: "/").map(String.init)
    }
}
