import SceneGraph

/// A bitmap kept in CPU memory with a lazily made texture, so the texture can be dropped and rebuilt
/// (after the renderer lost its textures) without reading the file again.
public final class Image {
    /// The pixels, ARGB8888.
    public let surface: Surface
    /// Pixels per point of the image itself (2 for an `@2x` asset).
    public let density: Double
    /// The file the image was read from, if any.
    public let path: String?
    /// The tint this copy was recoloured with (`SDLResources.tinted`), nil for an image as read.
    public let tint: Color?
    private var cachedTexture: Texture?

    /// An image of `surface` at `density` pixels per point (anything not finite and positive counts as 1), read from
    /// `path` and recoloured with `tint` if given.
    public init(surface: Surface, density: Double = 1, path: String? = nil, tint: Color? = nil) {
        self.surface = surface
        self.density = density.isFinite && density > 0 ? density : 1
        self.path = path
        self.tint = tint
    }

    /// The natural size in points.
    public var size: Size {
        Size(width: Double(surface.width) / density, height: Double(surface.height) / density)
    }

    /// The texture for `renderer`, made on first use.
    public func texture(for renderer: Renderer) throws -> Texture {
        if let cachedTexture, cachedTexture.renderer === renderer { return cachedTexture }
        let texture = try Texture(renderer: renderer, surface: surface)
        cachedTexture = texture
        return texture
    }

    /// Drops the texture; the next draw makes it again from the surface.
    public func invalidateTexture() {
        cachedTexture = nil
    }
}
