import Playground
import SDLKit
import SceneGraph
import SwitchYardKit

/// The typical frame (default gallery, one switch animating, the frame graph updating) in a real 1280x800
/// window, for each renderer driver asked for, shown three ways in alternating batches: redrawn and
/// presented in full; only the damage drawn into the window's surface and only those rectangles sent to
/// the screen (`SDL_UpdateWindowSurfaceRects`, software renderer only); only the damage drawn into a kept
/// target texture, which is then copied whole and presented. The renderer has no vsync, so a frame costs
/// what it draws and sends, not a wait for the display.
enum WindowDamageBench {
    struct Result: Sendable {
        var driver: String
        var full: Summary
        /// Nil on a renderer that does not draw into the window's surface.
        var surfaceRects: Summary?
        var keptTexture: Summary
    }

    /// Measures `frames` frames a way for each of `drivers` (SDL render driver names); a driver whose
    /// window cannot be made is left out.
    static func run(drivers: [String], frames: Int, rounds: Int) -> [Result] {
        drivers.compactMap { try? measure(driver: $0, frames: frames, rounds: rounds) }
    }

    private enum Way: CaseIterable {
        case full, surfaceRects, keptTexture
    }

    private static func measure(driver: String, frames: Int, rounds: Int) throws -> Result? {
        // Without vsync: a paced present would make every way take one refresh and hide what each costs.
        let target = try RenderTarget(windowOf: BenchScene.size, title: "SwitchYard bench", renderDriver: driver)
        guard target.renderer.name == driver else { return nil }
        var options = SwitchYardEngine.Options(themePath: try ThemeSession.defaultThemePath(), size: target.pointSize)
        options.watchesTheme = false
        options.showsGallery = true
        options.pixelDensity = target.pixelDensity
        let engine = try SwitchYardEngine(renderer: target.renderer, options: options)
        guard case .loaded = engine.loadTheme() else { throw RuntimeError("the default theme does not load") }
        let hud = HUD(size: target.pointSize, resources: engine.resources)
        engine.sharedScenes = [hud.scene]
        engine.overlays = [hud.scene]
        hud.toggle(.graph)
        let kept = try KeptFrame(renderer: target.renderer)
        let node = engine.switchNode(id: "hm")
        var times: [Way: [Double]] = [:]
        var frame = 0
        var last = BenchClock.nanoseconds()
        let ways = target.renderer.isSoftware ? Way.allCases : [.full, .keptTexture]
        let rounds = max(1, min(rounds, frames))
        for round in 0..<(rounds + 1) {
            for way in ways {
                // Each batch starts with one full frame of its way (the kept pixels belong to another way).
                engine.scene.setNeedsDisplay()
                for index in 0..<(frames / rounds + 1) {
                    frame += 1
                    let start = BenchClock.nanoseconds()
                    hud.frameGraph.record(milliseconds: Double(start &- last) / 1e6)
                    last = start
                    engine.advance(to: BenchScene.time(ofFrame: frame))
                    if frame % 15 == 0, let node { node.setOn(!node.isOn, animated: true) }
                    switch way {
                    case .full:
                        try engine.draw(damaged: false)
                        target.renderer.present()
                    case .surfaceRects:
                        try target.present(try engine.draw(damaged: true))
                    case .keptTexture:
                        try kept.select()
                        try engine.draw(damaged: true)
                        try kept.present()
                    }
                    let end = BenchClock.nanoseconds()
                    // The first round warms up; the first frame of each batch is the full one.
                    if round > 0, index > 0 { times[way, default: []].append(Double(end &- start) / 1e6) }
                }
            }
        }
        return Result(
            driver: driver, full: Summary(times[.full] ?? []), surfaceRects: times[.surfaceRects].map(Summary.init),
            keptTexture: Summary(times[.keptTexture] ?? []))
    }
}
