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
