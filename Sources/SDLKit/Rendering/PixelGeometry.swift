import CSDL2
import SceneGraph

/// Conversions from logical points to device pixels.
enum PixelGeometry {
    /// The whole-pixel rectangle covering `rect` at `density`: minimum edges floored, maximum edges ceiled,
    /// so a clip never cuts off a partly covered pixel. Clamped to the `Int32` range.
    static func clipRect(_ rect: Rect, density: Double) -> SDL_Rect {
        let x0 = clamp((rect.minX * density).rounded(.down))
        let y0 = clamp((rect.minY * density).rounded(.down))
        let x1 = clamp((rect.maxX * density).rounded(.up))
        let y1 = clamp((rect.maxY * density).rounded(.up))
        return SDL_Rect(x: x0, y: y0, w: max(0, x1 &- x0), h: max(0, y1 &- y0))
    }

    /// A damage region (scene points already on whole pixels at `density`) in pixels.
    static func regionRect(_ rect: Rect, density: Double) -> SDL_Rect {
        let x0 = clamp((rect.minX * density).rounded())
        let y0 = clamp((rect.minY * density).rounded())
        let x1 = clamp((rect.maxX * density).rounded())
        let y1 = clamp((rect.maxY * density).rounded())
        return SDL_Rect(x: x0, y: y0, w: max(0, x1 &- x0), h: max(0, y1 &- y0))
    }

    /// True when both are nil or both are the same rectangle (`SDL_Rect` is not `Equatable`).
    static func same(_ a: SDL_Rect?, _ b: SDL_Rect?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a?, let b?): a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h
        default: false
        }
    }

    /// A whole-pixel value clamped into a quarter of the `Int32` range, so sums cannot overflow.
    static func clamp(_ value: Double) -> Int32 {
        let limit = Double(Int32.max / 4)
        guard value.isFinite else { return 0 }
        return Int32(min(limit, max(-limit, value)))
    }

    /// The part of an image of `density` pixels per point that `rect` (in image points) names, each edge
    /// rounded to the nearest pixel.
    static func sourceRect(_ rect: Rect, density: Double) -> SDL_Rect {
        let x0 = clamp((rect.minX * density).rounded())
        let y0 = clamp((rect.minY * density).rounded())
        let x1 = clamp((rect.maxX * density).rounded())
        let y1 = clamp((rect.maxY * density).rounded())
        return SDL_Rect(x: x0, y: y0, w: max(0, x1 &- x0), h: max(0, y1 &- y0))
    }

    /// `rect` at `density` with each edge moved to the nearest pixel boundary. Snapping edges, not origin
    /// and size, maps an edge two rectangles share to the same pixel boundary (no seam, no overlap), and
    /// whole-pixel values leave nothing for SDL's software renderer to truncate.
    static func snapped(_ rect: Rect, density: Double) -> SDL_FRect {
        let x0 = clamp((rect.minX * density).rounded())
        let y0 = clamp((rect.minY * density).rounded())
        let x1 = clamp((rect.maxX * density).rounded())
        let y1 = clamp((rect.maxY * density).rounded())
        return SDL_FRect(x: Float(x0), y: Float(y0), w: Float(max(0, x1 &- x0)), h: Float(max(0, y1 &- y0)))
    }
}
