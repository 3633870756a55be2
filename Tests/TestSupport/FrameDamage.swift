import SceneGraph

extension Scene {
    /// Draws a frame the way the engine does (the damaged build once a retained one has drawn the scene, a
    /// whole retained build before that) and returns what it damaged at density 1: the whole scene on the
    /// first frame and after a change to the scene itself, else where changed nodes drew before and after.
    package func drawDamagedFrame() -> DamageRegions {
        var list = DrawList()
        var regions = DamageRegions(bounds: Rect(origin: .zero, size: size), density: 1)
        if beginDamagedFrame(into: &regions) {
            buildDamagedDrawList(into: &list, regions: &regions)
        } else {
            buildRetainedDrawList(into: &list)
            regions.setFull()
        }
        endDamagedFrame()
        return regions
    }
}
