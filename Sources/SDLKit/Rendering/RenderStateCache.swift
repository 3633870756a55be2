import CSDL2
import SceneGraph

/// The renderer state a `DrawListPlayer` sets as it plays (draw colour, draw blend mode, clip), as it last
/// set it, so a call that would change nothing is skipped: with SDL's software renderer each clip change
/// is queued and run at once, and a region's playback sets the same clip again and again. What is not
/// known is set: the player forgets everything when a play starts (a host or other code may have changed
/// the renderer) and the colour and clip whenever the render target changes (SDL swaps the clip with the
/// target, and opacity layers set their own draw colour).
struct RenderStateCache {
    private var color: Color?
    private var blendMode: SDL_BlendMode?
    /// The clip last set: `.some(nil)` when clipping was turned off.
    private var clip: SDL_Rect??

    /// Forgets everything: the next call of each kind reaches SDL.
    mutating func forgetAll() {
        color = nil
        blendMode = nil
        clip = nil
    }

    /// Forgets what a change of render target may change: the clip, and the draw colour that opacity
    /// layers set. The draw blend mode belongs to the renderer, whatever its target.
    mutating func forgetTargetState() {
        color = nil
        clip = nil
    }

    /// True when the draw blend mode was set to something other than `SDL_BLENDMODE_BLEND`, the mode
    /// every renderer is configured with.
    var changedBlendMode: Bool { blendMode.map { $0 != SDL_BLENDMODE_BLEND } ?? false }

    mutating func setDrawColor(_ new: Color, on renderer: Renderer) throws {
        guard new != color else { return }
        try check(SDL_SetRenderDrawColor(renderer.pointer, new.r, new.g, new.b, new.a), "SDL_SetRenderDrawColor")
        color = new
    }

    mutating func setBlendMode(_ new: SDL_BlendMode, on renderer: Renderer) throws {
        guard new != blendMode else { return }
        try check(SDL_SetRenderDrawBlendMode(renderer.pointer, new), "SDL_SetRenderDrawBlendMode")
        blendMode = new
    }

    /// Sets `new` (pixels of the current target) as the clip, or turns clipping off when nil.
    mutating func setClip(_ new: SDL_Rect?, on renderer: Renderer) throws {
        if let clip, PixelGeometry.same(clip, new) { return }
        if var rect = new {
            try check(SDL_RenderSetClipRect(renderer.pointer, &rect), "SDL_RenderSetClipRect")
        } else {
            try check(SDL_RenderSetClipRect(renderer.pointer, nil), "SDL_RenderSetClipRect")
        }
        clip = .some(new)
    }
}
