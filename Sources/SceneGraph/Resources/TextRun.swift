/// Which typeface a text run uses. `named` refers to a font file the theme registered by name.
public enum FontFace: Hashable, Sendable {
    /// The renderer's regular font (with SDLKit, DejaVu Sans from `Assets/fonts`).
    case regular
    /// The renderer's bold font (with SDLKit, DejaVu Sans Bold from `Assets/fonts`).
    case bold
    /// The renderer's italic font (with SDLKit, DejaVu Sans Oblique from `Assets/fonts`).
    case regularItalic
    /// The renderer's bold italic font (with SDLKit, DejaVu Sans Bold Oblique from `Assets/fonts`).
    case boldItalic
    /// A font registered under this name (a theme's `fonts` table); SDLKit falls back to `regular` for an
    /// unknown name.
    case named(String)
}

/// How lines of a multi-line run line up with each other.
public enum TextAlignment: Hashable, Sendable {
    /// Lines start at the left edge of the run.
    case leading
    /// Each line is centred in the run's width.
    case center
    /// Lines end at the right edge of the run.
    case trailing
}

/// A string with its font and wrapping: everything needed to measure and rasterise it.
public struct TextRun: Hashable, Sendable {
    /// The characters; `\n` starts a new line.
    public var text: String
    /// The typeface.
    public var face: FontFace
    /// Point size; the renderer multiplies it by the pixel density.
    public var size: Double
    /// Lines wrap at this width in points; nil breaks only at explicit newlines.
    public var wrapWidth: Double?
    /// How the lines of a multi-line run line up; a single line is unaffected.
    public var alignment: TextAlignment

    /// A run of `text` at `size` points, in the regular face on one line (wrapping only at newlines), lines centred.
    public init(
        text: String, face: FontFace = .regular, size: Double, wrapWidth: Double? = nil,
        alignment: TextAlignment = .center
    ) {
        self.text = text
        self.face = face
        self.size = size
        self.wrapWidth = wrapWidth
        self.alignment = alignment
    }
}
