import CAllocCounter
import Playground
import SDLKit
import SceneGraph
import SwitchYardKit

/// Draws `BenchScene` frames with SwitchYard's own path (the engine's scene update and draw-list build, its
/// `DrawListPlayer` onto a software renderer drawing into a 1280x800 surface, or SDL's OpenGL renderer in a
/// 1280x800 window) and times each phase.
final class SwiftFrameRunner {
    let target: RenderTarget
    let engine: SwitchYardEngine
    private var list = DrawList()

    init(renderer: BenchOptions.Renderer = .software) throws {
        switch renderer {
        case .software:
            target = try RenderTarget(headless: BenchScene.size, density: 1)
        case .opengl:
            target = try RenderTarget(windowOf: BenchScene.size, title: "SwitchYard bench", renderDriver: "opengl")
        }
        var options = SwitchYardEngine.Options(themePath: try ThemeSession.defaultThemePath(), size: BenchScene.size)
        options.watchesTheme = false
        engine = try SwitchYardEngine(renderer: target.renderer, options: options)
        engine.background = BenchScene.background
    }

    var resources: SDLResources { engine.resources }

    /// Runs `frames` frames of `bench` starting at frame `first` and returns one sample per frame.
    func run(_ bench: BenchScene, first: Int, frames: Int) throws -> [FrameSample] {
        var samples: [FrameSample] = []
        samples.reserveCapacity(frames)
        for frame in first..<(first + max(0, frames)) {
            samples.append(try runFrame(bench, frame: frame))
        }
        return samples
    }

    private func runFrame(_ bench: BenchScene, frame: Int) throws -> FrameSample {
        let rendersBefore = resources.textRenderCount
        let a0 = alloc_counter_total()
        let start = BenchClock.nanoseconds()
        bench.step(frame: frame)
        let updated = BenchClock.nanoseconds()
        let a1 = alloc_counter_total()
        engine.buildDrawList(into: &list)
        let built = BenchClock.nanoseconds()
        let a2 = alloc_counter_total()
        try target.renderer.clear(engine.background)
        try engine.player.play(list, density: 1)
        try target.renderer.finish()
        let played = BenchClock.nanoseconds()
        let a3 = alloc_counter_total()
        return FrameSample(
            update: updated &- start, build: built &- updated, playback: played &- built,
            updateAllocations: a1 &- a0, buildAllocations: a2 &- a1, playbackAllocations: a3 &- a2,
            textRenders: resources.textRenderCount - rendersBefore)
    }

    /// Writes what the renderer holds now as a PNG.
    func saveScreenshot(to path: String) throws {
        try target.renderer.saveScreenshot(to: path)
    }
}
