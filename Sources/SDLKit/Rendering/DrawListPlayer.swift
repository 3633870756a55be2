import CSDL2
import SceneGraph

/// Plays a `DrawList` (logical points) onto a renderer at a pixel density. Shapes are drawn as cached
/// anti-aliased coverage masks, text and images as cached textures; a steady frame only looks textures up
/// and issues `SDL_RenderCopyF` calls. On the software renderer, every shape and opaque text is copied from
/// a texture already in its colour, with no modulation, which SDL's software renderer blends with its fast
/// blitter (`ColoredMaskTextures`); a colour that shows once is re-coloured into one texture per shape
/// rather than made anew. An accelerated renderer tints for free, so there every shape and text is tinted
/// and nothing is pre-coloured.
public final class DrawListPlayer {
    /// The renderer every list is played onto.
    public let renderer: Renderer
    /// Where text and image handles in a list are looked up.
    public let resources: SDLResources
    private let masks: ShapeMaskCache
    private let coloredMasks: ColoredMaskTextures
    private let layers: OpacityLayers
    /// True on the software renderer: repeated colours are worth textures of their own there.
    private let precolors: Bool
    /// Open clips, in pixels of the output.
    private var clips: [SDL_Rect] = []
    /// Open opacity groups, innermost last; a group with no layer draws nothing.
    private var groups: [OpenGroup] = []
    /// The innermost open layer's top-left in pixels of the output: subtracted from every position.
    private var originX: Int32 = 0
    private var originY: Int32 = 0
    /// Where the list is drawn: the render target, viewport and clip current when `play` began.
    private var output = PlayerOutput()
    /// The damage region being redrawn, in pixels of the output; nil while playing a whole list.
    private var region: SDL_Rect?
    /// The clip drawing is limited to now, in pixels of the current target (nil: unclipped): set on the
    /// renderer only before something is drawn, so clips whose commands all lie outside the region cost
    /// no SDL call.
    private var clip: SDL_Rect?
    /// The draw colour, draw blend mode and clip last set, so unchanged ones are not set again.
    private var state = RenderStateCache()

    private struct OpenGroup {
        let layer: Texture?
        /// Where the layer goes, in pixels of the output.
        let rect: SDL_Rect
        let opacity: UInt8
    }

    /// A player for `renderer` using `resources` for text and images, keeping at most `maskCacheCapacity`
    /// white shape masks and `coloredMaskCacheCapacity` pre-coloured ones.
    public init(
        renderer: Renderer, resources: SDLResources, maskCacheCapacity: Int = 512, coloredMaskCacheCapacity: Int = 128
    ) {
        self.renderer = renderer
        self.resources = resources
        self.masks = ShapeMaskCache(renderer: renderer, capacity: maskCacheCapacity)
        self.coloredMasks = ColoredMaskTextures(renderer: renderer, capacity: coloredMaskCacheCapacity)
        self.layers = OpacityLayers(renderer: renderer, capacity: 16)
        precolors = renderer.isSoftware
        clips.reserveCapacity(16)
        groups.reserveCapacity(4)
    }

    /// How many shape masks have been rasterised since the player was made.
    public var maskCreationCount: Int { masks.creations }
    /// How many shape masks are cached now.
    public var cachedMaskCount: Int { masks.count }
    /// The most shape masks kept at once.
    public var maskCacheCapacity: Int { masks.capacity }
    /// How many pre-coloured shape masks have been made since the player was made.
    public var coloredMaskCreationCount: Int { coloredMasks.creations }
    /// How many times a pre-coloured mask was re-coloured in place for a colour shown once.
    public var coloredMaskRecoloringCount: Int { coloredMasks.recolorings }
    /// How many pre-coloured shape masks are cached now.
    public var cachedColoredMaskCount: Int { coloredMasks.count }
    /// The most pre-coloured shape masks kept at once.
    public var coloredMaskCacheCapacity: Int { coloredMasks.capacity }

    /// Drops every cached texture (masks, opacity layers, text, images) after the renderer reported
    /// `SDL_RENDER_TARGETS_RESET` or `SDL_RENDER_DEVICE_RESET`; they are remade when next drawn.
    public func invalidateTextures() {
        masks.removeAll()
        coloredMasks.removeAll()
        layers.removeAll()
        resources.invalidateTextures()
    }

    /// Draws `list` with `density` pixels per point into the renderer's current target and viewport, within
    /// its clip if one is set. Commands after an empty clip are skipped until it ends. Opacity groups are
    /// drawn into a layer (a render-target texture) that is blended on when they end. Leaves the renderer
    /// drawing to the same target and viewport, unclipped.
    public func play(_ list: DrawList, density: Double) throws {
        let density = density.isFinite && density > 0 ? density : 1
        coloredMasks.beginPlay()
        try playOnce(list, density: density)
    }

    /// Draws only the parts of `list` inside `regions` (scene points, disjoint, on whole pixels), each
    /// clipped to its region, as exactly the pixels `play` draws there: commands that touch no region are
    /// skipped and opacity layers keep the size they have in a full frame. `list` may hold only the part
    /// of a frame's list that the regions need (`Scene.buildDamagedDrawList(into:regions:)`). The regions
    /// are not cleared first (`Renderer.clear(_:regions:density:)` does that).
    public func play(_ list: DrawList, density: Double, regions: DamageRegions) throws {
        let density = density.isFinite && density > 0 ? density : 1
        coloredMasks.beginPlay()
        defer { region = nil }
        for rect in regions.rects {
            region = PixelGeometry.regionRect(rect, density: density)
            try playOnce(list, density: density)
        }
    }

    /// Grows `regions` until every image a region touches lies wholly inside one: SDL's software renderer
    /// samples a stretched image differently when a clip cuts it, so a cut image would not match a full frame.
    public func coverImages(of list: DrawList, in regions: inout DamageRegions) {
        guard list.imageCount > 0 else { return }
        for _ in 0..<Self.coverPasses {
            var grown = false
            for command in list.commands {
                guard case .image(_, _, let dest, _, _) = command else { continue }
                let part = dest.intersection(regions.bounds)
                let rects = regions.rects
                guard !part.isEmpty, rects.contains(where: { $0.intersects(part) }),
                    !rects.contains(where: { $0.contains(part) })
                else { continue }
                regions.add(part)
                if regions.isFull { return }
                grown = true
            }
            if !grown { return }
        }
        regions.setFull()
    }

    /// Passes of `coverImages` before it gives up and redraws everything (each pass merges regions, so
    /// a few always suffice in practice).
    private static let coverPasses = 8

    private func playOnce(_ list: DrawList, density: Double) throws {
        clips.removeAll(keepingCapacity: true)
        state.forgetAll()
        output = PlayerOutput(current: renderer)
        do {
            updateClip()
            try playCommands(list, density: density)
        } catch {
            try? finish()
            throw error
        }
        try finish()
    }

    /// False when a region is being redrawn and `rect` (pixels of the output) lies wholly outside it.
    private func touchesRegion(_ rect: SDL_FRect) -> Bool {
        guard let r = region else { return true }
        let m = Float(DamageRegions.margin)
        return rect.x - m < Float(r.x + r.w) && Float(r.x) < rect.x + rect.w + m && rect.y - m < Float(r.y + r.h)
            && Float(r.y) < rect.y + rect.h + m
    }

    /// `touchesRegion` for a rectangle in points.
    private func touchesRegion(_ rect: Rect, density: Double) -> Bool {
        guard region != nil else { return true }
        return touchesRegion(
            SDL_FRect(
                x: Float(rect.minX * density), y: Float(rect.minY * density), w: Float(rect.width * density),
                h: Float(rect.height * density)))
    }

    /// Closes whatever the list left open and goes back to the output, unclipped, drawing fills blended.
    private func finish() throws {
        groups.removeAll(keepingCapacity: true)
        (originX, originY) = (0, 0)
        try output.select(on: renderer)
        state.forgetTargetState()
        try state.setClip(nil, on: renderer)
        if state.changedBlendMode { try state.setBlendMode(SDL_BLENDMODE_BLEND, on: renderer) }
    }

    private func playCommands(_ list: DrawList, density: Double) throws {
        for command in list.commands {
            switch command {
            case .pushClip(let rect):
                try pushClip(rect, density: density)
                continue
            case .popClip:
                popClip()
                continue
            case .beginGroup(let bounds, let opacity):
                try beginGroup(bounds, opacity: opacity, density: density)
                continue
            case .endGroup:
                try endGroup()
                continue
            default:
                break
            }
            if isHidden { continue }
            try draw(command, density: density)
        }
    }

    /// Draws `list` into a host program's renderer as a guest: whatever target, viewport, clip and scale the
    /// host set, at `density` times the host's scale so shapes stay crisp, leaving every renderer state (draw
    /// colour and blend mode included) as the host had it.
    public func playAsGuest(_ list: DrawList, density: Double) throws {
        let saved = try RendererState(of: renderer)
        try check(SDL_RenderSetScale(renderer.pointer, 1, 1), "SDL_RenderSetScale")
        var failure: Error?
        do {
            try play(list, density: density * saved.hostScale)
        } catch {
            failure = error
        }
        try saved.restore(renderer)
        if let failure { throw failure }
    }

    /// True inside an empty clip or a group that draws nothing.
    private var isHidden: Bool {
        if let clip = clips.last ?? output.clip, clip.w == 0 || clip.h == 0 { return true }
        if let group = groups.last, group.layer == nil { return true }
        return false
    }

    private func draw(_ command: DrawCommand, density: Double) throws {
        switch command {
        case .fill(let rect, _, _), .stroke(let rect, _, _, _), .image(_, _, let rect, _, _):
            guard touchesRegion(rect, density: density) else { return }
        default:
            break
        }
        switch command {
        case .fill(let rect, let radius, let color) where radius == 0:
            try fillRect(PixelGeometry.snapped(rect, density: density), color: color)
        case .stroke(let rect, let radius, let width, let color) where radius == 0:
            try strokeRect(PixelGeometry.snapped(rect, density: density), width: width * density, color: color)
        case .fill(let rect, _, _), .stroke(let rect, _, _, _):
            guard let key = ColoredMaskKey(command, density: density) else { return }
            try drawMask(key, in: rect, density: density)
        case .image(let handle, let source, let dest, let color, let rotation):
            guard let (texture, imageDensity) = try resources.imageTexture(handle, density: density) else { return }
            let sourceRect = source.map { PixelGeometry.sourceRect($0, density: imageDensity) }
            var target = PixelGeometry.snapped(dest, density: density)
            guard target.w > 0, target.h > 0 else { return }
            if rotation == .upright {
                try copy(texture, source: sourceRect, to: &target, color: color)
            } else {
                try copy(texture, source: sourceRect, turned: rotation, into: target, color: color)
            }
        case .text(let handle, let origin, let color):
            guard
                let (texture, modulation) = try resources.textTexture(
                    handle, density: density, color: color, precolored: precolors)
            else { return }
            var target = SDL_FRect(
                x: Float((origin.x * density).rounded()), y: Float((origin.y * density).rounded()),
                w: Float(texture.width), h: Float(texture.height))
            guard touchesRegion(target) else { return }
            try copy(texture, source: nil, to: &target, color: modulation)
        case .pushClip, .popClip, .beginGroup, .endGroup:
            return
        }
    }

    /// Draws `key`'s mask in its colour centred on `rect`: its size is whole pixels, its position may be
    /// fractional. On the software renderer every colour but opaque white comes pre-coloured.
    private func drawMask(_ key: ColoredMaskKey, in rect: Rect, density: Double) throws {
        let mask = key.mask
        let x = Float(rect.minX * density + (rect.width * density - Double(mask.width)) / 2)
        let y = Float(rect.minY * density + (rect.height * density - Double(mask.height)) / 2)
        if let (small, corner) = mask.slices {
            let (texture, color) = try maskTexture(small, color: key.color)
            try drawSlices(
                of: mask, from: small, texture: texture, corner: corner, x: x, y: y, color: color, shape: key.color)
            return
        }
        let (texture, color) = try maskTexture(mask, color: key.color)
        var target = SDL_FRect(x: x, y: y, w: Float(mask.width), h: Float(mask.height))
        try copy(texture, source: nil, to: &target, color: color)
    }

    /// The texture to draw `mask` in `color` from and the modulation to draw it with: on the software
    /// renderer the mask already in its colour, unmodulated; elsewhere (and for opaque white, which needs no
    /// modulation) the white mask tinted with `color`.
    private func maskTexture(_ mask: ShapeMaskKey, color: Color) throws -> (Texture, Color) {
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
    private func drawSlices(
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
    private func fillEdge(of small: ShapeMaskKey, source: SDL_Rect, target: SDL_FRect, color: Color) throws -> Bool {
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

    /// A stretched slice cut to the clip in force before SDL sees it: SDL's software renderer clips a
    /// stretched copy by moving its source by a fraction of a pixel and rounding, which can sample the
    /// neighbouring slice or nothing at all, and would make a clipped frame differ from a full one. Slices
    /// stretch a one-pixel source, so cutting the destination (and, along an axis that is not stretched,
    /// the source by the same amount) draws exactly the pixels the uncut copy draws there. Nil when
    /// nothing is left.
    private func clippedStretch(_ source: SDL_Rect, _ target: SDL_FRect) -> (SDL_Rect, SDL_FRect)? {
        guard var clip = activeClip() else { return (source, target) }
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
    private func activeClip() -> SDL_Rect? {
        Self.intersect(Self.intersect(clips.last ?? output.clip, region), groups.last?.rect)
    }

    /// The common part of two limits, either of which may be absent (no limit).
    private static func intersect(_ a: SDL_Rect?, _ b: SDL_Rect?) -> SDL_Rect? {
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
    private func fillRect(_ rect: SDL_FRect, color: Color) throws {
        guard rect.w > 0, rect.h > 0 else { return }
        var rect = SDL_FRect(x: rect.x - Float(originX), y: rect.y - Float(originY), w: rect.w, h: rect.h)
        try state.setDrawColor(color, on: renderer)
        try state.setBlendMode(color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND, on: renderer)
        try setClip()
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
    private func copy(
        _ texture: Texture, source: SDL_Rect?, turned rotation: ImageRotation, into target: SDL_FRect, color: Color
    ) throws {
        let x = target.x - Float(originX)
        let y = target.y - Float(originY)
        let (w, h) = rotation.swapsAxes ? (target.h, target.w) : (target.w, target.h)
        var unturned = SDL_FRect(x: x, y: y, w: w, h: h)
        var center = SDL_FPoint(x: w / 2, y: h / 2)
        switch rotation {
        case .upright, .halfTurn:
            break
        case .clockwise:
            center = SDL_FPoint(x: 0, y: h)
            unturned.y -= h
        case .counterClockwise:
            center = SDL_FPoint(x: w, y: 0)
            unturned.x -= w
        }
        let degrees = Double(rotation.rawValue) * 90
        try texture.modulate(color)
        try setClip()
        let flip = SDL_FLIP_NONE
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

    private func pushClip(_ rect: Rect, density: Double) throws {
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

    private func popClip() {
        guard clips.popLast() != nil else { return }
        updateClip()
    }

    /// Makes `clip` the innermost clip within the region being redrawn, moved into the current layer's
    /// pixels.
    private func updateClip() {
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
    private func setClip() throws {
        try state.setClip(clip, on: renderer)
    }

    /// Starts drawing into a cleared layer covering the whole pixels of `bounds` that can show (within the
    /// clip, the enclosing layer or the output); a group that cannot show gets no layer and draws nothing.
    private func beginGroup(_ bounds: Rect, opacity: Double, density: Double) throws {
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
    private func visibleArea() throws -> SDL_Rect {
        if let clip = clips.last ?? output.clip { return clip }
        if let group = groups.last { return group.rect }
        return SDL_Rect(x: 0, y: 0, w: output.viewport.w, h: output.viewport.h)
    }

    /// Blends the innermost group's layer onto the enclosing layer or the output, which drawing goes back to.
    private func endGroup() throws {
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
