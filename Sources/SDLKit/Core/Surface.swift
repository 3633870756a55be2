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
    public let pointer: UnsafeMutablePointer<SDL_Surface>
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

    /// Loads a PNG (or any format SDL_image reads) from `path`. The file is read once, in Swift: a regular
    /// file of at most `PixelLimits.maxBytes`, and a PNG must pass `PNGStructure` (every chunk whole, every
    /// CRC right) before SDL_image decodes it from memory, so a broken PNG is one error naming the path and
    /// libpng never prints its own line to stderr.
    public convenience init(context: SDLContext, contentsOf path: String) throws {
        var bytes = try Self.readImageFile(path)
        if PNGStructure.hasSignature(bytes), let problem = PNGStructure.problem(bytes) {
            throw SDLError(call: "IMG_Load", path: path, message: "not a valid PNG: \(problem)")
        }
        let loaded = bytes.withUnsafeMutableBytes { buffer -> UnsafeMutablePointer<SDL_Surface>? in
            guard let stream = SDL_RWFromMem(buffer.baseAddress, Int32(buffer.count)) else { return nil }
            return IMG_Load_RW(stream, 1)
        }
        guard let loaded else { throw SDLError.current("IMG_Load", path: path) }
        try self.init(context: context, adopting: loaded, path: path)
    }

    /// The bytes of the image file at `path`: a regular file (opened without blocking, so a FIFO cannot
    /// hang) of at most `PixelLimits.maxBytes`.
    private static func readImageFile(_ path: String) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw SDLError(call: "IMG_Load", path: path, message: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw SDLError(call: "IMG_Load", path: path, message: "not a regular file")
        }
        let size = Int(info.st_size)
        guard size <= PixelLimits.maxBytes else {
            throw SDLError(
                call: "IMG_Load", path: path, message: "\(size) bytes, larger than the limit of \(PixelLimits.maxBytes)"
            )
        }
        var bytes = [UInt8](repeating: 0, count: size)
        var done = 0
        while done < size {
            let got = bytes[done...].withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { break }
            done += got
        }
        return Array(bytes[0..<done])
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
    public func fill(_ color: Color) throws {
        try check(SDL_FillRect(pointer, nil, color.argb), "SDL_FillRect")
    }
}

extension Color {
    /// The colour packed as an ARGB8888 word, `0xAARRGGBB`.
    public var argb: UInt32 { UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b) }

    /// Unpacks an ARGB8888 word, `0xAARRGGBB`.
    public init(argb: UInt32) {
        self.init(
            r: UInt8(truncatingIfNeeded: argb >> 16), g: UInt8(truncatingIfNeeded: argb >> 8),
            b: UInt8(truncatingIfNeeded: argb), a: UInt8(truncatingIfNeeded: argb >> 24))
    }
}
