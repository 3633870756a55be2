import SceneGraph

/// A shape mask in one colour: the pair a pre-coloured texture is made and looked up for.
struct ColoredMaskKey: Hashable {
    let mask: ShapeMaskKey
    let color: Color
}

/// Shape masks pre-coloured in one colour each, made on demand and kept in a bounded LRU cache, with a
/// counter so tests (and the benchmark) can see how often they are made.
///
/// SDL's software renderer copies a texture with its fast alpha-blend blitter only when the copy has no
/// colour or alpha modulation (`SDL_CalculateBlitA` takes `SDL_COPY_BLEND` alone); any modulation falls
/// back to the generic per-pixel blitter, several times slower. A pre-coloured mask holds exactly the
/// pixels that modulation would compute (colour `r, g, b`, alpha `coverage * a / 255`), so drawing it
/// unmodulated shows the same shape in the same colour at the fast blitter's cost.
final class ColoredMaskCache {
    private let renderer: Renderer
    private var cache: LRUCache<ColoredMaskKey, Texture>
    private var scratch: [UInt32] = []
    /// How many pre-coloured masks have been made since the cache was made.
    private(set) var creations = 0

    init(renderer: Renderer, capacity: Int) {
        self.renderer = renderer
        self.cache = LRUCache(capacity: capacity)
    }

    var count: Int { cache.count }
    var capacity: Int { cache.capacity }

    /// The texture of `key`'s mask in `key`'s colour, made when it is not cached.
    func texture(for key: ColoredMaskKey) throws -> Texture {
        if let texture = cache.value(for: key) { return texture }
        ShapeCoverage.rasterize(key.mask, into: &scratch)
        Self.color(&scratch, with: key.color)
        let texture = try scratch.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else {
                throw SDLError(call: "SDL_CreateTexture", message: "empty shape mask")
            }
            return try Texture(renderer: renderer, width: key.mask.width, height: key.mask.height, argbPixels: base)
        }
        creations += 1
        cache.insert(texture, for: key)
        return texture
    }

    /// Drops every texture (after the renderer lost its textures); they are remade on next use.
    func removeAll() {
        cache.removeAll()
    }

    /// Turns white mask words into `color`: the colour's channels, and the mask's alpha scaled by the
    /// colour's with the integer rounding SDL's modulating blitter uses (`alpha * a / 255`).
    static func color(_ pixels: inout [UInt32], with color: Color) {
        let rgb = UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
        let alpha = UInt32(color.a)
        for index in pixels.indices {
            let coverage = pixels[index] >> 24
            pixels[index] = (coverage * alpha / 255) << 24 | rgb
        }
    }
}
