import CPNG
import CSDL2
import CSDL2Image
import SceneGraph

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one way an image file becomes pixels, for the app and for `switchyard validate` alike, so the two
/// always agree on which images decode. The file is read once, in Swift (a regular file, opened without
/// blocking, of at most `PixelLimits.maxBytes`). A PNG must pass `PNGStructure` (every chunk whole, every
/// CRC right); then libpng reads its `PNGStructure.decodable` form through handlers of SDLKit's own
/// (`png_check_read`), and only a file it read without an error or a warning goes to SDL_image, which
/// decodes it from memory. So a broken PNG is one message naming the path, and libpng never prints its
/// `libpng error:` or `libpng warning:` lines on stderr.
package enum ImageDecoder {
    /// Decodes the image at `path` and drops the pixels: throws what loading it in the app would throw.
    package static func check(path: String) throws {
        SDL_FreeSurface(try decode(path: path))
    }

    /// The decoded image at `path`, owned by the caller (in whatever format SDL_image made it).
    static func decode(path: String) throws -> UnsafeMutablePointer<SDL_Surface> {
        var bytes = try readFile(path)
        if PNGStructure.hasSignature(bytes) {
            bytes = try checkedPNG(bytes, path: path)
        }
        guard let count = Int32(exactly: bytes.count) else {
            throw SDLError(call: "IMG_Load", path: path, message: "\(bytes.count) bytes are too many to decode")
        }
        let loaded = bytes.withUnsafeMutableBytes { buffer -> UnsafeMutablePointer<SDL_Surface>? in
            guard let stream = SDL_RWFromMem(buffer.baseAddress, count) else { return nil }
            return IMG_Load_RW(stream, 1)
        }
        guard let loaded else { throw SDLError.current("IMG_Load", path: path) }
        return loaded
    }

    /// The file libpng read silently: `PNGStructure.decodable`'s form of `bytes`, or the error saying why
    /// it cannot be decoded (libpng's own words after "not a valid PNG: ").
    private static func checkedPNG(_ bytes: [UInt8], path: String) throws -> [UInt8] {
        let decodable: [UInt8]
        switch PNGStructure.decodable(bytes) {
        case .failure(let problem):
            throw SDLError(call: "IMG_Load", path: path, message: "not a valid PNG: \(problem.message)")
        case .success(let rebuilt):
            decodable = rebuilt
        }
        var message = [CChar](repeating: 0, count: 256)
        let verdict = decodable.withUnsafeBufferPointer { file in
            message.withUnsafeMutableBufferPointer { text in
                png_check_read(file.baseAddress, file.count, text.baseAddress, text.count)
            }
        }
        guard verdict == 0 else {
            let said = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw SDLError(call: "IMG_Load", path: path, message: "not a valid PNG: \(sentence(said))")
        }
        return decodable
    }

    /// libpng's message as the rest of a sentence: "Not enough image data" reads "not enough image data",
    /// "IDAT: Too much image data" reads "IDAT: too much image data"; a chunk name or an abbreviation at the
    /// start of the words ("PLTE: invalid", "IHDR ...") stays as it is.
    private static func sentence(_ text: String) -> String {
        guard !text.isEmpty else { return "libpng refused it without a message" }
        var characters = Array(text)
        let chunkPrefix = characters.count > 6 && characters[4] == ":" && characters[5] == " "
        let start = chunkPrefix ? 6 : 0
        if characters.count > start + 1, characters[start].isUppercase, characters[start + 1].isLowercase {
            characters[start] = Character(characters[start].lowercased())
        }
        return String(characters)
    }

    /// The bytes of the image file at `path`: a regular file (opened without blocking, so a FIFO cannot
    /// hang) of at most `PixelLimits.maxBytes`.
    private static func readFile(_ path: String) throws -> [UInt8] {
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
}
