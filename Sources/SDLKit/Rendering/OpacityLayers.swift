import CSDL2
import SceneGraph

/// Render-target textures for opacity groups, cached per pixel size (and nesting depth), and the blend
/// that puts a group's layer onto what is below.
///
/// Drawing with SDL's blend mode into a layer cleared to transparent leaves premultiplied colour in it
/// (colour times alpha, alpha accumulated as "over"), on every renderer. Drawing that layer with the same
/// blend mode would multiply by alpha a second time and darken every soft edge, and SDL 2's software
/// renderer has no custom blend modes. So the layer is put down in three steps with built-in modes only:
/// the destination is darkened by the layer's alpha times the opacity (layer drawn black with alpha
/// modulation), the layer's colour times the opacity is made opaque in a scratch target (modulate onto
/// white), and that is added. The result is premultiplied "over" with the opacity, correct on edges and
/// when the destination is itself a layer.
final class OpacityLayers {
    private struct Key: Hashable {
        let width: Int32
        let height: Int32
        let depth: Int
    }

    private let renderer: Renderer
    private var layers: LRUCache<Key, Texture>
    private var scratches: LRUCache<Key, Texture>

    init(renderer: Renderer, capacity: Int) {
        self.renderer = renderer
        layers = LRUCache(capacity: capacity)
        scratches = LRUCache(capacity: capacity)
    }

    /// A layer of `width`x`height` pixels for a group nested `depth` deep, made the render target and
    /// cleared to transparent, unclipped.
    func begin(width: Int32, height: Int32, depth: Int) throws -> Texture {
        let layer = try texture(in: &layers, Key(width: width, height: height, depth: depth))
        try target(layer)
        try check(SDL_SetRenderDrawColor(renderer.pointer, 0, 0, 0, 0), "SDL_SetRenderDrawColor")
        try check(SDL_RenderClear(renderer.pointer), "SDL_RenderClear")
        return layer
    }

    /// Blends `layer` onto `destination` (nil: the player's `output`) with its top-left at `x`, `y` and
    /// `opacity`, leaving `destination` the render target.
    func end(
        _ layer: Texture, at x: Int32, _ y: Int32, opacity: UInt8, onto destination: Texture?, output: PlayerOutput
    )
        throws
    {
        let w = Int32(clamping: layer.width)
        let h = Int32(clamping: layer.height)
        let scratch = try texture(in: &scratches, Key(width: w, height: h, depth: 0))
        try target(scratch)
        try check(SDL_SetRenderDrawColor(renderer.pointer, 255, 255, 255, 255), "SDL_SetRenderDrawColor")
        try check(SDL_RenderClear(renderer.pointer), "SDL_RenderClear")
        try draw(layer, mode: SDL_BLENDMODE_MOD, color: opacity, alpha: 255, at: nil)
        if let destination {
            try target(destination)
        } else {
            try output.select(on: renderer)
        }
        var place = SDL_Rect(x: x, y: y, w: w, h: h)
        try draw(layer, mode: SDL_BLENDMODE_BLEND, color: 0, alpha: opacity, at: &place)
        try draw(scratch, mode: SDL_BLENDMODE_ADD, color: 255, alpha: 255, at: &place)
    }

    /// Drops every layer (after the renderer lost its textures); they are made again on next use.
    func removeAll() {
        layers.removeAll()
        scratches.removeAll()
    }

    private func texture(in cache: inout LRUCache<Key, Texture>, _ key: Key) throws -> Texture {
        if let texture = cache.value(for: key) { return texture }
        let texture = try Texture(renderer: renderer, targetWidth: Int(key.width), height: Int(key.height))
        cache.insert(texture, for: key)
        return texture
    }

    private func target(_ texture: Texture?) throws {
        try check(SDL_SetRenderTarget(renderer.pointer, texture?.pointer), "SDL_SetRenderTarget")
    }

    private func draw(
        _ texture: Texture, mode: SDL_BlendMode, color: UInt8, alpha: UInt8, at place: UnsafePointer<SDL_Rect>?
    ) throws {
        try check(SDL_SetTextureBlendMode(texture.pointer, mode), "SDL_SetTextureBlendMode")
        try texture.modulate(Color(r: color, g: color, b: color, a: alpha))
        try check(SDL_RenderCopy(renderer.pointer, texture.pointer, nil, place), "SDL_RenderCopy")
    }
}
