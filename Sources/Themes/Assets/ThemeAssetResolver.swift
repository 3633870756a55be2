import SceneGraph

/// Why an image or font a theme names could not be used.
public struct ThemeAssetFailure: Error, Hashable, Sendable {
    /// What went wrong, in one line; the loader reports it as an error at the theme key that named the file.
    public var message: String

    /// A failure saying `message`.
    public init(_ message: String) {
        self.message = message
    }
}

/// What the theme loader asks of the renderer: load an image, register a font. Themes cannot touch
/// pixels (no SDL here), so the caller (SDLKit in the app, a fake in tests) does it. Paths are absolute
/// and already checked: inside the theme's folder, within the size caps, with the right file signature.
public protocol ThemeAssetResolver {
    /// The handle of the PNG at `path`, loading it if needed.
    func image(atPath path: String) -> Result<ImageHandle, ThemeAssetFailure>
    /// Makes the font file at `path` usable as `FontFace.named(name)`.
    func registerFont(named name: String, atPath path: String) -> Result<Void, ThemeAssetFailure>
}

/// Stands in for a renderer when a theme is only validated (`switchyard validate`, a theme editor's check
/// before it writes): every image gets handle 0 and every font is accepted (the files were still checked
/// for place, size and signature).
public struct ValidationAssetResolver: ThemeAssetResolver {
    /// A resolver that loads nothing.
    public init() {}

    /// Handle 0 for any image: the loader already checked the file's place, size and signature.
    public func image(atPath path: String) -> Result<ImageHandle, ThemeAssetFailure> {
        .success(ImageHandle(id: 0))
    }

    /// Accepts any font the loader already checked.
    public func registerFont(named name: String, atPath path: String) -> Result<Void, ThemeAssetFailure> {
        .success(())
    }
}
