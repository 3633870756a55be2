import CSDL2
import CSDL2Image
import SceneGraph

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An owned `SDL_Surface` in CPU memory, always 32-bit ARGB8888 so pixels can be read and written as
/// `UInt32` words (`0xAARRGGBB`). Used for headless rendering, PNG load/save, text and image sources.
public final class Surface {
    /// The owned surface; valid as long as this object lives.
    package let pointer: UnsafeMutablePointer<SDL_Surface>
    private let context: SDLContext

    /// Width in pixels.
    public var width: Int { Int(pointer.pointee.w) }
    /// Height in pixels.
    public var height: Int { Int(pointer.pointee.h) }

    /// A transparent surface of `width` x `height` pixels; refused before SDL is asked when it would take
    /// more than `PixelLimits.maxBytes`.
    public init(context: SDLContext, width: Int, height: Int) throws {
        if let problem = PixelLimits.problem(width: width, height: height) {
            throw SDLError(call: "SDL_CreateRGBSurfaceWithFormat", message: problem)
        }
        guard let w = Int32(exactly: width), let h = Int32(exactly: height) else {
            throw SDLError(
                call: "SDL_CreateRGBSurfaceWithFormat", message: "invalid surface size \(width)x\(height)")
        }
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw SDLError.current("SDL_CreateRGBSurfaceWithFormat")
        }
        self.pointer = surface
        self.context = context
    }

    /// Takes ownership of `surface`, converting it to ARGB8888 when it is in another format.
    init(context: SDLContext, adopting surface: UnsafeMutablePointer<SDL_Surface>, path: String? = nil) throws {
        self.context = context
        if surface.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue {
            self.pointer = surface
            return
        }
        defer { SDL_FreeSurface(surface) }
        guard let converted = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            throw SDLError.current("SDL_ConvertSurfaceFormat", path: path)
        }
        self.pointer = converted
    }

    /// Loads a PNG (or any format SDL_image reads) from `path` through `ImageDecoder`, the path the app and
    /// `switchyard validate` share: a broken PNG is one error naming the path, and libpng prints nothing.
    public convenience init(context: SDLContext, contentsOf path: String) throws {
        try self.init(context: context, adopting: try ImageDecoder.decode(path: path), path: path)
    }

    deinit {
        SDL_FreeSurface(pointer)
    }

    /// Runs `body` with the pixel rows (`pitch` is in 32-bit words), locking the surface if SDL requires it.
    public func withPixels<R>(_ body: (UnsafeMutablePointer<UInt32>, _ pitch: Int) throws -> R) throws -> R {
        let locked = CSDL2_MUSTLOCK(pointer) != 0
        if locked { try check(SDL_LockSurface(pointer), "SDL_LockSurface") }
        defer { if locked { SDL_UnlockSurface(pointer) } }
        guard let raw = pointer.pointee.pixels else {
            throw SDLError(call: "SDL_LockSurface", message: "surface has no pixels")
        }
        let words = raw.bindMemory(to: UInt32.self, capacity: Int(pointer.pointee.pitch / 4) * height)
        return try body(words, Int(pointer.pointee.pitch / 4))
    }

    /// The colour of one pixel; transparent black outside the surface.
    public func pixel(x: Int, y: Int) throws -> Color {
        guard x >= 0, y >= 0, x < width, y < height else { return .clear }
        return try withPixels { words, pitch in Color(argb: words[y * pitch + x]) }
    }

    /// Fills the whole surface with `color`.
    package func fill(_ color: Color) throws {
        try check(SDL_FillRect(pointer, nil, color.argb), "SDL_FillRect")
    }
}

extension Color {
    /// The colour packed as an ARGB8888 word, `0xAARRGGBB`.
    package var argb: UInt32 { UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b) }

    /// Unpacks an ARGB8888 word, `0xAARRGGBB`.
    package init(argb: UInt32) {
        self.init(
            r: UInt8(truncatingIfNeeded: argb >> 16), g: UInt8(truncatingIfNeeded: argb >> 8),
            b: UInt8(truncatingIfNeeded: argb), a: UInt8(truncatingIfNeeded: argb >> 24))
    }
}
