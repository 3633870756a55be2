import CSDL2

/// Everything about a renderer that drawing can change: target, viewport, clip, scale, draw colour and blend
/// mode. A guest in a host program's renderer takes one before drawing and puts it back after, so the
/// host finds its renderer exactly as it left it.
package struct RendererState {
    let target: OpaquePointer?
    let viewport: SDL_Rect
    let clip: SDL_Rect?
    let scale: (x: Float, y: Float)
    let color: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)
    let blendMode: SDL_BlendMode

    /// The renderer's state now.
    package init(of renderer: Renderer) throws {
        let pointer = renderer.pointer
        target = SDL_GetRenderTarget(pointer)
        var viewport = SDL_Rect()
        SDL_RenderGetViewport(pointer, &viewport)
        self.viewport = viewport
        if SDL_RenderIsClipEnabled(pointer) == SDL_TRUE {
            var clip = SDL_Rect()
            SDL_RenderGetClipRect(pointer, &clip)
            self.clip = clip
        } else {
            clip = nil
        }
        var sx: Float = 1
        var sy: Float = 1
        SDL_RenderGetScale(pointer, &sx, &sy)
        scale = (sx, sy)
        var r: UInt8 = 0
        var g: UInt8 = 0
        var b: UInt8 = 0
        var a: UInt8 = 0
        try check(SDL_GetRenderDrawColor(pointer, &r, &g, &b, &a), "SDL_GetRenderDrawColor")
        color = (r, g, b, a)
        var mode = SDL_BLENDMODE_NONE
        try check(SDL_GetRenderDrawBlendMode(pointer, &mode), "SDL_GetRenderDrawBlendMode")
        blendMode = mode
    }

    /// The scale the host set with `SDL_RenderSetScale` (or a logical size): how many output pixels one of
    /// its units covers.
    package var hostScale: Double { Double(max(scale.x, scale.y)) }

    /// Output pixels per point for a guest drawing at `density` under the host's scale. Throws
    /// `PixelLimitError` when that is more than `PixelLimits.maxDensity` or the scale is not finite.
    package func pixelsPerPoint(at density: Double) throws -> Double {
        let pixelsPerPoint = density * hostScale
        guard scale.x.isFinite, scale.y.isFinite, pixelsPerPoint <= PixelLimits.maxDensity else {
            throw PixelLimitError(
                "the renderer's scale \(PixelLimits.format(hostScale)) (SDL_RenderSetScale) at density "
                    + "\(PixelLimits.format(density)) is \(PixelLimits.format(pixelsPerPoint)) pixels per point, "
                    + "above the limit of \(PixelLimits.format(PixelLimits.maxDensity))")
        }
        return pixelsPerPoint
    }

    /// Puts the renderer back into this state (target first, since SDL resets the viewport and clip with it).
    package func restore(_ renderer: Renderer) throws {
        let pointer = renderer.pointer
        try check(SDL_SetRenderTarget(pointer, target), "SDL_SetRenderTarget")
        try check(SDL_RenderSetScale(pointer, scale.x, scale.y), "SDL_RenderSetScale")
        var viewport = self.viewport
        try check(SDL_RenderSetViewport(pointer, &viewport), "SDL_RenderSetViewport")
        if var clip {
            try check(SDL_RenderSetClipRect(pointer, &clip), "SDL_RenderSetClipRect")
        } else {
            try check(SDL_RenderSetClipRect(pointer, nil), "SDL_RenderSetClipRect")
        }
        try check(SDL_SetRenderDrawColor(pointer, color.r, color.g, color.b, color.a), "SDL_SetRenderDrawColor")
        try check(SDL_SetRenderDrawBlendMode(pointer, blendMode), "SDL_SetRenderDrawBlendMode")
    }
}
