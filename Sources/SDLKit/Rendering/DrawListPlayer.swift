import CSDL2
import SceneGraph

/// Plays a `DrawList` (logical points) onto a renderer at a pixel density. Shapes are drawn as cached
/// anti-aliased coverage masks tinted with colour and alpha modulation, text and images as cached textures;
/// a steady frame only looks textures up and issues `SDL_RenderCopyF` calls.
public final class DrawListPlayer {
    public let renderer: Renderer
    public let resources: SDLResources
    private let masks: ShapeMaskCache
    private var clips: [SDL_Rect] = []

    /// A player for `renderer` using `resources` for text and images, keeping at most `maskCacheCapacity`
    /// shape masks.
    public init(renderer: Renderer, resources: SDLResources, maskCacheCapacity: Int = 512) {
        self.renderer = renderer
        self.resources = resources
        self.masks = ShapeMaskCache(renderer: renderer, capacity: maskCacheCapacity)
        clips.reserveCapacity(16)
    }

    /// How many shape masks have been rasterised since the player was made.
    public var maskCreationCount: Int { masks.creations }
    /// How many shape masks are cached now.
    public var cachedMaskCount: Int { masks.count }
    /// The most shape masks kept at once.
    public var maskCacheCapacity: Int { masks.capacity }

    /// Drops every cached texture (masks, text, images) after the renderer reported
    /// `SDL_RENDER_TARGETS_RESET` or `SDL_RENDER_DEVICE_RESET`; they are remade when next drawn.
    public func invalidateTextures() {
        masks.removeAll()
        resources.invalidateTextures()
    }

    /// Draws `list` with `density` pixels per point. Commands after an empty clip are skipped until it ends.
    /// Leaves the renderer unclipped.
    public func play(_ list: DrawList, density: Double) throws {
        let density = density.isFinite && density > 0 ? density : 1
        clips.removeAll(keepingCapacity: true)
        defer { SDL_RenderSetClipRect(renderer.pointer, nil) }
        for command in list.commands {
            if case .pushClip(let rect) = command {
                try pushClip(rect, density: density)
                continue
            }
            if case .popClip = command {
                try popClip()
                continue
            }
            if let clip = clips.last, clip.w == 0 || clip.h == 0 { continue }
            try draw(command, density: density)
        }
    }

    private func draw(_ command: DrawCommand, density: Double) throws {
        switch command {
        case .fill(let rect, let radius, let color) where radius == 0:
            try fillRect(PixelGeometry.snapped(rect, density: density), color: color)
        case .stroke(let rect, let radius, let width, let color) where radius == 0:
            try strokeRect(PixelGeometry.snapped(rect, density: density), width: width * density, color: color)
        case .fill(let rect, let radius, let color):
            let key = ShapeMaskKey(kind: .fill, size: rect.size, radius: radius, border: 0, density: density)
            try drawMask(key, in: rect, color: color, density: density)
        case .stroke(let rect, let radius, let width, let color):
            let key = ShapeMaskKey(kind: .stroke, size: rect.size, radius: radius, border: width, density: density)
            try drawMask(key, in: rect, color: color, density: density)
        case .image(let handle, let source, let dest, let color):
            guard let (texture, imageDensity) = try resources.imageTexture(handle) else { return }
            let sourceRect = source.map { PixelGeometry.sourceRect($0, density: imageDensity) }
            var target = PixelGeometry.snapped(dest, density: density)
            guard target.w > 0, target.h > 0 else { return }
            try copy(texture, source: sourceRect, to: &target, color: color)
        case .text(let handle, let origin, let color):
            guard let texture = try resources.textTexture(handle, density: density) else { return }
            var target = SDL_FRect(
                x: Float((origin.x * density).rounded()), y: Float((origin.y * density).rounded()),
                w: Float(texture.width), h: Float(texture.height))
            try copy(texture, source: nil, to: &target, color: color)
        case .pushClip, .popClip:
            return
        }
    }

    /// Draws the mask for `key` centred on `rect`: its size is whole pixels, its position may be fractional.
    private func drawMask(_ key: ShapeMaskKey, in rect: Rect, color: Color, density: Double) throws {
        let x = Float(rect.minX * density + (rect.width * density - Double(key.width)) / 2)
        let y = Float(rect.minY * density + (rect.height * density - Double(key.height)) / 2)
        if let (small, corner) = key.slices {
            try drawSlices(of: key, from: small, corner: corner, x: x, y: y, color: color)
            return
        }
        let texture = try masks.texture(for: key)
        var target = SDL_FRect(x: x, y: y, w: Float(key.width), h: Float(key.height))
        try copy(texture, source: nil, to: &target, color: color)
    }

    /// Draws a large shape from the small mask `small`: four corners as they are, the middle column and row
    /// stretched along the edges, and the middle pixel across the inside (empty for a ring).
    private func drawSlices(
        of key: ShapeMaskKey, from small: ShapeMaskKey, corner: Int, x: Float, y: Float, color: Color
    ) throws {
        let texture = try masks.texture(for: small)
        let c = Int32(corner)
        let far = Int32(small.width) - c
        let mid = c + 1
        let cf = Float(corner)
        let spanX = Float(key.width - 2 * corner)
        let spanY = Float(key.height - 2 * corner)
        let right = x + Float(key.width) - cf
        let bottom = y + Float(key.height) - cf
        func piece(_ source: SDL_Rect, _ target: SDL_FRect) throws {
            var target = target
            try copy(texture, source: source, to: &target, color: color)
        }
        try piece(SDL_Rect(x: 0, y: 0, w: c, h: c), SDL_FRect(x: x, y: y, w: cf, h: cf))
        try piece(SDL_Rect(x: far, y: 0, w: c, h: c), SDL_FRect(x: right, y: y, w: cf, h: cf))
        try piece(SDL_Rect(x: 0, y: far, w: c, h: c), SDL_FRect(x: x, y: bottom, w: cf, h: cf))
        try piece(SDL_Rect(x: far, y: far, w: c, h: c), SDL_FRect(x: right, y: bottom, w: cf, h: cf))
        try piece(SDL_Rect(x: mid, y: 0, w: 1, h: c), SDL_FRect(x: x + cf, y: y, w: spanX, h: cf))
        try piece(SDL_Rect(x: mid, y: far, w: 1, h: c), SDL_FRect(x: x + cf, y: bottom, w: spanX, h: cf))
        try piece(SDL_Rect(x: 0, y: mid, w: c, h: 1), SDL_FRect(x: x, y: y + cf, w: cf, h: spanY))
        try piece(SDL_Rect(x: far, y: mid, w: c, h: 1), SDL_FRect(x: right, y: y + cf, w: cf, h: spanY))
        guard key.kind == .fill else { return }
        var inside = SDL_FRect(x: x + cf, y: y + cf, w: spanX, h: spanY)
        try copy(texture, source: SDL_Rect(x: mid, y: mid, w: 1, h: 1), to: &inside, color: color)
    }

    /// Plain rectangles need no mask: their pixel-snapped edges are exact, and a fill costs no texture
    /// however large it is (a window background).
    private func fillRect(_ rect: SDL_FRect, color: Color) throws {
        guard rect.w > 0, rect.h > 0 else { return }
        var rect = rect
        try check(
            SDL_SetRenderDrawColor(renderer.pointer, color.r, color.g, color.b, color.a), "SDL_SetRenderDrawColor")
        try check(SDL_RenderFillRectF(renderer.pointer, &rect), "SDL_RenderFillRectF")
    }

    /// A square-cornered ring: four bands of whole pixels inside the snapped outline.
    private func strokeRect(_ rect: SDL_FRect, width: Double, color: Color) throws {
        let border = Float(max(1, ShapeMaskKey.pixels(width)))
        let side = min(border, rect.h / 2)
        try fillRect(SDL_FRect(x: rect.x, y: rect.y, w: rect.w, h: side), color: color)
        try fillRect(SDL_FRect(x: rect.x, y: rect.y + rect.h - side, w: rect.w, h: side), color: color)
        let inner = rect.h - 2 * side
        let band = min(border, rect.w / 2)
        try fillRect(SDL_FRect(x: rect.x, y: rect.y + side, w: band, h: inner), color: color)
        try fillRect(SDL_FRect(x: rect.x + rect.w - band, y: rect.y + side, w: band, h: inner), color: color)
    }

    private func copy(_ texture: Texture, source: SDL_Rect?, to target: inout SDL_FRect, color: Color) throws {
        try check(SDL_SetTextureColorMod(texture.pointer, color.r, color.g, color.b), "SDL_SetTextureColorMod")
        try check(SDL_SetTextureAlphaMod(texture.pointer, color.a), "SDL_SetTextureAlphaMod")
        if var source {
            try check(SDL_RenderCopyF(renderer.pointer, texture.pointer, &source, &target), "SDL_RenderCopyF")
        } else {
            try check(SDL_RenderCopyF(renderer.pointer, texture.pointer, nil, &target), "SDL_RenderCopyF")
        }
    }

    private func pushClip(_ rect: Rect, density: Double) throws {
        var clip = PixelGeometry.clipRect(rect, density: density)
        clips.append(clip)
        try check(SDL_RenderSetClipRect(renderer.pointer, &clip), "SDL_RenderSetClipRect")
    }

    private func popClip() throws {
        guard clips.popLast() != nil else { return }
        if var outer = clips.last {
            try check(SDL_RenderSetClipRect(renderer.pointer, &outer), "SDL_RenderSetClipRect")
        } else {
            try check(SDL_RenderSetClipRect(renderer.pointer, nil), "SDL_RenderSetClipRect")
        }
    }
}
