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
        let surface = try Surface(context: context, contentsOf: path)
        return try addImage(Image(surface: surface, density: density, path: path))
    }

    /// Adds an image made in memory; throws when it is larger than the renderer's maximum texture.
    public func addImage(_ image: Image) throws -> ImageHandle {
        let limit = renderer.maxTextureSize
        guard image.surface.width <= limit.width, image.surface.height <= limit.height else {
            throw SDLError(
                call: "SDL_CreateTextureFromSurface", path: image.path,
                message: "image is \(image.surface.width)x\(image.surface.height) pixels, larger than the "
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
    public func image(for handle: ImageHandle) -> Image? { images[handle] }

    /// A recoloured copy (hue and saturation of `tint`, luminance and alpha of the image), made once per
    /// image and tint. An unknown handle, or a failure (kept in `lastError`), returns `image` unchanged.
    public func tinted(_ image: ImageHandle, with tint: Color) -> ImageHandle {
        let key = TintKey(image: image, tint: tint)
        if let handle = tints[key], images[handle] != nil { return handle }
        guard let source = images[image] else { return image }
        do {
            let surface = try ImageTint.tinted(source.surface, with: tint, context: context)
            let handle = try addImage(Image(surface: surface, density: source.density, path: source.path, tint: tint))
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
    public var imageCount: Int { images.count }

    /// The texture of `handle` and the image's density, made on first use; nil for an unknown handle.
    func imageTexture(_ handle: ImageHandle) throws -> (texture: Texture, density: Double)? {
        guard let image = images[handle] else { return nil }
        return (try image.texture(for: renderer), image.density)
    }
}
