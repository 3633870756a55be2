import SceneGraph

/// A shape mask in one colour: the pair a pre-coloured texture is made and looked up for.
struct ColoredMaskKey: Hashable {
    let mask: ShapeMaskKey
    let color: Color

    /// Feeds the hasher one word mixed from every field instead of each field in turn: the pre-colouring
    /// tally hashes a key per shape per frame, and the hasher's per-field rounds were a tenth of a damaged
    /// frame at 1,000 switches (docs/performance.md). Equality still compares every field.
    func hash(into hasher: inout Hasher) {
        var fnv = FNV1a()
        fnv.combine(word: UInt64(truncatingIfNeeded: mask.width))
        fnv.combine(word: UInt64(truncatingIfNeeded: mask.height))
        fnv.combine(word: UInt64(truncatingIfNeeded: mask.radiusHalfPixels))
        fnv.combine(word: UInt64(truncatingIfNeeded: mask.border))
        fnv.combine(word: mask.kind == .fill ? 0 : 1)
        fnv.combine(word: UInt64(truncatingIfNeeded: mask.window.x) << 32 | UInt64(truncatingIfNeeded: mask.window.y))
        fnv.combine(word: UInt64(color.rgba))
        hasher.combine(fnv.value)
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
