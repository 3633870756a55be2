import JSONKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folder a theme lives in and the rule that every file it names stays inside it: the path is
/// relative, has no `..` part, and its real path (all symlinks resolved) is still under the folder's.
struct ThemeFolder {
    /// Absolute folder of the theme file, as given (not resolved).
    let path: String

    init(themeFile: String) {
        path = FilePaths.parent(FilePaths.absolute(themeFile))
    }

    /// The absolute path `relative` names, before any check.
    func absolute(_ relative: String) -> String {
        path + "/" + relative
    }

    /// Checks `relative` and returns the real path of the existing regular file it names, or the reason
    /// it is refused.
    func resolve(_ relative: String, kind: String) -> Result<String, ThemeAssetFailure> {
        if relative.isEmpty { return .failure(ThemeAssetFailure("\(kind) path is empty")) }
        if relative.hasPrefix("/") {
            return .failure(
                ThemeAssetFailure("\(kind) path \(Excerpt.quoted(relative)) is absolute; give it relative to the theme")
            )
        }
        if relative.utf8.contains(0) || relative.contains("\\") {
            return .failure(ThemeAssetFailure("\(kind) path \(Excerpt.quoted(relative)) contains a NUL or backslash"))
        }
        if relative.split(separator: "/").contains("..") {
            return .failure(
                ThemeAssetFailure("\(kind) path \(Excerpt.quoted(relative)) leaves the theme's folder with \"..\""))
        }
        guard let folderReal = FilePaths.real(path) else {
            return .failure(ThemeAssetFailure("the theme's folder \(path) cannot be resolved"))
        }
        guard let fileReal = FilePaths.real(absolute(relative)) else {
            return .failure(ThemeAssetFailure("\(kind) \(Excerpt.quoted(relative)) does not exist"))
        }
        guard fileReal.hasPrefix(folderReal == "/" ? "/" : folderReal + "/") else {
            return .failure(
                ThemeAssetFailure(
                    "\(kind) \(Excerpt.quoted(relative)) resolves to \(fileReal), outside the theme's folder"))
        }
        var info = stat()
        guard stat(fileReal, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            return .failure(ThemeAssetFailure("\(kind) \(Excerpt.quoted(relative)) is not a regular file"))
        }
        return .success(fileReal)
    }
}
