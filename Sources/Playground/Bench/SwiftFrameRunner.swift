import CAllocCounter
import SDLKit
import SceneGraph

/// Draws `BenchScene` frames with SwitchYard's own path (scene update, draw-list build, `DrawListPlayer`
/// onto a software renderer drawing into a 1280x800 surface) and times each phase.
final class SwiftFrameRunner {
    let context: SDLContext
    let renderer: Renderer
    let resources: SDLResources
    let player: DrawListPlayer
    private var list = DrawList()

    init() throws {
        RenderTarget.preferHeadlessDriver()
        context = try SDLContext()
        let surface = try Surface(
            context: context, width: Int(BenchScene.size.width), height: Int(BenchScene.size.height))
        renderer = try Renderer(surface: surface, context: context)
        resources = try SDLResources(renderer: renderer)
        player = DrawListPlayer(renderer: renderer, resources: resources)
    }

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
        bench.scene.buildDrawList(into: &list)
        let built = BenchClock.nanoseconds()
        let a2 = alloc_counter_total()
        try renderer.clear(BenchScene.background)
        try player.play(list, density: 1)
        try renderer.flush()
        let played = BenchClock.nanoseconds()
        let a3 = alloc_counter_total()
        return FrameSample(
            update: updated &- start, build: built &- updated, playback: played &- built,
            updateAllocations: a1 &- a0, buildAllocations: a2 &- a1, playbackAllocations: a3 &- a2,
            textRenders: resources.textRenderCount - rendersBefore)
    }

    /// Writes what the renderer holds now as a PNG.
    func saveScreenshot(to path: String) throws {
        try renderer.saveScreenshot(to: path)
    }
}
