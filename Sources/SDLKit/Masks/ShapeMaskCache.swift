/// Shape-mask textures for one renderer, made on first use and kept in a bounded LRU cache, with counters
/// so tests (and the benchmark) can see how often masks are made.
final class ShapeMaskCache {
    private let renderer: Renderer
    private var cache: LRUCache<ShapeMaskKey, Texture>
    private var scratch: [UInt32] = []
    /// How many masks have been rasterised and uploaded since the cache was made.
    private(set) var creations = 0

    init(renderer: Renderer, capacity: Int) {
        self.renderer = renderer
        self.cache = LRUCache(capacity: capacity)
    }

    var count: Int { cache.count }
    var capacity: Int { cache.capacity }

    /// The texture for `key`, rasterising it when it is not cached.
    func texture(for key: ShapeMaskKey) throws -> Texture {
        if let texture = cache.value(for: key) { return texture }
        ShapeCoverage.rasterize(key, into: &scratch)
        let texture = try scratch.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else {
                throw SDLError(call: "SDL_CreateTexture", message: "empty shape mask")
            }
            return try Texture(renderer: renderer, width: key.width, height: key.height, argbPixels: base)
        }
        creations += 1
        cache.insert(texture, for: key)
        return texture
    }

    /// Drops every mask texture (after the renderer lost its textures); they are remade on next use.
    func removeAll() {
        cache.removeAll()
    }
}
