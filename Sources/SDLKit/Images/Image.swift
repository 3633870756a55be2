import SceneGraph

/// An image in CPU memory, in one or more variants of the same point size (`x.png`, `x@2x.png`,
/// `x@3x.png`), each with a lazily made texture, so textures can be dropped and rebuilt (after the renderer
/// lost its textures) without reading the files again. Drawing picks the variant for the density
/// (`ImageScale.nearest`).
package final class Image {
    /// The bitmaps, lowest density first; never empty.
    package let variants: [ImageVariant]
    /// The file the image was read from (the lowest density variant's), if any.
    package let path: String?
    /// The tint this copy was recoloured with (`SDLResources.tinted`), nil for an image as read.
    package let tint: Color?

    /// An image of one `surface` at `density` pixels per point (anything not finite and positive counts as
    /// 1), read from `path` and recoloured with `tint` if given.
    package convenience init(surface: Surface, density: Double = 1, path: String? = nil, tint: Color? = nil) {
        self.init(variants: [ImageVariant(surface: surface, density: density)], path: path, tint: tint)
    }

    /// An image of `variants` (at least one; they are sorted by density), read from `path` and recoloured
    /// with `tint` if given.
    package init(variants: [ImageVariant], path: String? = nil, tint: Color? = nil) {
        precondition(!variants.isEmpty, "an image needs at least one variant")
        self.variants = variants.sorted { $0.density < $1.density }
        self.path = path
        self.tint = tint
    }

    /// The lowest density variant's pixels: what identifies the image in stable keys.
    package var surface: Surface { variants[0].surface }

    /// The natural size in points: the lowest density variant's; every variant is drawn at this size.
    package var size: Size { variants[0].size }

    /// The variant to draw at `density` pixels per point: the one whose density is nearest, ties to the larger.
    /// Runs for every image drawn, so it compares in place rather than building an array of scales.
    package func variant(for density: Double) -> ImageVariant {
        var best = variants[0]
        for variant in variants.dropFirst()
        where ImageScale.isNearer(Int(variant.density.rounded()), than: Int(best.density.rounded()), to: density) {
            best = variant
        }
        return best
    }

    /// Drops every variant's texture; the next draw makes it again from the surface.
    package func invalidateTexture() {
        for variant in variants { variant.invalidateTexture() }
    }
}

/// One bitmap of an image at its own density (2 for an `@2x` file), with its texture made on first use.
package final class ImageVariant {
    /// The pixels, ARGB8888.
    package let surface: Surface
    /// Pixels per point of this bitmap.
    package let density: Double
    private var cachedTexture: Texture?

    /// A bitmap of `surface` at `density` pixels per point (anything not finite and positive counts as 1).
    package init(surface: Surface, density: Double) {
        self.surface = surface
        self.density = density.isFinite && density > 0 ? density : 1
    }

    /// The size in points.
    package var size: Size {
        Size(width: Double(surface.width) / density, height: Double(surface.height) / density)
    }

    /// The texture for `renderer`, made on first use.
    package func texture(for renderer: Renderer) throws -> Texture {
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
