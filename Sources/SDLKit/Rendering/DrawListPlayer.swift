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
    package let renderer: Renderer
    /// Where text and image handles in a list are looked up.
    package let resources: SDLResources
    let masks: ShapeMaskCache
    let coloredMasks: ColoredMaskTextures
    let layers: OpacityLayers
    /// True on the software renderer: repeated colours are worth textures of their own there.
    let precolors: Bool
    /// Open clips, in pixels of the output.
    var clips: [SDL_Rect] = []
    /// Open opacity groups, innermost last; a group with no layer draws nothing.
    var groups: [OpenGroup] = []
    /// The innermost open layer's top-left in pixels of the output: subtracted from every position.
    var originX: Int32 = 0
    var originY: Int32 = 0
    /// Where the list is drawn: the render target, viewport and clip current when `play` began.
    var output = PlayerOutput()
    /// The damage region being redrawn, in pixels of the output; nil while playing a whole list.
    var region: SDL_Rect?
    /// The clip drawing is limited to now, in pixels of the current target (nil: unclipped): set on the
    /// renderer only before something is drawn, so clips whose commands all lie outside the region cost
    /// no SDL call.
    var clip: SDL_Rect?
    /// The draw colour, draw blend mode and clip last set, so unchanged ones are not set again.
    var state = RenderStateCache()
    /// The rounded shapes and texts the play under way has already looked up; empty between plays.
    var shapeMemo = PlayMemo<ShapeSpec, ResolvedShape>(bits: 6)
    var textMemo = PlayMemo<TextSpec, TextDrawing>(bits: 6)

    struct OpenGroup {
        let layer: Texture?
        /// Where the layer goes, in pixels of the output.
        let rect: SDL_Rect
        let opacity: UInt8
    }

    /// A player for `renderer` using `resources` for text and images, keeping at most `maskCacheCapacity`
    /// white shape masks and `coloredMaskCacheCapacity` pre-coloured ones.
    package init(
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
    package var maskCreationCount: Int { masks.creations }
    /// How many shape masks are cached now.
    package var cachedMaskCount: Int { masks.count }
    /// The most shape masks kept at once.
    package var maskCacheCapacity: Int { masks.capacity }
    /// How many pre-coloured shape masks have been made since the player was made.
    package var coloredMaskCreationCount: Int { coloredMasks.creations }
    /// How many times a pre-coloured mask was re-coloured in place for a colour shown once.
    package var coloredMaskRecoloringCount: Int { coloredMasks.recolorings }
    /// How many pre-coloured shape masks are cached now.
    package var cachedColoredMaskCount: Int { coloredMasks.count }
    /// The most pre-coloured shape masks kept at once.
    package var coloredMaskCacheCapacity: Int { coloredMasks.capacity }
    /// How many pixels the cached shape masks hold, white and pre-coloured: bounded whatever the shapes' sizes
    /// (a shape too large to keep whole is rasterised only where it shows).
    package var cachedMaskPixelCount: Int { masks.pixelCount + coloredMasks.pixelCount }

    /// Drops every cached texture (masks, opacity layers, text, images) after the renderer reported
    /// `SDL_RENDER_TARGETS_RESET` or `SDL_RENDER_DEVICE_RESET`; they are remade when next drawn.
    package func invalidateTextures() {
        masks.removeAll()
        coloredMasks.removeAll()
        layers.removeAll()
        resources.invalidateTextures()
    }

    /// Ends a play: the textures it looked up are let go, so none is kept past the caches' bounds or
    /// reused by a later play after being re-coloured or invalidated.
    private func endPlay() {
        shapeMemo.removeAll()
        textMemo.removeAll()
    }

    /// Draws `list` with `density` pixels per point into the renderer's current target and viewport, within
    /// its clip if one is set. Commands after an empty clip are skipped until it ends. Opacity groups are
    /// drawn into a layer (a render-target texture) that is blended on when they end. Leaves the renderer
    /// drawing to the same target and viewport, unclipped.
    public func play(_ list: DrawList, density: Double) throws {
        let density = density.isFinite && density > 0 ? density : 1
        coloredMasks.beginPlay()
        defer { endPlay() }
        try playOnce(list, density: density)
    }

    /// Draws only the parts of `list` inside `regions` (scene points, disjoint, on whole pixels), each
    /// clipped to its region, as exactly the pixels `play` draws there: commands that touch no region are
    /// skipped and opacity layers keep the size they have in a full frame. `list` may hold only the part
    /// of a frame's list that the regions need (`Scene.buildDamagedDrawList(into:regions:)`). The regions
    /// are not cleared first (`Renderer.clear(_:regions:density:)` does that).
    package func play(_ list: DrawList, density: Double, regions: DamageRegions) throws {
        let density = density.isFinite && density > 0 ? density : 1
        coloredMasks.beginPlay()
        defer {
            region = nil
            endPlay()
        }
        for rect in regions.rects {
            region = PixelGeometry.regionRect(rect, density: density)
            try playOnce(list, density: density)
        }
    }

    /// Grows `regions` until every image a region touches lies wholly inside one: SDL's software renderer
    /// samples a stretched image differently when a clip cuts it, so a cut image would not match a full frame.
    package func coverImages(of list: DrawList, in regions: inout DamageRegions) {
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
    static let coverPasses = 8

    func playOnce(_ list: DrawList, density: Double) throws {
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
    func touchesRegion(_ rect: SDL_FRect) -> Bool {
        guard let r = region else { return true }
        let m = Float(DamageRegions.margin)
        return rect.x - m < Float(r.x + r.w) && Float(r.x) < rect.x + rect.w + m && rect.y - m < Float(r.y + r.h)
            && Float(r.y) < rect.y + rect.h + m
    }

    /// `touchesRegion` for a rectangle in points.
    func touchesRegion(_ rect: Rect, density: Double) -> Bool {
        guard region != nil else { return true }
        return touchesRegion(
            SDL_FRect(
                x: Float(rect.minX * density), y: Float(rect.minY * density), w: Float(rect.width * density),
                h: Float(rect.height * density)))
    }

    /// Closes whatever the list left open and goes back to the output, unclipped, drawing fills blended.
    func finish() throws {
        groups.removeAll(keepingCapacity: true)
        (originX, originY) = (0, 0)
        try output.select(on: renderer)
        state.forgetTargetState()
        try state.setClip(nil, on: renderer)
        if state.changedBlendMode { try state.setBlendMode(SDL_BLENDMODE_BLEND, on: renderer) }
    }

    /// Plays every command of `list`; while a region is redrawn, a command whose area lies outside it is
    /// skipped before it is read, so its text or mask is never looked up.
    func playCommands(_ list: DrawList, density: Double) throws {
        let commands = list.commands
        for position in commands.indices {
            if region != nil, let area = commands.area(at: position), !touchesRegion(area, density: density) {
                continue
            }
            let command = commands[position]
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
    /// colour and blend mode included) as the host had it. Throws `PixelLimitError`, drawing nothing, when
    /// that is more than `PixelLimits.maxDensity` pixels per point.
    public func playAsGuest(_ list: DrawList, density: Double) throws {
        let saved = try RendererState(of: renderer)
        let pixelsPerPoint = try saved.pixelsPerPoint(at: density)
        try check(SDL_RenderSetScale(renderer.pointer, 1, 1), "SDL_RenderSetScale")
        var failure: Error?
        do {
            try play(list, density: pixelsPerPoint)
        } catch {
            failure = error
        }
        try saved.restore(renderer)
        if let failure { throw failure }
    }

    /// True inside an empty clip or a group that draws nothing.
    var isHidden: Bool {
        if let clip = clips.last ?? output.clip, clip.w == 0 || clip.h == 0 { return true }
        if let group = groups.last, group.layer == nil { return true }
        return false
    }
}
