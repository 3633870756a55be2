import CAllocCounter
import Playground
import SDLKit
import SceneGraph
import SwitchYardKit

/// Frames in which little changes, drawn redrawing only the damage regions and redrawing everything, in
/// alternating batches of the same running scene (so a busy machine slows both alike): the default
/// gallery with one switch animating and the frame graph updating, and LVGL's case of ten switches (and a
/// thousand) with one animating, plus ten all animating. Headless, software renderer, 1280x800.
enum DamageBench {
    /// One way of drawing one case: time per frame (advance, draw, flush), pixels redrawn, allocations.
    struct Side: Sendable {
        var time: Summary
        var pixels: Summary
        var allocationsMedian: Double
    }

    struct Case: Sendable {
        var name: String
        var switches: Int
        var damaged: Side
        var full: Side
        /// How many times less time a damaged frame takes than a full one (medians).
        var workRatio: Double { full.time.median / damaged.time.median }
        /// How many times fewer pixels a damaged frame redraws (medians).
        var pixelRatio: Double { full.pixels.median / max(1, damaged.pixels.median) }
    }

    /// A scene driven frame by frame: `step` moves it to a frame, `engine` draws it.
    private struct Driver {
        let engine: SwitchYardEngine
        let target: RenderTarget
        let step: (Int) -> Void
    }

    /// Runs every case with `frames` measured frames a side, in `rounds` alternating batches.
    static func run(runner: SwiftFrameRunner, frames: Int, rounds: Int) throws -> [Case] {
        var cases: [Case] = []
        cases.append(try measure("gallery, one animating, frame graph", switches: 15, gallery(), frames, rounds))
        for (count, all) in [(10, false), (1_000, false), (10, true)] {
            let bench = try BenchScene(count: count, engine: runner.engine)
            let driver = Driver(engine: runner.engine, target: runner.target) { frame in
                all ? bench.step(frame: frame) : bench.stepOne(frame: frame)
            }
            let name = "\(count) switches, \(all ? "all" : "one") animating"
            cases.append(try measure(name, switches: count, driver, frames, rounds))
        }
        return cases
    }

    /// The playground's default gallery at 1280x800 with the HUD's frame graph shown, recording each
    /// frame's time as the window does, and switch `hm` reversing every 15 frames.
    private static func gallery() throws -> Driver {
        let target = try RenderTarget(headless: BenchScene.size, density: 1)
        var options = SwitchYardEngine.Options(themePath: try ThemeSession.defaultThemePath(), size: BenchScene.size)
        options.watchesTheme = false
        options.showsGallery = true
        let engine = try SwitchYardEngine(renderer: target.renderer, options: options)
        guard case .loaded = engine.loadTheme() else { throw RuntimeError("the default theme does not load") }
        let hud = HUD(size: BenchScene.size, resources: engine.resources)
        engine.sharedScenes = [hud.scene]
        engine.overlays = [hud.scene]
        hud.toggle(.graph)
        let node = engine.switchNode(id: "hm")
        var last = BenchClock.nanoseconds()
        return Driver(engine: engine, target: target) { frame in
            let now = BenchClock.nanoseconds()
            hud.frameGraph.record(milliseconds: Double(now &- last) / 1e6)
            last = now
            engine.advance(to: BenchScene.time(ofFrame: frame))
            if frame % 15 == 0, let node { node.setOn(!node.isOn, animated: true) }
        }
    }

    private static func measure(_ name: String, switches: Int, _ driver: Driver, _ frames: Int, _ rounds: Int)
        throws -> Case
    {
        let warmup = 2 * BenchScene.framesPerToggle
        var frame = 0
        var damaged: [(UInt64, Int, UInt64)] = []
        var full: [(UInt64, Int, UInt64)] = []
        for _ in 0..<warmup {
            _ = try draw(driver, frame: frame, damaged: frame % 2 == 0)
            frame += 1
        }
        let rounds = max(1, min(rounds, frames))
        for round in 0..<rounds {
            let batch = frames / rounds + (round < frames % rounds ? 1 : 0)
            for side in [true, false] {
                for _ in 0..<batch {
                    let sample = try draw(driver, frame: frame, damaged: side)
                    if side { damaged.append(sample) } else { full.append(sample) }
                    frame += 1
                }
            }
        }
        return Case(name: name, switches: switches, damaged: Side(damaged), full: Side(full))
    }

    /// One frame: step, draw (damaged or in full) and flush; its time, pixels redrawn and allocations.
    private static func draw(_ driver: Driver, frame: Int, damaged: Bool) throws -> (UInt64, Int, UInt64) {
        let a0 = alloc_counter_total()
        let start = BenchClock.nanoseconds()
        driver.step(frame)
        let regions = try driver.engine.draw(damaged: damaged)
        try driver.target.renderer.flush()
        let end = BenchClock.nanoseconds()
        return (end &- start, regions.pixelCount, alloc_counter_total() &- a0)
    }
}

extension DamageBench.Side {
    fileprivate init(_ samples: [(UInt64, Int, UInt64)]) {
        time = Summary(samples.map { Double($0.0) / 1e6 })
        pixels = Summary(samples.map { Double($0.1) })
        allocationsMedian = Summary(samples.map { Double($0.2) }).median
    }
}
