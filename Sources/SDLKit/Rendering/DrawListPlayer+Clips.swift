import CSDL2
import SceneGraph

/// The clip stack and opacity groups: nested clips intersected into SDL's clip rectangle, and a group drawn
/// into a layer texture composited at its opacity.
extension DrawListPlayer {
    func pushClip(_ rect: Rect, density: Double) throws {
        var clip = PixelGeometry.clipRect(rect, density: density)
        if var outer = output.clip {
            var inside = SDL_Rect()
            if SDL_IntersectRect(&clip, &outer, &inside) != SDL_TRUE {
                inside = SDL_Rect(x: clip.x, y: clip.y, w: 0, h: 0)
            }
            clip = inside
        }
        clips.append(clip)
        updateClip()
    }

    func popClip() {
        guard clips.popLast() != nil else { return }
        updateClip()
    }

    /// Makes `clip` the innermost clip within the region being redrawn, moved into the current layer's
    /// pixels.
    func updateClip() {
        var clip = clips.last ?? output.clip
        if var region {
            if var inner = clip {
                var both = SDL_Rect()
                if SDL_IntersectRect(&inner, &region, &both) != SDL_TRUE {
                    both = SDL_Rect(x: region.x, y: region.y, w: 0, h: 0)
                }
                clip = both
            } else {
                clip = region
            }
        }
        if var clip {
            clip.x &-= originX
            clip.y &-= originY
            self.clip = clip
        } else {
            self.clip = nil
        }
    }

    /// Sets `clip` on the renderer before drawing, unless it is set already.
    func setClip() throws {
        try state.setClip(clip, on: renderer)
    }

    /// Starts drawing into a cleared layer covering the whole pixels of `bounds` that can show (within the
    /// clip, the enclosing layer or the output); a group that cannot show gets no layer and draws nothing.
    func beginGroup(_ bounds: Rect, opacity: Double, density: Double) throws {
        var rect = PixelGeometry.clipRect(bounds, density: density)
        var area = try visibleArea()
        var visible = SDL_Rect()
        let alpha = UInt8((min(1, max(0, opacity.isNaN ? 0 : opacity)) * 255).rounded())
        var shown = SDL_IntersectRect(&rect, &area, &visible) == SDL_TRUE
        if shown, var region {
            // The layer keeps the size it has in a full frame, so what is drawn into it lands on the same pixels.
            var part = SDL_Rect()
            shown = SDL_IntersectRect(&visible, &region, &part) == SDL_TRUE
        }
        guard !isHidden, alpha > 0, shown else {
            groups.append(OpenGroup(layer: nil, rect: rect, opacity: 0))
            return
        }
        // SDL keeps the output's clip while drawing into a layer and puts it back for the layer's blend.
        try setClip()
        let layer = try layers.begin(width: visible.w, height: visible.h, depth: groups.count)
        state.forgetTargetState()
        groups.append(OpenGroup(layer: layer, rect: visible, opacity: alpha))
        (originX, originY) = (visible.x, visible.y)
        updateClip()
    }

    /// Where drawing can show now, in pixels of the output.
    func visibleArea() throws -> SDL_Rect {
        if let clip = clips.last ?? output.clip { return clip }
        if let group = groups.last { return group.rect }
        return SDL_Rect(x: 0, y: 0, w: output.viewport.w, h: output.viewport.h)
    }

    /// Blends the innermost group's layer onto the enclosing layer or the output, which drawing goes back to.
    func endGroup() throws {
        guard let group = groups.popLast() else { return }
        guard let layer = group.layer else { return }
        let outer = groups.last
        (originX, originY) = (outer?.rect.x ?? 0, outer?.rect.y ?? 0)
        try layers.end(
            layer, at: group.rect.x &- originX, group.rect.y &- originY, opacity: group.opacity, onto: outer?.layer,
            output: output)
        state.forgetTargetState()
        updateClip()
    }
}
