import CSDL2
import SceneGraph

/// An owned `SDL_Texture` with its pixel size. Keeps its renderer alive and counted.
package final class Texture {
    /// The owned `SDL_Texture`.
    package let pointer: OpaquePointer
    /// The renderer this texture belongs to.
    package let renderer: Renderer
    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int
    /// The colour and alpha modulation last set (`modulate`); SDL starts every texture unmodulated.
    private var modulation = Color.white

    /// A texture holding a copy of `surface`, alpha-blended when drawn.
    package convenience init(renderer: Renderer, surface: Surface) throws {
        guard let texture = SDL_CreateTextureFromSurface(renderer.pointer, surface.pointer) else {
            throw SDLError.current("SDL_CreateTextureFromSurface")
        }
        try self.init(renderer: renderer, adopting: texture, width: surface.width, height: surface.height)
    }

    /// A static ARGB8888 texture filled from `pixels` (`width * height` words, rows packed).
    package convenience init(renderer: Renderer, width: Int, height: Int, argbPixels pixels: UnsafePointer<UInt32>)
        throws
    {
        let (texture, w) = try Self.create(renderer, width: width, height: height, access: SDL_TEXTUREACCESS_STATIC)
        guard SDL_UpdateTexture(texture, nil, pixels, w * 4) == 0 else {
            let error = SDLError.current("SDL_UpdateTexture")
            SDL_DestroyTexture(texture)
            throw error
        }
        try self.init(renderer: renderer, adopting: texture, width: width, height: height)
    }

    /// An ARGB8888 texture whose pixels are rewritten in place (`rewrite(_:)`), with undefined content until
    /// then; alpha-blended when drawn.
    package convenience init(renderer: Renderer, streamingWidth width: Int, height: Int) throws {
        let (texture, _) = try Self.create(renderer, width: width, height: height, access: SDL_TEXTUREACCESS_STREAMING)
        try self.init(renderer: renderer, adopting: texture, width: width, height: height)
    }

    /// Rewrites every pixel of a streaming texture: `body` gets its ARGB8888 words and the words per row.
    /// SDL first draws whatever it queued that still reads the old pixels.
    package func rewrite(_ body: (UnsafeMutablePointer<UInt32>, Int) -> Void) throws {
        var pixels: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        try check(SDL_LockTexture(pointer, nil, &pixels, &pitch), "SDL_LockTexture")
        defer { SDL_UnlockTexture(pointer) }
        guard let pixels else { throw SDLError(call: "SDL_LockTexture", message: "no pixels") }
        body(pixels.assumingMemoryBound(to: UInt32.self), Int(pitch) / 4)
    }

    /// An ARGB8888 texture the renderer can draw into (`SDL_SetRenderTarget`), with undefined content until
    /// it is cleared; alpha-blended when drawn.
    package convenience init(renderer: Renderer, targetWidth width: Int, height: Int) throws {
        let (texture, _) = try Self.create(renderer, width: width, height: height, access: SDL_TEXTUREACCESS_TARGET)
        try self.init(renderer: renderer, adopting: texture, width: width, height: height)
    }

    private static func create(_ renderer: Renderer, width: Int, height: Int, access: SDL_TextureAccess) throws
        -> (OpaquePointer, Int32)
    {
        guard let w = Int32(exactly: width), let h = Int32(exactly: height), w > 0, h > 0 else {
            throw SDLError(call: "SDL_CreateTexture", message: "invalid texture size \(width)x\(height)")
        }
        let format = SDL_PIXELFORMAT_ARGB8888.rawValue
        guard let texture = SDL_CreateTexture(renderer.pointer, format, Int32(access.rawValue), w, h) else {
            throw SDLError.current("SDL_CreateTexture")
        }
        return (texture, w)
    }

    private init(renderer: Renderer, adopting texture: OpaquePointer, width: Int, height: Int) throws {
        // Linear scaling per texture rather than through SDL's global hint, which would also change a host
        // program's own textures.
        for (status, call) in [
            (SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND), "SDL_SetTextureBlendMode"),
            (SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear), "SDL_SetTextureScaleMode"),
        ] where status != 0 {
            let error = SDLError.current(call)
            SDL_DestroyTexture(texture)
            throw error
        }
        self.pointer = texture
        self.renderer = renderer
        self.width = width
        self.height = height
        renderer.liveTextureCount += 1
    }

    /// Sets the colour and alpha modulation the texture is drawn with, skipping the SDL calls when it
    /// already has it (every change goes through here, so the texture's own record stays true).
    package func modulate(_ color: Color) throws {
        guard color != modulation else { return }
        if color.r != modulation.r || color.g != modulation.g || color.b != modulation.b {
            try check(SDL_SetTextureColorMod(pointer, color.r, color.g, color.b), "SDL_SetTextureColorMod")
        }
        if color.a != modulation.a {
            try check(SDL_SetTextureAlphaMod(pointer, color.a), "SDL_SetTextureAlphaMod")
        }
        modulation = color
    }

    deinit {
        SDL_DestroyTexture(pointer)
        renderer.liveTextureCount -= 1
    }
}
