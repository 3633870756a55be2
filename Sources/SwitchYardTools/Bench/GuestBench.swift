import Playground
import SDLKit
import SceneGraph
import SwitchYardKit

/// A host's frame with SwitchYard as its guest, at the counts issue 31 names: the host's own software
/// renderer at 1280x800, cleared to the same background by the host each frame, `BenchScene`'s switches
/// placed on the engine, which advances and draws into the host's frame. Idle (nothing changes) and with
/// one switch animating, through the retained layer (the default) and drawn directly, in the same run.
enum GuestBench {
    struct Result: Equatable, Sendable {
        var switches: Int
        /// Advance plus draw per frame with nothing changing, through the retained layer, milliseconds.
        var idle: Summary
        /// The same with the first switch always animating, milliseconds.
        var oneAnimating: Summary
        /// `idle` with every switch drawn directly into the host's frame (`GuestDrawing.direct`).
        var directIdle: Summary
        /// `oneAnimating` drawn directly.
        var directOneAnimating: Summary
    }

    /// Measures `frames` frames of each kind per count, after a warm-up of a tenth as many (at least 5).
    static func run(counts: [Int], frames: Int) throws -> [Result] {
        let warmup = max(5, frames / 10)
        let host = try RenderTarget(headless: BenchScene.size, density: 1)
        let guest = try Renderer(borrowing: host.renderer.pointer, context: host.context)
        var options = SwitchYardEngine.Options(themePath: try ThemeSession.defaultThemePath(), size: BenchScene.size)
        options.watchesTheme = false
        let engine = try SwitchYardEngine(renderer: guest, options: options)
        return try counts.map { count in
            let bench = try BenchScene(count: count, engine: engine)
            var frame = 0
            func measure(_ step: (Int) -> Void) throws -> Summary {
                var times: [Double] = []
                for index in 0..<(warmup + max(1, frames)) {
                    try host.renderer.clear(BenchScene.background)
                    let start = BenchClock.nanoseconds()
                    step(frame)
                    try engine.draw(clearing: false)
                    try host.renderer.flush()
                    let end = BenchClock.nanoseconds()
                    frame += 1
                    if index >= warmup { times.append(Double(end &- start) / 1e6) }
                }
                return Summary(times)
            }
            var results: [GuestDrawing: (idle: Summary, one: Summary)] = [:]
            for drawing in [GuestDrawing.retained, .direct] {
                engine.guestDrawing = drawing
                let idle = try measure { engine.advance(to: BenchScene.time(ofFrame: $0)) }
                let one = try measure { bench.stepOne(frame: $0) }
                results[drawing] = (idle, one)
            }
            guard let retained = results[.retained], let direct = results[.direct] else {
                throw RuntimeError("the guest bench measured nothing")
            }
            return Result(
                switches: count, idle: retained.idle, oneAnimating: retained.one, directIdle: direct.idle,
                directOneAnimating: direct.one)
        }
    }
}
