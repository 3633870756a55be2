import SceneGraph

/// A tinted copy's identity: the image and the tint.
struct TintKey: Hashable {
    let image: ImageHandle
    let tint: Color
}

extension SDLResources {
    /// Reads the PNG at `path` as an image of `density` pixels per point. Throws an error naming the path
    /// when the file is missing, is not a readable image, or is larger than the renderer's maximum texture.
    public func loadImage(path: String, density: Double = 1) throws -> ImageHandle {
        try loadImage(variants: [(path, density)])
    }

    /// Reads the PNGs of one image's variants (`x.png`, `x@2x.png`, `x@3x.png` with densities 1, 2, 3; at
    /// least one) as one image drawn at the lowest density variant's point size; drawing picks the variant
    /// nearest the density it plays at. Throws an error naming the path of the first variant that is missing,
    /// is not a readable image, or is larger than the renderer's maximum texture.
    package func loadImage(variants files: [(path: String, density: Double)]) throws -> ImageHandle {
        let variants = try files.map { file in
            ImageVariant(surface: try Surface(context: context, contentsOf: file.path), density: file.density)
        }
        guard !variants.isEmpty else {
            throw SDLError(call: "IMG_Load", message: "no image file was given")
        }
        let lowest = files.min { $0.density < $1.density }?.path
        return try addImage(Image(variants: variants, path: lowest))
    }

    /// Adds an image made in memory; throws when a variant is larger than the renderer's maximum texture.
    package func addImage(_ image: Image) throws -> ImageHandle {
        let limit = renderer.maxTextureSize
        for surface in image.variants.map(\.surface)
        where surface.width > limit.width || surface.height > limit.height {
            throw SDLError(
                call: "SDL_CreateTextureFromSurface", path: image.path,
                message: "image is \(surface.width)x\(surface.height) pixels, larger than the "
                    + "renderer's maximum texture size \(limit.width)x\(limit.height)")
        }
        nextImageID &+= 1
        let handle = ImageHandle(id: nextImageID)
        images[handle] = image
        return handle
    }

    /// The natural size of a loaded image in points (pixels divided by its density); zero for an unknown handle.
    public func size(of image: ImageHandle) -> Size {
        images[image]?.size ?? .zero
    }

    /// The image behind `handle`, if it is loaded.
    package func image(for handle: ImageHandle) -> Image? { images[handle] }

    /// A recoloured copy (hue and saturation of `tint`, luminance and alpha of the image), made once per
    /// image and tint. An unknown handle, or a failure (kept in `lastError`), returns `image` unchanged.
    package func tinted(_ image: ImageHandle, with tint: Color) -> ImageHandle {
        let key = TintKey(image: image, tint: tint)
        if let handle = tints[key], images[handle] != nil { return handle }
        guard let source = images[image] else { return image }
        do {
            let variants = try source.variants.map { variant in
                ImageVariant(
                    surface: try ImageTint.tinted(variant.surface, with: tint, context: context),
                    density: variant.density)
            }
            let handle = try addImage(Image(variants: variants, path: source.path, tint: tint))
            tints[key] = handle
            return handle
        } catch let error as SDLError {
            lastError = error
        } catch {
            lastError = SDLError(call: "SDL_CreateRGBSurfaceWithFormat", message: "\(error)")
        }
        return image
    }

    /// How many images (tinted copies included) are loaded.
    package var imageCount: Int { images.count }

    /// The texture of `handle`'s variant for drawing at `density` pixels per point and that variant's
    /// density, made on first use; nil for an unknown handle.
    func imageTexture(_ handle: ImageHandle, density: Double) throws -> (texture: Texture, density: Double)? {
        guard let image = images[handle] else { return nil }
        let variant = image.variant(for: density)
        return (try variant.texture(for: renderer), variant.density)
    }
}
