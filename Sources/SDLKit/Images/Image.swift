import SceneGraph

/// An image in CPU memory, in one or more variants of the same point size (`x.png`, `x@2x.png`,
/// `x@3x.png`), each with a lazily made texture, so textures can be dropped and rebuilt (after the renderer
/// lost its textures) without reading the files again. Drawing picks the variant for the density
/// (`ImageScale.nearest`).
public final class Image {
    /// The bitmaps, lowest density first; never empty.
    public let variants: [ImageVariant]
    /// The file the image was read from (the lowest density variant's), if any.
    public let path: String?
    /// The tint this copy was recoloured with (`SDLResources.tinted`), nil for an image as read.
    public let tint: Color?

    /// An image of one `surface` at `density` pixels per point (anything not finite and positive counts as
    /// 1), read from `path` and recoloured with `tint` if given.
    public convenience init(surface: Surface, density: Double = 1, path: String? = nil, tint: Color? = nil) {
        self.init(variants: [ImageVariant(surface: surface, density: density)], path: path, tint: tint)
    }

    /// An image of `variants` (at least one; they are sorted by density), read from `path` and recoloured
    /// with `tint` if given.
    public init(variants: [ImageVariant], path: String? = nil, tint: Color? = nil) {
        precondition(!variants.isEmpty, "an image needs at least one variant")
        self.variants = variants.sorted { $0.density < $1.density }
        self.path = path
        self.tint = tint
    }

    /// The lowest density variant's pixels: what identifies the image in stable keys.
    public var surface: Surface { variants[0].surface }

    /// The natural size in points: the lowest density variant's; every variant is drawn at this size.
    public var size: Size { variants[0].size }

    /// The variant to draw at `density` pixels per point: the one whose density is nearest, ties to the larger.
    public func variant(for density: Double) -> ImageVariant {
        let scales = variants.map { Int($0.density.rounded()) }
        guard let scale = ImageScale.nearest(to: density, among: scales), let index = scales.firstIndex(of: scale)
        else { return variants[0] }
        return variants[index]
    }

    /// Drops every variant's texture; the next draw makes it again from the surface.
    public func invalidateTexture() {
        for variant in variants { variant.invalidateTexture() }
    }
}

/// One bitmap of an image at its own density (2 for an `@2x` file), with its texture made on first use.
public final class ImageVariant {
    /// The pixels, ARGB8888.
    public let surface: Surface
    /// Pixels per point of this bitmap.
    public let density: Double
    private var cachedTexture: Texture?

    /// A bitmap of `surface` at `density` pixels per point (anything not finite and positive counts as 1).
    public init(surface: Surface, density: Double) {
        self.surface = surface
        self.density = density.isFinite && density > 0 ? density : 1
    }

    /// The size in points.
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
    func invalidateTexture() {
        cachedTexture = nil
    }
}
