import SDLKit
import SceneGraph
import Themes

extension SwitchYardEngine {
    // MARK: Drawing

    /// Builds the scene's draw list into `list`.
    package func buildDrawList(into list: inout DrawList) {
        scene.buildDrawList(into: &list)
    }

    /// Draws a frame: the switches, then the overlays. Into a host's borrowed renderer, as a guest: over
    /// whatever the host drew, in its current target, viewport, clip and scale, never cleared or presented,
    /// every renderer state restored; through the retained layer unless `guestDrawing` is `.direct`, so only
    /// what changed is redrawn. Into SwitchYard's own renderer: cleared to the theme's background first
    /// when `clearing`; with `damaged` as well, only what changed since the last frame drawn with damage is
    /// redrawn: the damage regions are cleared to the background and the commands touching them played,
    /// clipped to them, which gives exactly the pixels of a full frame, and only the nodes a region touches
    /// are built (docs/architecture.md, "Damage"). The target must then still hold that last frame (a
    /// headless surface, a software window's surface, a kept texture). Returns the regions drawn (full for a
    /// whole frame), so a window can show just those.
    @discardableResult
    public func draw(clearing: Bool = true, damaged: Bool = false) throws -> DamageRegions {
        releaseIfTextPiledUp()
        let density = drawingDensity ?? pixelDensity
        if renderer.isBorrowed {
            if guestDrawing == .retained, try drawThroughLayer(density: density) { return regions }
            regions.reset(bounds: Rect(origin: .zero, size: scene.size), density: density)
            regions.setFull()
            for index in 0...overlays.count {
                scene(at: index).buildDrawList(into: &lists[index])
                try player.playAsGuest(lists[index], density: density)
            }
            return regions
        }
        try drawDamaged(whole: !(damaged && clearing), density: density) { regions in
            if regions.isFull {
                if clearing { try renderer.clear(background) }
            } else {
                try renderer.clear(background, regions: regions, density: density)
            }
        }
        return regions
    }

    /// The host's pixels beneath the switches changed: the next guest frame reads them again and redraws
    /// every switch (`GuestDrawing.retained`; nothing to do when drawing directly).
    public func invalidateGuestBackground() {
        guestLayer.invalidate()
    }

    /// A guest frame through the retained layer, which shows where the scenes drew; false when the host's
    /// viewport rules it out (it starts off the target), and the frame is then drawn directly.
    private func drawThroughLayer(density: Double) throws -> Bool {
        try guestLayer.draw(density: density) { pixelsPerPoint in
            let fresh = !guestLayer.holdsFrame
            buildFrame(whole: fresh, density: pixelsPerPoint)
            // Where the switches draw changes only in a frame that redrew something.
            if fresh || !regions.isEmpty || guestCoverage.density != pixelsPerPoint {
                guestCoverage.reset(bounds: Rect(origin: .zero, size: scene.size), density: pixelsPerPoint)
                for index in 0...overlays.count { scene(at: index).addDrawnAreas(to: &guestCoverage) }
            }
            let placed = try guestLayer.place(coverage: guestCoverage)
            if placed == true, !regions.isFull { buildWhole() }
            endFrame()
            guard placed != nil else { return }
            try playFrame(density: pixelsPerPoint) { regions in
                try guestLayer.restoreBackground(regions, density: pixelsPerPoint)
            }
        }
    }

    /// Draws what changed since the last damaged frame at `density` (everything when `whole`, or when the
    /// damage does not settle): `clear` empties the regions first, then the commands touching them are
    /// played, clipped to them.
    private func drawDamaged(whole: Bool, density: Double, clear: (DamageRegions) throws -> Void) throws {
        buildFrame(whole: whole, density: density)
        endFrame()
        try playFrame(density: density, clear: clear)
    }

    /// Works out the damage since the last damaged frame at `density` and builds the lists it needs: all
    /// of every scene when `whole`, or when the damage does not settle. `endFrame()` closes it.
    private func buildFrame(whole: Bool, density: Double) {
        regions.reset(bounds: Rect(origin: .zero, size: scene.size), density: density)
        var whole = whole
        for index in 0...overlays.count where !scene(at: index).beginDamagedFrame(into: &regions) { whole = true }
        if !whole { whole = !buildDamagedLists() }
        if whole { buildWhole() }
    }

    /// Makes the frame a whole one: every scene's whole list, the regions full.
    private func buildWhole() {
        regions.setFull()
        for index in 0...overlays.count { scene(at: index).buildRetainedDrawList(into: &lists[index]) }
    }

    /// Ends the damaged frame `buildFrame` began: what was recorded is drawn.
    private func endFrame() {
        for index in 0...overlays.count { scene(at: index).endDamagedFrame() }
    }

    /// Plays the built lists into the regions (everything when they are full), `clear`ing them first.
    private func playFrame(density: Double, clear: (DamageRegions) throws -> Void) throws {
        if regions.isFull {
            try clear(regions)
            for index in 0...overlays.count {
                try player.play(lists[index], density: density)
            }
        } else if !regions.isEmpty {
            try clear(regions)
            for index in 0...overlays.count {
                try player.play(lists[index], density: density, regions: regions)
            }
        }
    }

    /// Builds what the damage regions need of every scene, growing the regions until no scene draws outside
    /// them (a changed node that grew, an image a region would cut). False when that does not settle in a
    /// few passes or the regions reach a full frame: the frame is drawn whole instead.
    func buildDamagedLists() -> Bool {
        for _ in 0..<Self.damagePasses {
            let before = regions
            for index in 0...overlays.count {
                scene(at: index).buildDamagedDrawList(into: &lists[index], regions: &regions)
            }
            for index in 0...overlays.count { player.coverImages(of: lists[index], in: &regions) }
            if regions.isFull { return false }
            if regions == before { return true }
        }
        return false
    }

    /// Passes of `buildDamagedLists` before a frame is drawn whole: one suffices unless a change moved.
    static let damagePasses = 4

    /// The scene drawn `index`th: the switches' own, then the overlays.
    func scene(at index: Int) -> Scene {
        index == 0 ? scene : overlays[index - 1]
    }
}
