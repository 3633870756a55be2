import CSDL2
import SceneGraph

/// Large stretched images on the software renderer. SDL's software renderer stretches a copy that crosses
/// its target's edge into a temporary surface as large as the whole copy, so an image stretched over a huge
/// switch would ask for gigabytes. Such a copy is cut first to the source pixels that can show, each drawn
/// where the uncut copy puts it; an accelerated renderer clips on the GPU and is left as it is.
extension DrawListPlayer {
    /// Copies larger than this many pixels that reach past where drawing can land are cut first.
    static let largeImageArea = 1 << 20

    /// Past this many output pixels per source pixel, the source pixels that can show are drawn one by
    /// one, each cut exactly to where drawing can land: a whole source pixel would reach that far past it.
    static let largeImageStep = 64.0

    /// Draws `source` of `texture` turned by `rotation` onto `target` (pixels of the output) cut to what can
    /// show, when that is needed (the software renderer, a copy larger than `largeImageArea` that reaches
    /// past `drawableArea()`); false, drawing nothing, when it is not.
    func drawLargeImage(
        _ texture: Texture, source: SDL_Rect, turned rotation: ImageRotation, into target: SDL_FRect, color: Color
    ) throws -> Bool {
        guard precolors, Double(target.w) * Double(target.h) > Double(Self.largeImageArea) else { return false }
        let area = drawableArea()
        let visible = (x0: Double(area.x), y0: Double(area.y), x1: Double(area.x + area.w), y1: Double(area.y + area.h))
        let (tx, ty, tw, th) = (Double(target.x), Double(target.y), Double(target.w), Double(target.h))
        guard tx < visible.x0 || ty < visible.y0 || tx + tw > visible.x1 || ty + th > visible.y1 else { return false }
        let fx0 = max(0, (visible.x0 - tx) / tw)
        let fx1 = min(1, (visible.x1 - tx) / tw)
        let fy0 = max(0, (visible.y0 - ty) / th)
        let fy1 = min(1, (visible.y1 - ty) / th)
        guard fx1 > fx0, fy1 > fy0 else { return true }
        // The source fractions under the part that shows, rounded out to whole source pixels.
        let (u, v) = Self.sourceSpans(rotation, x: (fx0, fx1), y: (fy0, fy1))
        let sw = Double(source.w)
        let sh = Double(source.h)
        let columns = Int32((u.0 * sw).rounded(.down))..<Int32((u.1 * sw).rounded(.up))
        let rows = Int32((v.0 * sh).rounded(.down))..<Int32((v.1 * sh).rounded(.up))
        guard !columns.isEmpty, !rows.isEmpty else { return true }
        /// Where source pixels `c` x `r` (relative to `source`) land in the output.
        func placed(_ c: Range<Int32>, _ r: Range<Int32>) -> SDL_FRect {
            let (x, y) = Self.destinationSpans(
                rotation, u: (Double(c.lowerBound) / sw, Double(c.upperBound) / sw),
                v: (Double(r.lowerBound) / sh, Double(r.upperBound) / sh))
            return SDL_FRect(
                x: Float(tx + x.0 * tw), y: Float(ty + y.0 * th), w: Float((x.1 - x.0) * tw), h: Float((y.1 - y.0) * th)
            )
        }
        let step = max(tw, th) / Double(min(source.w, source.h))
        guard step > Self.largeImageStep else {
            let part = SDL_Rect(
                x: source.x + columns.lowerBound, y: source.y + rows.lowerBound, w: Int32(columns.count),
                h: Int32(rows.count))
            var onto = placed(columns, rows)
            if rotation == .upright {
                try copy(texture, source: part, to: &onto, color: color)
            } else {
                try copy(texture, source: part, turned: rotation, into: onto, color: color)
            }
            return true
        }
        for r in rows {
            for c in columns {
                let pixel = SDL_Rect(x: source.x + c, y: source.y + r, w: 1, h: 1)
                guard let (cut, onto) = clippedStretch(pixel, placed(c..<c + 1, r..<r + 1)) else { continue }
                var block = onto
                try copy(texture, source: cut, to: &block, color: color)
            }
        }
        return true
    }

    /// The source fractions (across, down) that the destination fractions `x` and `y` show, for a copy
    /// turned by `rotation` (a source point (u, v) lands at (u, v) upright, (1 - v, u) turned clockwise,
    /// (v, 1 - u) counter-clockwise, (1 - u, 1 - v) half a turn; a mirrored case first takes u to 1 - u).
    static func sourceSpans(_ rotation: ImageRotation, x: (Double, Double), y: (Double, Double))
        -> (u: (Double, Double), v: (Double, Double))
    {
        if rotation.isMirrored {
            let (u, v) = sourceSpans(rotation.turn, x: x, y: y)
            return ((1 - u.1, 1 - u.0), v)
        }
        switch rotation {
        case .halfTurn: return ((1 - x.1, 1 - x.0), (1 - y.1, 1 - y.0))
        case .clockwise: return (y, (1 - x.1, 1 - x.0))
        case .counterClockwise: return ((1 - y.1, 1 - y.0), x)
        default: return (x, y)
        }
    }

    /// The destination fractions (across, down) where the source fractions `u` and `v` land: the inverse of
    /// `sourceSpans`.
    static func destinationSpans(_ rotation: ImageRotation, u: (Double, Double), v: (Double, Double))
        -> (x: (Double, Double), y: (Double, Double))
    {
        if rotation.isMirrored { return destinationSpans(rotation.turn, u: (1 - u.1, 1 - u.0), v: v) }
        switch rotation {
        case .halfTurn: return ((1 - u.1, 1 - u.0), (1 - v.1, 1 - v.0))
        case .clockwise: return ((1 - v.1, 1 - v.0), u)
        case .counterClockwise: return (v, (1 - u.1, 1 - u.0))
        default: return (u, v)
        }
    }
}
