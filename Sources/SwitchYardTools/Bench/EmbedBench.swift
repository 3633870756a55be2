import CAllocCounter
import Playground
import SDLKit
import SceneGraph
import SwitchYardKit

/// The frame of a program that embeds SwitchYard, as the examples are: the host's own software renderer
/// at 640x480, cleared by the host each frame, three switches of the default theme placed by the host, one of
/// them toggled every half second, the engine drawing as a guest. Times the engine's part of each frame and
/// counts its heap allocations, split into the engine's own work and playback through SDL.
enum EmbedBench {
    struct Result: Equatable, Sendable {
        /// Advance plus draw per frame, milliseconds.
        var frame: Summary
        /// Median heap allocations per frame of advancing the clock and building the draw list.
        var engineAllocations: Double
        /// Median heap allocations per frame of guest playback (SwitchYard's calls and SDL's blitter).
        var playbackAllocations: Double
        var frames: Int
    }

    static let size = Size(width: 640, height: 480)

    /// Measures `frames` frames after a second of warm-up.
    static func run(frames: Int) throws -> Result {
        let host = try RenderTarget(headless: size, density: 1)
        let guest = try Renderer(borrowing: host.renderer.pointer, context: host.context)
        var options = SwitchYardEngine.Options(themePath: try ThemeSession.defaultThemePath(), size: size)
        options.watchesTheme = false
        let engine = try SwitchYardEngine(renderer: guest, options: options)
        guard case .loaded = engine.loadTheme() else { throw RuntimeError("the default theme does not load") }
        let ids = ["hm", "mmm", "kyl"]
        for (index, id) in ids.enumerated() {
            try engine.addSwitch(id: id, style: id, origin: Point(x: 80, y: 120 + Double(index) * 90))
        }
        var list = DrawList()
        var times: [Double] = []
        var own: [Double] = []
        var playback: [Double] = []
        let warmup = 60
        for frame in 0..<(warmup + max(1, frames)) {
            if frame % 30 == 0, let node = engine.switchNode(id: ids[frame / 30 % ids.count]) {
                node.setOn(!node.isOn, animated: true)
            }
            try host.renderer.clear(Color(r: 30, g: 34, b: 48))
            let a0 = alloc_counter_total()
            let start = BenchClock.nanoseconds()
            engine.advance(to: Double(frame) / 60)
            engine.buildDrawList(into: &list)
            let a1 = alloc_counter_total()
            try engine.player.playAsGuest(list, density: engine.pixelDensity)
            try host.renderer.flush()
            let end = BenchClock.nanoseconds()
            let a2 = alloc_counter_total()
            guard frame >= warmup else { continue }
            times.append(Double(end &- start) / 1e6)
            own.append(Double(a1 &- a0))
            playback.append(Double(a2 &- a1))
        }
        return Result(
            frame: Summary(times), engineAllocations: Summary(own).median,
            playbackAllocations: Summary(playback).median, frames: times.count)
    }
}
