import SceneGraph

/// A font file opened at one pixel size.
struct FontKey: Hashable {
    let path: String
    let pixelSize: Int
}

extension SDLResources {
    /// Makes `FontFace.named(name)` use the font file at `path`. Throws an error naming the path when the
    /// file cannot be opened as a font; replaces an earlier registration of the same name.
    package func registerFont(name: String, path: String) throws {
        _ = try font(path: path, pixelSize: Self.probeSize)
        fontPaths[.named(name)] = path
    }

    /// The font file for `face`; an italic without a file falls back to its upright face, an unregistered
    /// name to the regular face.
    func fontPath(for face: FontFace) -> String {
        if let path = fontPaths[face] { return path }
        if face == .boldItalic, let path = fontPaths[.bold] { return path }
        return fontPaths[.regular] ?? ""
    }

    /// The font at `path` (or the bytes registered under that name) opened at `pixelSize`, cached.
    func font(path: String, pixelSize: Int) throws -> Font {
        let key = FontKey(path: path, pixelSize: pixelSize)
        if let font = fonts[key] { return font }
        let font =
            try fontBytes[path].map { try Font(context: context, bytes: $0, name: path, pixelSize: pixelSize) }
            ?? Font(context: context, path: path, pixelSize: pixelSize)
        fonts[key] = font
        return font
    }

    /// The font for `run` at `density`: its point size times the density, rounded to whole pixels.
    func font(for run: TextRun, density: Double) throws -> Font {
        let pixels = run.size * density
        let size = pixels.isFinite ? Int(min(max(1, pixels.rounded()), 4096)) : 1
        return try font(path: fontPath(for: run.face), pixelSize: size)
    }
}
