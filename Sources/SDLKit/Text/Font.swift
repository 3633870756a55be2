import CSDL2
import CSDL2TTF

/// An owned SDL_ttf font opened from a file or from bytes in memory at one pixel size (SDL_ttf's 72 dpi
/// makes points = pixels).
package final class Font {
    /// The owned `TTF_Font`.
    package let pointer: OpaquePointer
    /// The file the font came from, or the name of the bytes it was opened from.
    package let path: String
    /// The size the font was opened at, in pixels.
    package let pixelSize: Int
    private let context: SDLContext
    /// The bytes of a font opened from memory: SDL_ttf reads them for as long as the font lives.
    private let bytes: FontBytes?

    /// Opens the font file at `path` at `pixelSize` pixels; the error names the path when it cannot.
    package init(context: SDLContext, path: String, pixelSize: Int) throws {
        guard let size = Int32(exactly: pixelSize), size > 0 else {
            throw SDLError(call: "TTF_OpenFont", path: path, message: "invalid font size \(pixelSize)")
        }
        guard let font = TTF_OpenFont(path, size) else { throw SDLError.current("TTF_OpenFont", path: path) }
        self.pointer = font
        self.path = path
        self.pixelSize = pixelSize
        self.context = context
        bytes = nil
    }

    /// Opens the font in `bytes` at `pixelSize` pixels; the error names it `name` when it cannot.
    init(context: SDLContext, bytes: FontBytes, name: String, pixelSize: Int) throws {
        guard let size = Int32(exactly: pixelSize), size > 0 else {
            throw SDLError(call: "TTF_OpenFontRW", path: name, message: "invalid font size \(pixelSize)")
        }
        guard let stream = SDL_RWFromConstMem(bytes.buffer.baseAddress, Int32(bytes.buffer.count)),
            let font = TTF_OpenFontRW(stream, 1, size)
        else { throw SDLError.current("TTF_OpenFontRW", path: name) }
        self.pointer = font
        self.path = name
        self.pixelSize = pixelSize
        self.context = context
        self.bytes = bytes
    }

    deinit {
        TTF_CloseFont(pointer)
    }

    /// The distance from one baseline to the next, in pixels.
    package var lineSkip: Int { Int(TTF_FontLineSkip(pointer)) }

    /// The height of one line of glyphs, in pixels.
    package var height: Int { Int(TTF_FontHeight(pointer)) }

    /// The width and height of one line of UTF-8 `text`, in pixels.
    package func size(of text: String) throws -> (width: Int, height: Int) {
        var w: Int32 = 0
        var h: Int32 = 0
        try check(TTF_SizeUTF8(pointer, text, &w, &h), "TTF_SizeUTF8", path: path)
        return (Int(w), Int(h))
    }

    /// Renders `text` (lines separated by newlines) anti-aliased in `color`, aligned as `alignment` says:
    /// each pixel holds the colour with the glyph's coverage as alpha. Text rendered white is coloured by
    /// modulation when drawn.
    func render(_ text: String, alignment: Int32, color: SDL_Color) throws -> Surface? {
        TTF_SetFontWrappedAlign(pointer, alignment)
        guard let rendered = TTF_RenderUTF8_Blended_Wrapped(pointer, text, color, 0) else {
            throw SDLError.current("TTF_RenderUTF8_Blended_Wrapped", path: path)
        }
        return try Surface(context: context, adopting: rendered, path: path)
    }
}

/// A copy of a font file's bytes, owned here so fonts opened from it can read it for as long as they live
/// (SDL_ttf reads glyphs from the font's stream on demand); the caller's buffer may go once it is made.
final class FontBytes {
    let buffer: UnsafeMutableRawBufferPointer

    /// A copy of `bytes` (at least one byte is allocated, so an empty font still has an address).
    init(_ bytes: [UInt8]) {
        buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, bytes.count), alignment: 16)
        bytes.withUnsafeBytes { buffer.copyMemory(from: $0) }
    }

    deinit {
        buffer.deallocate()
    }
}
