import JSONKit

/// The entry points: read a theme file (or bytes a watcher already read), check it, and decode it into
/// styles and the gallery, collecting every error with its place.
package enum ThemeLoader {
    /// Reads, checks and decodes `file`, loading its images and fonts through `assets`. Labels use the
    /// string table of `language` when the theme has one.
    package static func load(
        file: String, language: String?, assets: ThemeAssetResolver
    ) -> Result<Theme, ThemeErrors> {
        switch BoundedFile.read(file, limit: ThemeLimits.maxThemeBytes) {
        case .success(let bytes):
            return load(contents: bytes, file: file, language: language, assets: assets)
        case .failure(let failure):
            let folder = ThemeFolder(themeFile: file)
            return .failure(
                ThemeErrors(
                    diagnostics: [unreadable(file, because: "\(failure)")],
                    sourceFiles: [folder.absolute(FilePaths.lastComponent(file))]))
        }
    }

    /// The problem of a theme file that cannot be read (missing, not a regular file, too large), at its
    /// start: `file:1:1: error: cannot read theme: reason`.
    package static func unreadable(_ file: String, because reason: String) -> Diagnostic {
        Diagnostic(file: file, line: 1, column: 1, message: "cannot read theme: \(reason)")
    }

    /// Decodes theme `contents` as if read from `file` (its folder anchors relative paths; its name is
    /// used in diagnostics).
    package static func load(
        contents: [UInt8], file: String, language: String?, assets: ThemeAssetResolver
    ) -> Result<Theme, ThemeErrors> {
        if contents.isEmpty {
            let empty = Diagnostic(file: file, line: 1, column: 1, message: "the theme file is empty")
            return .failure(
                ThemeErrors(
                    diagnostics: [empty],
                    sourceFiles: [ThemeFolder(themeFile: file).absolute(FilePaths.lastComponent(file))]))
        }
        let sink = DiagnosticCollector(file: file)
        let context = DecodeContext(sink: sink, folder: ThemeFolder(themeFile: file), assets: assets, themeFile: file)
        let document = JSONParser.parse(
            contents, limits: JSONLimits(maxBytes: ThemeLimits.maxThemeBytes, maxDepth: ThemeLimits.maxDepth),
            file: file)
        for issue in document.issues { sink.add(issue) }
        let theme = document.root.flatMap { context.theme($0, themeFile: file, language: language) }
        if let theme, !sink.hasErrors { return .success(theme) }
        return .failure(ThemeErrors(diagnostics: sink.sorted, sourceFiles: context.sourceFiles))
    }

    /// Every diagnostic of `file`, its images checked by `assets` (`switchyard validate` passes the app's
    /// decoder; the default checks their PNG structure only). Empty when it is clean.
    package static func validate(
        file: String, assets: ThemeAssetResolver = ValidationAssetResolver()
    ) -> [Diagnostic] {
        switch load(file: file, language: nil, assets: assets) {
        case .success: return []
        case .failure(let errors): return errors.diagnostics
        }
    }
}
