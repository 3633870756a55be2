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
    /// every renderer state restored. Into SwitchYard's own renderer: cleared to the theme's background first
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
        regions.reset(bounds: Rect(origin: .zero, size: scene.size), density: density)
        if renderer.isBorrowed {
            regions.setFull()
            for index in 0...overlays.count {
                scene(at: index).buildDrawList(into: &lists[index])
                try player.playAsGuest(lists[index], density: density)
            }
            return regions
        }
        var whole = !(damaged && clearing)
        for index in 0...overlays.count where !scene(at: index).beginDamagedFrame(into: &regions) { whole = true }
        if !whole { whole = !buildDamagedLists() }
        if whole {
            regions.setFull()
            for index in 0...overlays.count { scene(at: index).buildRetainedDrawList(into: &lists[index]) }
        }
        for index in 0...overlays.count { scene(at: index).endDamagedFrame() }
        if regions.isFull {
            if clearing { try renderer.clear(background) }
            for index in 0...overlays.count {
                try player.play(lists[index], density: density)
            }
        } else if !regions.isEmpty {
            try renderer.clear(background, regions: regions, density: density)
            for index in 0...overlays.count {
                try player.play(lists[index], density: density, regions: regions)
            }
        }
        return regions
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
