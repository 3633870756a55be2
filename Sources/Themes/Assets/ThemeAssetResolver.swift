import JSONKit
import SceneGraph

/// Why an image or font a theme names could not be used.
package struct ThemeAssetFailure: Error, Hashable, Sendable {
    /// What went wrong, in one line; the loader reports it as an error at the theme key that named the file.
    package var message: String

    /// A failure saying `message`.
    package init(_ message: String) {
        self.message = message
    }
}

/// One file of an image the theme names: `x.png` (scale 1), `x@2x.png` (2) or `x@3x.png` (3).
package struct ThemeImageFile: Hashable, Sendable {
    /// The file's absolute real path, already checked.
    package var path: String
    /// Pixels per point of the file: 1, 2 or 3 (`ImageScale.all`).
    package var scale: Int

    /// The file at `path` holding the image at `scale` pixels per point.
    package init(path: String, scale: Int) {
        self.path = path
        self.scale = scale
    }
}

/// What the theme loader asks of the renderer: load an image, register a font. Themes cannot touch
/// pixels (no SDL here), so the caller (SDLKit in the app, a fake in tests) does it. Paths are absolute
/// and already checked: inside the theme's folder, within the size caps, with the right file signature.
package protocol ThemeAssetResolver {
    /// The handle of one image made of the variants present (at least one, lowest scale first), loading
    /// them if needed; drawing picks the variant for the pixel density.
    func image(files: [ThemeImageFile]) -> Result<ImageHandle, ThemeAssetFailure>
    /// Makes the font file at `path` usable as `FontFace.named(name)`.
    func registerFont(named name: String, atPath path: String) -> Result<Void, ThemeAssetFailure>
}

/// Stands in for a renderer where no decoder is at hand (a theme editor's check before it writes, the
/// fuzz target): every font is accepted (the files were still checked for place, size and signature), and
/// every image whose PNG structure is whole (`PNGStructure`, the first check SDLKit makes) gets handle 0,
/// with SDLKit's message for one that is not. Image data that is whole but does not decode is found only
/// by decoding: `switchyard validate` uses SwitchYardKit's `ImageCheckingResolver`, the app's decoder.
package struct ValidationAssetResolver: ThemeAssetResolver {
    /// A resolver that loads nothing.
    package init() {}

    /// Handle 0 for an image whose variants' PNG structures are whole; the first problem with the file's
    /// name otherwise.
    package func image(files: [ThemeImageFile]) -> Result<ImageHandle, ThemeAssetFailure> {
        for file in files {
            let name = FilePaths.lastComponent(file.path)
            switch BoundedFile.read(file.path, limit: ThemeLimits.maxImageBytes) {
            case .failure(let failure):
                return .failure(ThemeAssetFailure("image \(name): \(failure)"))
            case .success(let bytes):
                if let problem = PNGStructure.problem(bytes) {
                    return .failure(ThemeAssetFailure("image \(name): not a valid PNG: \(problem)"))
                }
            }
        }
        return .success(ImageHandle(id: 0))
    }

    /// Accepts any font the loader already checked.
    package func registerFont(named name: String, atPath path: String) -> Result<Void, ThemeAssetFailure> {
        .success(())
    }
}
