/// Which typeface a text run uses. `named` refers to a font file the theme registered by name.
public enum FontFace: Hashable, Sendable {
    case regular
    case bold
    case named(String)
}

/// How lines of a multi-line run line up with each other.
public enum TextAlignment: Hashable, Sendable {
    case leading
    case center
    case trailing
}

/// A string with its font and wrapping: everything needed to measure and rasterise it.
public struct TextRun: Hashable, Sendable {
    public var text: String
    public var face: FontFace
    /// Point size; the renderer multiplies it by the pixel density.
    public var size: Double
    /// Lines wrap at this width in points; nil breaks only at explicit newlines.
    public var wrapWidth: Double?
    public var alignment: TextAlignment

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
