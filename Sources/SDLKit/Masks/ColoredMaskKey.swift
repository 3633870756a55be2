import SceneGraph

/// A shape mask in one colour: the pair a pre-coloured texture is made and looked up for.
struct ColoredMaskKey: Hashable {
    let mask: ShapeMaskKey
    let color: Color

    /// Feeds the hasher one word mixed from every field instead of each field in turn: the pre-colouring
    /// tally hashes a key per shape per frame, and the hasher's per-field rounds were a tenth of a damaged
    /// frame at 1,000 switches (docs/performance.md). Equality still compares every field.
    func hash(into hasher: inout Hasher) {
        var word = UInt64(truncatingIfNeeded: mask.width)
        word = word &* 0x100_0000_01b3 ^ UInt64(truncatingIfNeeded: mask.height)
        word = word &* 0x100_0000_01b3 ^ UInt64(truncatingIfNeeded: mask.radiusHalfPixels)
        word = word &* 0x100_0000_01b3 ^ UInt64(truncatingIfNeeded: mask.border)
        word = word &* 0x100_0000_01b3 ^ (mask.kind == .fill ? 0 : 1)
        let rgba = UInt64(color.r) << 24 | UInt64(color.g) << 16 | UInt64(color.b) << 8 | UInt64(color.a)
        word = word &* 0x100_0000_01b3 ^ rgba
        hasher.combine(word)
    }
}

extension ColoredMaskKey {
    /// The mask and colour a rounded fill or stroke draws with at `density`; nil for other commands and
    /// for square-cornered shapes, which are drawn as plain rectangles.
    init?(_ command: DrawCommand, density: Double) {
        switch command {
        case .fill(let rect, let radius, let color) where radius != 0:
            let mask = ShapeMaskKey(kind: .fill, size: rect.size, radius: radius, border: 0, density: density)
            self.init(mask: mask, color: color)
        case .stroke(let rect, let radius, let width, let color) where radius != 0:
            let mask = ShapeMaskKey(kind: .stroke, size: rect.size, radius: radius, border: width, density: density)
            self.init(mask: mask, color: color)
        default:
            return nil
        }
    }
}
