import Playground
import SDLKit
import SceneGraph
import SwitchYardKit

/// A host's frame with SwitchYard as its guest, at the counts issue 31 names: the host's own software
/// renderer at 1280x800, cleared by the host each frame, `BenchScene`'s switches placed on the engine,
/// which advances and draws into the host's frame. Idle (nothing changes) and with one switch animating;
/// the guest redraws every switch into the host's cleared frame either way.
enum GuestBench {
    struct Result: Equatable, Sendable {
        var switches: Int
        /// Advance plus draw per frame with nothing changing, milliseconds.
        var idle: Summary
        /// The same with the first switch always animating, milliseconds.
        var oneAnimating: Summary
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
            let idle = try measure { engine.advance(to: BenchScene.time(ofFrame: $0)) }
            let one = try measure { bench.stepOne(frame: $0) }
            return Result(switches: count, idle: idle, oneAnimating: one)
        }
    }
}
