import Playground
import SDLKit
import SceneGraph
import SwitchYardKit

/// How a host's switch count grows: `count` switches added one by one through the engine (laid out as
/// `BenchScene` lays them out, overlapping when there are many), each moved a point, clicked on at that
/// size, tabbed through, then removed, oldest first. Every operation should cost the same at 100,000 as at
/// 10 (docs/performance.md, "Growth").
enum GrowthBench {
    struct Result: Equatable, Sendable {
        var count: Int
        /// Adding every switch, milliseconds.
        var add: Double
        /// Moving every switch by a point, milliseconds.
        var move: Double
        /// A press and release on a switch after the moves (hit-test and toggle), microseconds per click.
        var click: Summary
        /// A Tab press moving the focus on, microseconds.
        var tab: Summary
        /// Removing every switch, milliseconds.
        var remove: Double
    }

    /// Clicks and Tab presses timed at each count.
    static let samples = 50

    /// Measures each of `counts` on one headless engine.
    static func run(counts: [Int]) throws -> [Result] {
        let target = try RenderTarget(headless: BenchScene.size, density: 1)
        var options = SwitchYardEngine.Options(themePath: try ThemeSession.defaultThemePath(), size: BenchScene.size)
        options.watchesTheme = false
        let engine = try SwitchYardEngine(renderer: target.renderer, options: options)
        return try counts.map { try measure(count: $0, engine: engine) }
    }

    private static func measure(count: Int, engine: SwitchYardEngine) throws -> Result {
        let origins = BenchScene.origins(count: count, item: BenchScene.style.size)
        let ids = origins.indices.map { "g\($0)" }
        var start = BenchClock.nanoseconds()
        for (id, origin) in zip(ids, origins) {
            try engine.addSwitch(id: id, style: BenchScene.style, origin: origin)
        }
        let add = milliseconds(since: start)

        let nodes = ids.compactMap { engine.switchNode(id: $0) }
        start = BenchClock.nanoseconds()
        for node in nodes {
            node.frame = Rect(origin: Point(x: node.frame.minX + 1, y: node.frame.minY), size: node.frame.size)
        }
        let move = milliseconds(since: start)

        var clicks: [Double] = []
        var tabs: [Double] = []
        for sample in 0..<samples {
            let node = nodes[sample * nodes.count / samples]
            let centre = node.sceneFrame.center
            start = BenchClock.nanoseconds()
            engine.handle(.pointerDown(.mouse, centre, .primary))
            engine.handle(.pointerUp(.mouse, centre, .primary))
            clicks.append(Double(BenchClock.nanoseconds() &- start) / 1e3)
            start = BenchClock.nanoseconds()
            engine.handle(.key(KeyEvent(key: .tab)))
            tabs.append(Double(BenchClock.nanoseconds() &- start) / 1e3)
        }

        start = BenchClock.nanoseconds()
        for id in ids { engine.removeSwitch(id: id) }
        let remove = milliseconds(since: start)
        return Result(count: count, add: add, move: move, click: Summary(clicks), tab: Summary(tabs), remove: remove)
    }

    private static func milliseconds(since start: UInt64) -> Double {
        Double(BenchClock.nanoseconds() &- start) / 1e6
    }
}
