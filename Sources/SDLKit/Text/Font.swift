import CSDL2
import CSDL2TTF

/// An owned SDL_ttf font opened from a file at one pixel size (SDL_ttf's 72 dpi makes points = pixels).
public final class Font {
    /// The owned `TTF_Font`.
    public let pointer: OpaquePointer
    /// The file the font came from.
    public let path: String
    /// The size the font was opened at, in pixels.
    public let pixelSize: Int
    private let context: SDLContext

    /// Opens the font file at `path` at `pixelSize` pixels; the error names the path when it cannot.
    public init(context: SDLContext, path: String, pixelSize: Int) throws {
        guard let size = Int32(exactly: pixelSize), size > 0 else {
            throw SDLError(call: "TTF_OpenFont", path: path, message: "invalid font size \(pixelSize)")
        }
        guard let font = TTF_OpenFont(path, size) else { throw SDLError.current("TTF_OpenFont", path: path) }
        self.pointer = font
        self.path = path
        self.pixelSize = pixelSize
        self.context = context
    }

    deinit {
        TTF_CloseFont(pointer)
    }

    /// The distance from one baseline to the next, in pixels.
    public var lineSkip: Int { Int(TTF_FontLineSkip(pointer)) }

    /// The height of one line of glyphs, in pixels.
    public var height: Int { Int(TTF_FontHeight(pointer)) }

    /// The width and height of one line of UTF-8 `text`, in pixels.
    public func size(of text: String) throws -> (width: Int, height: Int) {
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
