import CSDL2
import SceneGraph

/// Each draw command played through SDL: fills, strokes, text and images, rounded shapes from pre-coloured
/// masks (stretched in slices where large), every copy clipped to the active clip.
extension DrawListPlayer {
    /// Draws one command; `playCommands` has already skipped it when it lies outside the region redrawn.
    func draw(_ command: DrawCommand, density: Double) throws {
        switch command {
        case .fill(let rect, let radius, let color) where radius == 0:
            try fillRect(PixelGeometry.snapped(rect, density: density), color: color)
        case .stroke(let rect, let radius, let width, let color) where radius == 0:
            try strokeRect(PixelGeometry.snapped(rect, density: density), width: width * density, color: color)
        case .fill(let rect, _, _), .stroke(let rect, _, _, _):
            guard let shape = ShapeSpec(command, density: density) else { return }
            try drawShape(shape, in: rect, density: density)
        case .image(let handle, let source, let dest, let color, let rotation):
            guard let (texture, imageDensity) = try resources.imageTexture(handle, density: density) else { return }
            let sourceRect = source.map { PixelGeometry.sourceRect($0, density: imageDensity) }
            var target = PixelGeometry.snapped(dest, density: density)
            guard target.w > 0, target.h > 0 else { return }
            let whole = sourceRect ?? SDL_Rect(x: 0, y: 0, w: Int32(texture.width), h: Int32(texture.height))
            if try drawLargeImage(texture, source: whole, turned: rotation, into: target, color: color) { return }
            if rotation == .upright {
                try copy(texture, source: sourceRect, to: &target, color: color)
            } else {
                try copy(texture, source: sourceRect, turned: rotation, into: target, color: color)
            }
        case .text(let handle, let origin, let color):
            guard let text = try textDrawing(TextSpec(handle: handle, color: color, density: density)) else { return }
            var target = SDL_FRect(
                x: Float((origin.x * density).rounded()), y: Float((origin.y * density).rounded()),
                w: Float(text.width), h: Float(text.height))
            guard touchesRegion(target) else { return }
            let whole = SDL_Rect(x: 0, y: 0, w: Int32(text.texture.width), h: Int32(text.texture.height))
            if try drawLargeImage(text.texture, source: whole, turned: .upright, into: target, color: text.modulation) {
                return
            }
            try copy(text.texture, source: nil, to: &target, color: text.modulation)
        case .pushClip, .popClip, .beginGroup, .endGroup:
            return
        }
    }

    /// The texture, modulation and size `text` draws with, looked up once a play (`PlayMemo`).
    func textDrawing(_ text: TextSpec) throws -> TextDrawing? {
        let hash = text.hash
        if let known = textMemo.value(for: text, hash: hash) { return known }
        let found = try resources.textTexture(
            text.handle, density: text.density, color: text.color, precolored: precolors)
        if let found { textMemo.store(found, for: text, hash: hash) }
        return found
    }

    /// Draws `shape`'s mask in its colour centred on `rect`: its size is whole pixels, its position may be
    /// fractional. On the software renderer every colour but opaque white comes pre-coloured. A shape of
    /// ordinary size is looked up once a play (`PlayMemo`); a large one goes to `drawLargeMask`, unmemoised,
    /// so what the memo keeps past the caches' bounds during a play is small (64 masks of 96x96 at most).
    func drawShape(_ shape: ShapeSpec, in rect: Rect, density: Double) throws {
        let hash = shape.hash
        let resolved: ResolvedShape
        if let known = shapeMemo.value(for: shape, hash: hash) {
            resolved = known
        } else {
            let key = shape.key
            guard key.mask.width * key.mask.height <= ShapeMaskKey.sliceArea else {
                return try drawLargeMask(key, in: rect, density: density)
            }
            let (texture, modulation) = try maskTexture(key.mask, color: key.color)
            resolved = ResolvedShape(
                mask: key.mask, texture: texture, modulation: modulation, middle: middle(of: key))
            shapeMemo.store(resolved, for: shape, hash: hash)
        }
        let mask = resolved.mask
        var target = SDL_FRect(
            x: Float(rect.minX * density + (rect.width * density - Double(mask.width)) / 2),
            y: Float(rect.minY * density + (rect.height * density - Double(mask.height)) / 2),
            w: Float(mask.width), h: Float(mask.height))
        guard let middle = resolved.middle, target.x >= Float(originX), target.y >= Float(originY),
            max(target.x, target.y) < Self.exactOffsets
        else {
            return try copy(resolved.texture, source: nil, to: &target, color: resolved.modulation)
        }
        switch middle {
        case .skipped(let hollow):
            try copyAround(hollow, of: resolved.texture, at: target, color: resolved.modulation)
        case .filled(let solid, let color):
            try copyAround(solid, of: resolved.texture, at: target, color: resolved.modulation)
            let band = SDL_FRect(
                x: target.x + Float(solid.x), y: target.y + Float(solid.y), w: Float(solid.width),
                h: Float(solid.height))
            try fillRect(band, color: color)
        }
    }

    /// The middle of `key`'s mask drawn apart from the rest, on the software renderer only: a ring's empty
    /// inside, or an opaque fill's fully covered middle (SDL's blitters and its fill agree only on opaque
    /// pixels). Nil elsewhere: an accelerated renderer samples, so pieces would not add up exactly.
    func middle(of key: ColoredMaskKey) -> ResolvedShape.Middle? {
        guard precolors else { return nil }
        if let hollow = key.mask.hollow { return .skipped(hollow) }
        if key.color.a == 255, let solid = key.mask.solid { return .filled(solid, key.color) }
        return nil
    }

    /// Draws a shape's mask larger than `ShapeMaskKey.sliceArea` centred on `rect`: in slices from a small
    /// mask, or, when it cannot be sliced, whole or from the part of it that can show (`isWindowed`).
    func drawLargeMask(_ key: ColoredMaskKey, in rect: Rect, density: Double) throws {
        var mask = key.mask
        let x = rect.minX * density + (rect.width * density - Double(mask.width)) / 2
        let y = rect.minY * density + (rect.height * density - Double(mask.height)) / 2
        if let (small, corner) = mask.slices {
            let (texture, color) = try maskTexture(small, color: key.color)
            try drawSlices(
                of: mask, from: small, texture: texture, corner: corner, x: Float(x), y: Float(y), color: color,
                shape: key.color)
            return
        }
        if mask.isWindowed {
            let area = drawableArea()
            let visible = (Double(area.x), Double(area.y), Double(area.w), Double(area.h))
            guard let window = mask.window(showing: visible, at: x, y) else { return }
            mask = mask.windowed(window)
        }
        let (texture, color) = try maskTexture(mask, color: key.color)
        var target = SDL_FRect(
            x: Float(x + Double(mask.window.x)), y: Float(y + Double(mask.window.y)), w: Float(mask.window.width),
            h: Float(mask.window.height))
        try copy(texture, source: nil, to: &target, color: color)
    }

    /// Copies a ring's mask in four unstretched pieces around its empty inside (`ShapeMaskKey.hollow`): the
    /// rows above and below it, then the ends beside it. SDL truncates a copy's position, so from a position
    /// that is not negative (and small enough for whole offsets to add exactly) each piece lands on the
    /// pixels it covers in the whole copy, and blending the skipped, fully transparent pixels would have
    /// changed nothing.
    func copyAround(_ hollow: MaskWindow, of texture: Texture, at target: SDL_FRect, color: Color) throws {
        let (w, h) = (Int32(target.w), Int32(target.h))
        let (x0, y0) = (Int32(hollow.x), Int32(hollow.y))
        let (x1, y1) = (x0 &+ Int32(hollow.width), y0 &+ Int32(hollow.height))
        func piece(_ source: SDL_Rect) throws {
            guard source.w > 0, source.h > 0 else { return }
            var placed = SDL_FRect(
                x: target.x + Float(source.x), y: target.y + Float(source.y), w: Float(source.w), h: Float(source.h))
            try copy(texture, source: source, to: &placed, color: color)
        }
        try piece(SDL_Rect(x: 0, y: 0, w: w, h: y0))
        try piece(SDL_Rect(x: 0, y: y1, w: w, h: h &- y1))
        try piece(SDL_Rect(x: 0, y: y0, w: x0, h: y1 &- y0))
        try piece(SDL_Rect(x: x1, y: y0, w: w &- x1, h: y1 &- y0))
    }

    /// Below this many pixels a `Float` position keeps its fraction when a whole offset is added.
    static let exactOffsets: Float = 1_048_576

    /// The texture to draw `mask` in `color` from and the modulation to draw it with: on the software
    /// renderer the mask already in its colour, unmodulated; elsewhere (and for opaque white, which needs no
    /// modulation) the white mask tinted with `color`.
    func maskTexture(_ mask: ShapeMaskKey, color: Color) throws -> (Texture, Color) {
        if precolors, color != .white {
            return (try coloredMasks.texture(for: ColoredMaskKey(mask: mask, color: color)), .white)
        }
        return (try masks.texture(for: mask), color)
    }

    /// Draws a large shape in `shape` colour from `texture`, the small mask `small` (drawn with modulation
    /// `color`): four corners as they are, the middle column and row stretched along the edges, and the
    /// middle pixel across the inside (empty for a ring). On the software renderer an opaque shape's inside
    /// and edges are plain fills: a fully covered pixel of an opaque colour is just the colour,
    /// whichever blitter copies it, and SDL would otherwise stretch each piece into a temporary surface as
    /// large as it, then blend every pixel of that.
    func drawSlices(
        of key: ShapeMaskKey, from small: ShapeMaskKey, texture: Texture, corner: Int, x: Float, y: Float,
        color: Color, shape: Color
    ) throws {
        let c = Int32(corner)
        let far = Int32(small.width) - c
        let mid = c + 1
        let cf = Float(corner)
        let spanX = Float(key.width - 2 * corner)
        let spanY = Float(key.height - 2 * corner)
        let right = x + Float(key.width) - cf
        let bottom = y + Float(key.height) - cf
        func piece(_ source: SDL_Rect, _ target: SDL_FRect) throws {
            guard let (source, target) = clippedStretch(source, target) else { return }
            var placed = target
            try copy(texture, source: source, to: &placed, color: color)
        }
        try piece(SDL_Rect(x: 0, y: 0, w: c, h: c), SDL_FRect(x: x, y: y, w: cf, h: cf))
        try piece(SDL_Rect(x: far, y: 0, w: c, h: c), SDL_FRect(x: right, y: y, w: cf, h: cf))
        try piece(SDL_Rect(x: 0, y: far, w: c, h: c), SDL_FRect(x: x, y: bottom, w: cf, h: cf))
        try piece(SDL_Rect(x: far, y: far, w: c, h: c), SDL_FRect(x: right, y: bottom, w: cf, h: cf))
        let fills = precolors && shape.a == 255
        func edge(_ source: SDL_Rect, _ target: SDL_FRect) throws {
            guard fills, try fillEdge(of: small, source: source, target: target, color: shape) else {
                return try piece(source, target)
            }
        }
        try edge(SDL_Rect(x: mid, y: 0, w: 1, h: c), SDL_FRect(x: x + cf, y: y, w: spanX, h: cf))
        try edge(SDL_Rect(x: mid, y: far, w: 1, h: c), SDL_FRect(x: x + cf, y: bottom, w: spanX, h: cf))
        try edge(SDL_Rect(x: 0, y: mid, w: c, h: 1), SDL_FRect(x: x, y: y + cf, w: cf, h: spanY))
        try edge(SDL_Rect(x: far, y: mid, w: c, h: 1), SDL_FRect(x: right, y: y + cf, w: cf, h: spanY))
        guard key.kind == .fill else { return }
        let inside = SDL_FRect(x: x + cf, y: y + cf, w: spanX, h: spanY)
        let middle = SDL_Rect(x: mid, y: mid, w: 1, h: 1)
        guard fills, ShapeCoverage.coverage(of: small, px: Int(mid), py: Int(mid)) == 1 else {
            return try piece(middle, inside)
        }
        guard let (_, placed) = clippedStretch(middle, inside) else { return }
        // SDL truncates a copy's position and size as it does a fill's, but fills at least one pixel.
        guard Int32(placed.w) > 0, Int32(placed.h) > 0 else { return }
        try fillRect(placed, color: shape)
    }

    /// Draws an edge slice of an opaque large shape (`source`, one pixel wide across the way it is stretched
    /// onto `target`) as plain fills in `color`, one per run of fully covered rows or columns, without
    /// SDL stretching the slice into a temporary surface first; false, drawing nothing, when a row's
    /// coverage is partial (SDL's blitters round a partly covered pixel their own way). Straight edges of
    /// whole-pixel masks are fully covered or not at all. Rows land where SDL would put the copy's (its
    /// position and size truncated); SDL clips them as it would clip the copy.
    func fillEdge(of small: ShapeMaskKey, source: SDL_Rect, target: SDL_FRect, color: Color) throws -> Bool {
        let alongX = source.w == 1
        let count = alongX ? source.h : source.w
        func covered(_ i: Int32) -> Double {
            ShapeCoverage.coverage(
                of: small, px: Int(alongX ? source.x : source.x &+ i), py: Int(alongX ? source.y &+ i : source.y))
        }
        if (0..<count).contains(where: { covered($0) != 0 && covered($0) != 1 }) { return false }
        let x = Int32(target.x - Float(originX)) &+ originX
        let y = Int32(target.y - Float(originY)) &+ originY
        let w = Int32(target.w)
        let h = Int32(target.h)
        var first: Int32?
        for i in 0...count {
            if i < count, covered(i) == 1 {
                if first == nil { first = i }
                continue
            }
            guard let start = first else { continue }
            first = nil
            let band =
                alongX
                ? SDL_FRect(x: Float(x), y: Float(y &+ start), w: Float(w), h: Float(i &- start))
                : SDL_FRect(x: Float(x &+ start), y: Float(y), w: Float(i &- start), h: Float(h))
            try fillRect(band, color: color)
        }
        return true
    }

    /// A stretched slice cut to where drawing can land (`drawableArea`) before SDL sees it: SDL's software
    /// renderer clips a stretched copy by moving its source by a fraction of a pixel and rounding, which can
    /// sample the neighbouring slice or nothing at all, and would make a clipped frame differ from a full
    /// one; and it stretches a copy that crosses its target's edge into a temporary surface as large as the
    /// whole copy (gigabytes for a huge shape). Slices stretch a one-pixel source, so cutting the
    /// destination (and, along an axis that is not stretched, the source by the same amount) draws exactly
    /// the pixels the uncut copy draws there. Nil when nothing is left.
    func clippedStretch(_ source: SDL_Rect, _ target: SDL_FRect) -> (SDL_Rect, SDL_FRect)? {
        var clip = drawableArea()
        clip.x &-= originX
        clip.y &-= originY
        // Where SDL will put the copy, in the current target's pixels: it truncates each value.
        let x = Int32(target.x - Float(originX))
        let y = Int32(target.y - Float(originY))
        let w = Int32(target.w)
        let h = Int32(target.h)
        let x0 = max(x, clip.x)
        let y0 = max(y, clip.y)
        let x1 = min(x &+ w, clip.x &+ clip.w)
        let y1 = min(y &+ h, clip.y &+ clip.h)
        guard x1 > x0, y1 > y0 else { return nil }
        var cut = source
        if source.w != 1 || w == 1 {
            cut.x &+= x0 &- x
            cut.w = x1 &- x0
        }
        if source.h != 1 || h == 1 {
            cut.y &+= y0 &- y
            cut.h = y1 &- y0
        }
        let placed = SDL_FRect(
            x: Float(x0 &+ originX), y: Float(y0 &+ originY), w: Float(x1 &- x0), h: Float(y1 &- y0))
        return (cut, placed)
    }

    /// The clip in force now, in pixels of the output: the innermost clip (or the host's), the region
    /// being redrawn and the innermost layer's area; nil when nothing limits drawing.
    func activeClip() -> SDL_Rect? {
        Self.intersect(Self.intersect(clips.last ?? output.clip, region), groups.last?.rect)
    }

    /// Where drawing can land now, in pixels of the output: the clip in force, else the output's viewport.
    func drawableArea() -> SDL_Rect {
        activeClip() ?? SDL_Rect(x: 0, y: 0, w: output.viewport.w, h: output.viewport.h)
    }

    /// The common part of two limits, either of which may be absent (no limit).
    static func intersect(_ a: SDL_Rect?, _ b: SDL_Rect?) -> SDL_Rect? {
        guard var a else { return b }
        guard var b else { return a }
        var both = SDL_Rect()
        if SDL_IntersectRect(&a, &b, &both) != SDL_TRUE { both = SDL_Rect(x: 0, y: 0, w: 0, h: 0) }
        return both
    }

    /// Plain rectangles need no mask: their pixel-snapped edges are exact, and a fill costs no texture
    /// however large it is (a window background). An opaque colour is drawn without blending: blending it
    /// gives exactly the same pixels (colour and alpha 255), and SDL's software renderer then fills rows
    /// as a memset does instead of blending each pixel.
    func fillRect(_ rect: SDL_FRect, color: Color) throws {
        guard rect.w > 0, rect.h > 0 else { return }
        var rect = SDL_FRect(x: rect.x - Float(originX), y: rect.y - Float(originY), w: rect.w, h: rect.h)
        try state.setDrawColor(color, on: renderer)
        try state.setBlendMode(color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND, on: renderer)
        try setClip()
        if precolors, color.a == 255, let pixels = Self.filledPixels(rect) {
            return try withUnsafePointer(to: pixels) {
                try renderer.fillRects(UnsafeBufferPointer(start: $0, count: 1))
            }
        }
        try check(SDL_RenderFillRectF(renderer.pointer, &rect), "SDL_RenderFillRectF")
    }

    /// The pixels SDL's software renderer fills for `rect`: position and size truncated, at least one pixel
    /// each way; nil from a negative or huge position, where truncation after SDL adds the viewport could
    /// land elsewhere. Given as whole pixels, an opaque fill can go in strips that stay in the cache
    /// (`Renderer.fillRects`).
    static func filledPixels(_ rect: SDL_FRect) -> SDL_Rect? {
        guard rect.x >= 0, rect.y >= 0, max(rect.x, rect.y, rect.w, rect.h) < exactOffsets else { return nil }
        return SDL_Rect(x: Int32(rect.x), y: Int32(rect.y), w: max(Int32(rect.w), 1), h: max(Int32(rect.h), 1))
    }

    /// A square-cornered ring: four bands of whole pixels inside the snapped outline.
    func strokeRect(_ rect: SDL_FRect, width: Double, color: Color) throws {
        let border = Float(max(1, ShapeMaskKey.pixels(width)))
        let side = min(border, rect.h / 2)
        try fillRect(SDL_FRect(x: rect.x, y: rect.y, w: rect.w, h: side), color: color)
        try fillRect(SDL_FRect(x: rect.x, y: rect.y + rect.h - side, w: rect.w, h: side), color: color)
        let inner = rect.h - 2 * side
        let band = min(border, rect.w / 2)
        try fillRect(SDL_FRect(x: rect.x, y: rect.y + side, w: band, h: inner), color: color)
        try fillRect(SDL_FRect(x: rect.x + rect.w - band, y: rect.y + side, w: band, h: inner), color: color)
    }

    func copy(_ texture: Texture, source: SDL_Rect?, to target: inout SDL_FRect, color: Color) throws {
        target.x -= Float(originX)
        target.y -= Float(originY)
        try texture.modulate(color)
        try setClip()
        if var source {
            try check(SDL_RenderCopyF(renderer.pointer, texture.pointer, &source, &target), "SDL_RenderCopyF")
        } else {
            try check(SDL_RenderCopyF(renderer.pointer, texture.pointer, nil, &target), "SDL_RenderCopyF")
        }
    }

    /// Draws `texture` turned so that it covers `target` (whole pixels). The unturned rectangle shares a
    /// corner with `target` and turns about a whole-pixel point, so nothing is left for SDL to round.
    func copy(
        _ texture: Texture, source: SDL_Rect?, turned rotation: ImageRotation, into target: SDL_FRect, color: Color
    ) throws {
        let x = target.x - Float(originX)
        let y = target.y - Float(originY)
        let (w, h) = rotation.swapsAxes ? (target.h, target.w) : (target.w, target.h)
        var unturned = SDL_FRect(x: x, y: y, w: w, h: h)
        var center = SDL_FPoint(x: w / 2, y: h / 2)
        switch rotation.turn {
        case .clockwise:
            center = SDL_FPoint(x: 0, y: h)
            unturned.y -= h
        case .counterClockwise:
            center = SDL_FPoint(x: w, y: 0)
            unturned.x -= w
        default:
            break
        }
        let degrees = Double(rotation.turn.rawValue) * 90
        try texture.modulate(color)
        try setClip()
        // SDL flips the image inside the unturned rectangle, then turns it: the mirrored cases' order.
        let flip = rotation.isMirrored ? SDL_FLIP_HORIZONTAL : SDL_FLIP_NONE
        if var source {
            try check(
                SDL_RenderCopyExF(renderer.pointer, texture.pointer, &source, &unturned, degrees, &center, flip),
                "SDL_RenderCopyExF")
        } else {
            try check(
                SDL_RenderCopyExF(renderer.pointer, texture.pointer, nil, &unturned, degrees, &center, flip),
                "SDL_RenderCopyExF")
        }
    }
}
