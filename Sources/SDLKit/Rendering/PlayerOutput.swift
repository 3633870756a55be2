import CSDL2

/// Where a draw list goes: the render target, viewport (in pixels) and clip that were current when playing
/// began, so opacity layers can go back to them, whether that is a window, a headless surface or a host
/// program's own target texture.
struct PlayerOutput {
    private(set) var target: OpaquePointer?
    private(set) var viewport = SDL_Rect()
    /// The host's clip, in pixels relative to the viewport; nil when drawing is unclipped.
    private(set) var clip: SDL_Rect?

    init() {}

    /// The renderer's target, viewport and clip now.
    init(current renderer: Renderer) {
        target = SDL_GetRenderTarget(renderer.pointer)
        SDL_RenderGetViewport(renderer.pointer, &viewport)
        if SDL_RenderIsClipEnabled(renderer.pointer) == SDL_TRUE {
            var rect = SDL_Rect()
            SDL_RenderGetClipRect(renderer.pointer, &rect)
            clip = rect
        }
    }

    /// Makes this the renderer's target and viewport again (SDL resets the viewport with the target).
    func select(on renderer: Renderer) throws {
        try check(SDL_SetRenderTarget(renderer.pointer, target), "SDL_SetRenderTarget")
        var viewport = self.viewport
        try check(SDL_RenderSetViewport(renderer.pointer, &viewport), "SDL_RenderSetViewport")
    }
}
