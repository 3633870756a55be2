import SceneGraph

/// Shape masks in their colours, for the software renderer, which blends an unmodulated copy with its
/// fast blitter and a modulated one several times slower, and with slightly different rounding. Every
/// rounded shape is drawn from a texture already in its colour, so which texture holds it never changes
/// a pixel: a damaged frame, which plays only part of a list, draws what a full frame draws.
///
/// A colour drawn again is kept in a bounded LRU cache. A colour seen once (a colour cross-fading on one
/// switch, new every frame) would make a texture per frame, so each mask shape also has one companion
/// texture that is re-coloured in place for such colours: it takes the colour asked for unless it already
/// served another one in the same play, in which case the new colour gets a cached texture of its own.
final class ColoredMaskTextures {
    private let renderer: Renderer
    private let cached: ColoredMaskCache
    private var companions: LRUCache<ShapeMaskKey, Companion>
    private var scratch: [UInt32] = []
    /// The coloured word for each coverage value, for the colour being written.
    private var palette = [UInt32](repeating: 0, count: 256)
    /// The play under way: a companion re-coloured in it keeps its colour until the next play.
    private var play: UInt64 = 0

    private final class Companion {
        let texture: Texture
        /// The white mask's words: coverage in the alpha byte.
        let coverage: [UInt32]
        var color: Color?
        var play: UInt64 = 0

        init(texture: Texture, coverage: [UInt32]) {
            self.texture = texture
            self.coverage = coverage
        }
    }

    /// At most `capacity` cached colours and as many companions.
    init(renderer: Renderer, capacity: Int) {
        self.renderer = renderer
        cached = ColoredMaskCache(renderer: renderer, capacity: capacity)
        companions = LRUCache(capacity: capacity, costLimit: ColoredMaskCache.pixelBudget)
    }

    /// How many pre-coloured masks have been made (cached colours and companions, not re-colourings).
    private(set) var creations = 0
    /// How many times a companion was re-coloured.
    private(set) var recolorings = 0
    /// How many pre-coloured masks are held (cached colours and companions).
    var count: Int { cached.count + companions.count }
    /// How many pixels the pre-coloured masks hold (cached colours and companions).
    var pixelCount: Int { cached.pixelCount + companions.totalCost }
    /// The most cached colours kept at once.
    var capacity: Int { cached.capacity }

    /// Starts a play: companions may take new colours again.
    func beginPlay() {
        play &+= 1
    }

    /// The texture holding `key`'s mask in its colour.
    func texture(for key: ColoredMaskKey) throws -> Texture {
        if let texture = cached.cachedTexture(for: key) { return texture }
        let companion = try self.companion(for: key.mask)
        if companion.color == key.color {
            companion.play = play
            return companion.texture
        }
        if companion.play != play {
            try recolor(companion, key.color)
            return companion.texture
        }
        creations += 1
        return try cached.texture(for: key)
    }

    /// Drops every texture (after the renderer lost its textures); they are remade on next use.
    func removeAll() {
        cached.removeAll()
        companions.removeAll()
    }

    private func companion(for mask: ShapeMaskKey) throws -> Companion {
        if let companion = companions.value(for: mask) { return companion }
        ShapeCoverage.rasterize(mask, into: &scratch)
        let texture = try Texture(renderer: renderer, streamingWidth: mask.window.width, height: mask.window.height)
        let companion = Companion(texture: texture, coverage: scratch)
        creations += 1
        companions.insert(companion, for: mask, cost: texture.width * texture.height)
        return companion
    }

    /// Writes `color` into the companion with the words `MaskTextureCache.color(_:with:)` gives a cached
    /// mask, so both draw the same pixels: one word per coverage value, looked up per pixel.
    private func recolor(_ companion: Companion, _ color: Color) throws {
        for coverage in 0..<256 {
            palette[coverage] = MaskTextureCache<ColoredMaskKey>.colored(UInt32(coverage) << 24, color)
        }
        let width = companion.texture.width
        let height = companion.texture.height
        try palette.withUnsafeBufferPointer { palette in
            try companion.coverage.withUnsafeBufferPointer { coverage in
                guard let words = coverage.baseAddress else { return }
                try companion.texture.rewrite { pixels, stride in
                    for y in 0..<height {
                        let row = pixels + y * stride
                        let source = words + y * width
                        for x in 0..<width { row[x] = palette[Int(source[x] >> 24)] }
                    }
                }
            }
        }
        companion.color = color
        companion.play = play
        recolorings += 1
    }
}
