/// How a gallery cell's caption looks and where it sits under the content.
package struct CaptionStyle: Hashable, Sendable {
    /// The typeface of the caption text.
    package var face: FontFace
    /// Point size of the caption text.
    package var size: Double
    /// The caption text colour.
    package var color: Color
    /// Space between the content and the caption, in points.
    package var gap: Double
    /// Captions wrap at this width in points; nil keeps them on one line (explicit newlines still break).
    package var wrapWidth: Double?

    /// A caption style; the defaults are the regular face at 13 points in dark grey (#3C3C43), 8 points under the
    /// content, on one line.
    package init(
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
