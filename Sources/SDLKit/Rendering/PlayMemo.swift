import SceneGraph

/// What one play has already looked up, by keys that are cheap to compare. A frame's thousand switches share
/// a few shapes and labels, and finding each again through the caches cost hashed lookups (a SipHash per
/// key, two for a re-coloured mask, four for a text) for every command (docs/performance.md, "Lookups once
/// a play"). Direct-mapped: a key has one slot, picked by a hash of its own bits, and replaces whatever was
/// there. Emptied when a play ends, so nothing it holds outlives the play: no texture is kept past the
/// caches' bounds, or reused after being re-coloured or invalidated between plays; within a play, a
/// texture it holds is never re-coloured (`ColoredMaskTextures`).
struct PlayMemo<Key: Equatable, Value> {
    private var entries: [(key: Key, value: Value)?]
    private let shift: UInt64
    private var isEmpty = true

    /// A memo of `2^bits` slots.
    init(bits: Int) {
        entries = Array(repeating: nil, count: 1 << bits)
        shift = UInt64(64 - bits)
    }

    /// The value kept for `key`, whose bits hash to `hash`.
    func value(for key: Key, hash: UInt64) -> Value? {
        guard let entry = entries[slot(hash)], entry.key == key else { return nil }
        return entry.value
    }

    /// Keeps `value` for `key` until the next `removeAll`, unless a key sharing its slot replaces it.
    mutating func store(_ value: Value, for key: Key, hash: UInt64) {
        entries[slot(hash)] = (key, value)
        isEmpty = false
    }

    /// Forgets everything, in place: no allocation, so a steady frame still makes none.
    mutating func removeAll() {
        guard !isEmpty else { return }
        for index in entries.indices { entries[index] = nil }
        isEmpty = true
    }

    /// Fibonacci hashing: the top bits of the hash times 2^64 / golden ratio spread nearby hashes apart.
    private func slot(_ hash: UInt64) -> Int {
        Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }
}

/// A rounded fill or stroke as its draw command gives it, at the play's density: the memo's key for the
/// mask and texture it resolves to, compared field by field before anything is rounded to pixels.
struct ShapeSpec: Equatable {
    let kind: ShapeMaskKey.Kind
    let width: Double
    let height: Double
    let radius: Double
    let border: Double
    let density: Double
    let color: Color

    /// The rounded shape `command` draws at `density`; nil for other commands and square corners, which
    /// are plain rectangles.
    init?(_ command: DrawCommand, density: Double) {
        switch command {
        case .fill(let rect, let radius, let color) where radius != 0:
            (kind, border) = (.fill, 0)
            (width, height, self.radius, self.color) = (rect.width, rect.height, radius, color)
        case .stroke(let rect, let radius, let width, let color) where radius != 0:
            (kind, border) = (.stroke, width)
            (self.width, height, self.radius, self.color) = (rect.width, rect.height, radius, color)
        default:
            return nil
        }
        self.density = density
    }

    /// The pre-coloured mask this shape is drawn from.
    var key: ColoredMaskKey {
        let size = Size(width: width, height: height)
        let mask = ShapeMaskKey(kind: kind, size: size, radius: radius, border: border, density: density)
        return ColoredMaskKey(mask: mask, color: color)
    }

    /// A hash of every field's bits, for the memo's slot.
    var hash: UInt64 {
        var fnv = FNV1a()
        fnv.combine(word: width.bitPattern)
        fnv.combine(word: height.bitPattern)
        fnv.combine(word: radius.bitPattern ^ border.bitPattern.byteSwapped)
        fnv.combine(word: density.bitPattern)
        fnv.combine(word: UInt64(color.rgba) << 1 | (kind == .fill ? 0 : 1))
        return fnv.value
    }
}

/// What a memoised shape draws with: its mask (whole, at most `ShapeMaskKey.sliceArea` pixels), the texture and
/// modulation `maskTexture` gave, and the middle it copies around on the software renderer.
struct ResolvedShape {
    let mask: ShapeMaskKey
    let texture: Texture
    let modulation: Color
    /// The middle drawn apart from the rest on the software renderer; nil: the mask is copied whole.
    let middle: Middle?

    /// A part of the mask that is not copied: the rest is copied around it in pieces (`copyAround`).
    enum Middle {
        /// A ring's empty inside (`ShapeMaskKey.hollow`): nothing to draw there.
        case skipped(MaskWindow)
        /// An opaque fill's fully covered middle (`ShapeMaskKey.solid`), filled in the shape's colour.
        case filled(MaskWindow, Color)
    }
}

/// A text as a draw command gives it: the memo's key for the texture and size `textTexture` resolves.
struct TextSpec: Equatable {
    let handle: TextHandle
    let color: Color
    let density: Double

    var hash: UInt64 {
        var fnv = FNV1a()
        fnv.combine(word: UInt64(truncatingIfNeeded: handle.id))
        fnv.combine(word: density.bitPattern)
        fnv.combine(word: UInt64(color.rgba))
        return fnv.value
    }
}
