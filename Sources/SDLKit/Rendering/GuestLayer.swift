import CSDL2
import SceneGraph

/// A guest's retained layer in a host program's renderer: a render-target texture holding the guest's
/// composited pixels (what the host had drawn beneath the switches, with the switches drawn over it), so a
/// frame redraws only what changed and reaches the host's target in a few opaque copies.
///
/// The layer shows where the guest draws (its coverage: at most `DamageRegions.limit` rectangles around
/// the switches, in output pixels from the host's viewport origin, cut to the viewport and the target) and
/// spans their bounding box. When it is made, and after `invalidate()`, it reads the host's pixels there as
/// its background; a damage region is cleared by copying that background back before the guest redraws it.
/// It follows the host: a change of target, target size, viewport, clip, scale, density or coverage makes
/// it again, reading the background anew. The host's clip applies while drawing into the layer and to the
/// copies, so every pixel is the one direct drawing gives (docs/embedding.md, "The retained layer").
package final class GuestLayer {
    private let renderer: Renderer
    private var placement: Placement?
    private var texture: Texture?
    private var background: Texture?
    private var needsBackground = true
    /// The host's output while a frame is drawn (`draw`), read with the renderer's scale at 1.
    private var output: Output?

    /// The host's target, viewport (pixels of the target) and clip (pixels relative to the viewport).
    private struct Output {
        var target: OpaquePointer?
        var viewport: SDL_Rect
        var clip: SDL_Rect?
        var targetSize: (width: Int32, height: Int32)
        var pixelsPerPoint: Double
    }

    /// Where a layer sits: what it was made for, compared to tell when the host moved it.
    private struct Placement: Equatable {
        var target: OpaquePointer?
        var viewport: SDL_Rect
        var clip: SDL_Rect?
        /// The layer's part of the target, relative to the viewport's origin, in pixels: the bounding box
        /// of `shown`.
        var area: SDL_Rect
        /// The parts copied into the target, relative to the viewport's origin, in pixels.
        var shown: [SDL_Rect]
        var pixelsPerPoint: Double

        static func == (a: Placement, b: Placement) -> Bool {
            let same = PixelGeometry.same
            return a.target == b.target && same(a.viewport, b.viewport) && same(a.area, b.area)
                && a.pixelsPerPoint == b.pixelsPerPoint && same(a.clip, b.clip) && a.shown.count == b.shown.count
                && zip(a.shown, b.shown).allSatisfy { same($0, $1) }
        }
    }

    /// A layer for the host's `renderer`; its textures are made when a frame first needs them.
    package init(renderer: Renderer) {
        self.renderer = renderer
    }

    /// False until the layer holds a frame of the guest, and again after `invalidate()` or `removeAll()`:
    /// the next frame draws everything.
    package var holdsFrame: Bool { texture != nil && !needsBackground }

    /// The host changed what lies beneath the guest: the next frame reads it again and redraws everything.
    package func invalidate() {
        needsBackground = true
    }

    /// Frees the layer's textures (after the renderer lost its targets); the next frame makes them again.
    package func removeAll() {
        texture = nil
        background = nil
        placement = nil
        needsBackground = true
    }

    /// Draws a guest frame at `density` through the layer. `body` gets the output pixels per point (the
    /// density times the host's scale), builds the frame, and calls `place(coverage:)` and then draws into
    /// the layer; the layer is then copied into the host's target. False, with `body` not run, when the
    /// host's viewport starts off its target (the guest then draws directly). Leaves every renderer state as
    /// the host had it. Throws `PixelLimitError`, drawing nothing, when the pixels per point are more than
    /// `PixelLimits.maxDensity`.
    package func draw(density: Double, _ body: (Double) throws -> Void) throws -> Bool {
        let saved = try RendererState(of: renderer)
        let pixelsPerPoint = try saved.pixelsPerPoint(at: density)
        var failure: Error?
        do {
            try check(SDL_RenderSetScale(renderer.pointer, 1, 1), "SDL_RenderSetScale")
            output = try currentOutput(pixelsPerPoint: pixelsPerPoint)
            if output != nil {
                try body(pixelsPerPoint)
                try composite()
            }
        } catch {
            failure = error
            removeAll()
        }
        let drawn = output != nil
        output = nil
        try saved.restore(renderer)
        if let failure { throw failure }
        return drawn
    }

    /// Inside `draw`: fits the layer to `coverage` (where the guest draws, at the frame's pixels per point)
    /// and makes it the render target, clipped as the host's drawing is. True when the layer was made or
    /// its background read again, so the whole guest must be drawn; nil when nothing of it shows (draw
    /// nothing).
    package func place(coverage: DamageRegions) throws -> Bool? {
        guard let output, let (area, shown) = parts(of: coverage, in: output) else {
            placement = nil
            return nil
        }
        let placement = Placement(
            target: output.target, viewport: output.viewport, clip: output.clip, area: area, shown: shown,
            pixelsPerPoint: output.pixelsPerPoint)
        if texture?.width != Int(area.w) || texture?.height != Int(area.h) {
            texture = nil
            let layer = try Texture(renderer: renderer, targetWidth: Int(area.w), height: Int(area.h))
            try check(SDL_SetTextureBlendMode(layer.pointer, SDL_BLENDMODE_NONE), "SDL_SetTextureBlendMode")
            texture = layer
            needsBackground = true
        }
        if self.placement != placement { needsBackground = true }
        self.placement = placement
        let fresh = needsBackground
        if fresh {
            background = nil
            background = try readBackground(placement)
            needsBackground = false
        }
        try select(placement)
        return fresh
    }

    /// Copies the background back into `regions` of the layer (all of it when they are full), as clearing
    /// them does for a frame of SwitchYard's own; `density` is the regions' pixels per point.
    package func restoreBackground(_ regions: DamageRegions, density: Double) throws {
        guard let background, let placement else { return }
        try check(SDL_RenderSetClipRect(renderer.pointer, nil), "SDL_RenderSetClipRect")
        let area = placement.area
        if regions.isFull {
            var whole = area
            try check(SDL_RenderCopy(renderer.pointer, background.pointer, nil, &whole), "SDL_RenderCopy")
        } else {
            for rect in regions.rects {
                var pixels = SDL_Rect()
                var region = PixelGeometry.regionRect(rect, density: density)
                var layer = area
                guard SDL_IntersectRect(&region, &layer, &pixels) == SDL_TRUE else { continue }
                var source = SDL_Rect(x: pixels.x - area.x, y: pixels.y - area.y, w: pixels.w, h: pixels.h)
                try check(SDL_RenderCopy(renderer.pointer, background.pointer, &source, &pixels), "SDL_RenderCopy")
            }
        }
        if var clip = placement.clip {
            try check(SDL_RenderSetClipRect(renderer.pointer, &clip), "SDL_RenderSetClipRect")
        }
    }

    /// The host's output now (scale already 1), or nil when its viewport starts off the target.
    private func currentOutput(pixelsPerPoint: Double) throws -> Output? {
        let current = PlayerOutput(current: renderer)
        var width: Int32 = 0
        var height: Int32 = 0
        try check(SDL_GetRendererOutputSize(renderer.pointer, &width, &height), "SDL_GetRendererOutputSize")
        guard current.viewport.x >= 0, current.viewport.y >= 0 else { return nil }
        return Output(
            target: current.target, viewport: current.viewport, clip: current.clip, targetSize: (width, height),
            pixelsPerPoint: pixelsPerPoint)
    }

    /// `coverage`'s rectangles in pixels relative to the viewport, cut to the viewport and the target, and
    /// their bounding box; nil when nothing is left.
    private func parts(of coverage: DamageRegions, in output: Output) -> (SDL_Rect, [SDL_Rect])? {
        guard !coverage.isEmpty else { return nil }
        let viewport = output.viewport
        var visible = SDL_Rect(
            x: 0, y: 0, w: min(viewport.w, output.targetSize.width - viewport.x),
            h: min(viewport.h, output.targetSize.height - viewport.y))
        var shown: [SDL_Rect] = []
        var box = SDL_Rect()
        for rect in coverage.rects {
            var pixels = PixelGeometry.regionRect(rect, density: coverage.density)
            var part = SDL_Rect()
            guard SDL_IntersectRect(&pixels, &visible, &part) == SDL_TRUE else { continue }
            if shown.isEmpty {
                box = part
            } else {
                var grown = SDL_Rect()
                SDL_UnionRect(&box, &part, &grown)
                box = grown
            }
            shown.append(part)
        }
        return shown.isEmpty ? nil : (box, shown)
    }

    /// The host's pixels under `placement`'s area (its target is current), as an opaque-copying texture.
    private func readBackground(_ placement: Placement) throws -> Texture {
        try check(SDL_RenderSetViewport(renderer.pointer, nil), "SDL_RenderSetViewport")
        let area = placement.area
        var rect = SDL_Rect(x: placement.viewport.x + area.x, y: placement.viewport.y + area.y, w: area.w, h: area.h)
        var pixels = [UInt32](repeating: 0, count: Int(area.w) * Int(area.h))
        let texture = try pixels.withUnsafeMutableBufferPointer { pixels in
            guard let base = pixels.baseAddress else {
                throw SDLError(call: "SDL_RenderReadPixels", message: "no pixels")
            }
            try check(
                SDL_RenderReadPixels(renderer.pointer, &rect, SDL_PIXELFORMAT_ARGB8888.rawValue, base, area.w * 4),
                "SDL_RenderReadPixels")
            return try Texture(renderer: renderer, width: Int(area.w), height: Int(area.h), argbPixels: base)
        }
        try check(SDL_SetTextureBlendMode(texture.pointer, SDL_BLENDMODE_NONE), "SDL_SetTextureBlendMode")
        return texture
    }

    /// Makes the layer the render target with a viewport that puts the host's viewport origin at the
    /// layer's (so positions and the host's clip keep their numbers), clipped as the host's drawing is.
    private func select(_ placement: Placement) throws {
        guard let texture else { return }
        try check(SDL_SetRenderTarget(renderer.pointer, texture.pointer), "SDL_SetRenderTarget")
        let area = placement.area
        var viewport = SDL_Rect(x: -area.x, y: -area.y, w: area.x + area.w, h: area.y + area.h)
        try check(SDL_RenderSetViewport(renderer.pointer, &viewport), "SDL_RenderSetViewport")
        if var clip = placement.clip {
            try check(SDL_RenderSetClipRect(renderer.pointer, &clip), "SDL_RenderSetClipRect")
        }
    }

    /// Copies the layer's shown parts into the host's target, through the host's clip (when a frame placed it).
    private func composite() throws {
        guard let texture, let placement, let output else { return }
        try check(SDL_SetRenderTarget(renderer.pointer, output.target), "SDL_SetRenderTarget")
        try check(SDL_RenderSetScale(renderer.pointer, 1, 1), "SDL_RenderSetScale")
        var viewport = output.viewport
        try check(SDL_RenderSetViewport(renderer.pointer, &viewport), "SDL_RenderSetViewport")
        if var clip = output.clip {
            try check(SDL_RenderSetClipRect(renderer.pointer, &clip), "SDL_RenderSetClipRect")
        } else {
            try check(SDL_RenderSetClipRect(renderer.pointer, nil), "SDL_RenderSetClipRect")
        }
        let area = placement.area
        for part in placement.shown {
            var destination = part
            var source = SDL_Rect(x: part.x - area.x, y: part.y - area.y, w: part.w, h: part.h)
            try check(SDL_RenderCopy(renderer.pointer, texture.pointer, &source, &destination), "SDL_RenderCopy")
        }
    }
}
