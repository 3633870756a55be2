import SceneGraph

/// Shape-mask textures for one renderer, made on first use and kept in a bounded LRU cache, with a counter
/// so tests (and the benchmark) can see how often they are made. Keyed by the shape alone (white masks,
/// drawn with colour modulation) or by shape and colour (pre-coloured masks).
///
/// SDL's software renderer copies a texture with its fast alpha-blend blitter only when the copy has no
/// colour or alpha modulation (`SDL_CalculateBlitA` takes `SDL_COPY_BLEND` alone); any modulation falls
/// back to the generic per-pixel blitter, several times slower. A pre-coloured mask holds exactly the
/// pixels that modulation would compute (colour `r, g, b`, alpha `coverage * a / 255`), so drawing it
/// unmodulated shows the same shape in the same colour at the fast blitter's cost.
final class MaskTextureCache<Key: Hashable> {
    private let renderer: Renderer
    private var cache: LRUCache<Key, Texture>
    private var scratch: [UInt32] = []
    private let shape: (Key) -> ShapeMaskKey
    private let color: (Key) -> Color?
    /// How many masks have been rasterised and uploaded since the cache was made.
    private(set) var creations = 0

    /// The most pixels the masks of one cache hold together (64 MiB): many large shapes evict each other
    /// rather than pile up.
    static var pixelBudget: Int { 1 << 24 }

    /// A cache whose keys name a shape (`shape`) and, for pre-coloured masks, a colour (`color`).
    init(renderer: Renderer, capacity: Int, shape: @escaping (Key) -> ShapeMaskKey, color: @escaping (Key) -> Color?) {
        self.renderer = renderer
        self.cache = LRUCache(capacity: capacity, costLimit: Self.pixelBudget)
        self.shape = shape
        self.color = color
    }

    var count: Int { cache.count }
    /// How many pixels the cached masks hold.
    var pixelCount: Int { cache.totalCost }

    /// The cached texture for `key`, if there is one (marked most recently used).
    func cachedTexture(for key: Key) -> Texture? {
        cache.value(for: key)
    }
    var capacity: Int { cache.capacity }

    /// The texture for `key`, rasterising (and colouring) it when it is not cached.
    func texture(for key: Key) throws -> Texture {
        if let texture = cache.value(for: key) { return texture }
        let mask = shape(key)
        ShapeCoverage.rasterize(mask, into: &scratch)
        if let color = color(key) { Self.color(&scratch, with: color) }
        let texture = try scratch.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else {
                throw SDLError(call: "SDL_CreateTexture", message: "empty shape mask")
            }
            return try Texture(
                renderer: renderer, width: mask.window.width, height: mask.window.height, argbPixels: base)
        }
        creations += 1
        cache.insert(texture, for: key, cost: texture.width * texture.height)
        return texture
    }

    /// Drops every texture (after the renderer lost its textures); they are remade on next use.
    func removeAll() {
        cache.removeAll()
    }

    /// Turns white mask words into `color`: the colour's channels, and the mask's alpha scaled by the
    /// colour's with the integer rounding SDL's modulating blitter uses (`alpha * a / 255`).
    static func color(_ pixels: inout [UInt32], with color: Color) {
        for index in pixels.indices { pixels[index] = colored(pixels[index], color) }
    }

    /// One white mask word in `color`.
    @inline(__always)
    static func colored(_ word: UInt32, _ color: Color) -> UInt32 {
        let rgb = UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
        return ((word >> 24) * UInt32(color.a) / 255) << 24 | rgb
    }
}

/// White shape masks, drawn with colour and alpha modulation.
typealias ShapeMaskCache = MaskTextureCache<ShapeMaskKey>

/// Shape masks pre-coloured in one colour each.
typealias ColoredMaskCache = MaskTextureCache<ColoredMaskKey>

extension MaskTextureCache where Key == ShapeMaskKey {
    convenience init(renderer: Renderer, capacity: Int) {
        self.init(renderer: renderer, capacity: capacity, shape: { $0 }, color: { _ in nil })
    }
}

extension MaskTextureCache where Key == ColoredMaskKey {
    convenience init(renderer: Renderer, capacity: Int) {
        self.init(renderer: renderer, capacity: capacity, shape: { $0.mask }, color: { $0.color })
    }
}
