/// How a gallery cell's caption looks and where it sits under the content.
public struct CaptionStyle: Hashable, Sendable {
    /// The typeface of the caption text.
    public var face: FontFace
    /// Point size of the caption text.
    public var size: Double
    /// The caption text colour.
    public var color: Color
    /// Space between the content and the caption, in points.
    public var gap: Double
    /// Captions wrap at this width in points; nil keeps them on one line (explicit newlines still break).
    public var wrapWidth: Double?

    /// A caption style; the defaults are the regular face at 13 points in dark grey (#3C3C43), 8 points under the
    /// content, on one line.
    public init(
        face: FontFace = .regular, size: Double = 13, color: Color = Color(r: 60, g: 60, b: 67),
        gap: Double = 8, wrapWidth: Double? = nil
    ) {
        self.face = face
        self.size = size
        self.color = color
        self.gap = gap
        self.wrapWidth = wrapWidth
    }
}
