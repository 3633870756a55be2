import CSDL2

/// A render-target texture the size of the renderer's output that keeps the last frame, so a frame on a
/// renderer whose back buffer is undefined after a present (an accelerated window) can still redraw only
/// its damage: draw into it after `select()`, then `present()` copies it whole to the window.
package final class KeptFrame {
    private let renderer: Renderer
    private let texture: Texture

    /// A kept frame of the renderer's output size now.
    package init(renderer: Renderer) throws {
        self.renderer = renderer
        let (width, height) = try renderer.outputSize()
        texture = try Texture(renderer: renderer, targetWidth: width, height: height)
        try check(SDL_SetTextureBlendMode(texture.pointer, SDL_BLENDMODE_NONE), "SDL_SetTextureBlendMode")
    }

    /// Makes the kept frame the render target: what is drawn next goes into it.
    package func select() throws {
        try check(SDL_SetRenderTarget(renderer.pointer, texture.pointer), "SDL_SetRenderTarget")
    }

    /// Copies the kept frame to the window's back buffer and presents it.
    package func present() throws {
        try check(SDL_SetRenderTarget(renderer.pointer, nil), "SDL_SetRenderTarget")
        try check(SDL_RenderCopy(renderer.pointer, texture.pointer, nil, nil), "SDL_RenderCopy")
        renderer.present()
    }
}
