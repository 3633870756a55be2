import Playground
import SDLKit
import Scenarios
import SceneGraph
import SwitchYardKit

/// Headless replay speed: a scenario synthesised over the shipped default theme (taps and drags on every
/// switch in turn, a checked frame hash every half second) replayed through `ScenarioPlayer` and
/// `EngineScenarioHost` as `switchyard replay --headless` does.
enum ReplayBench {
    struct Result: Equatable, Sendable {
        var ticks: Int
        var wallMilliseconds: Double
        /// Scenario time over wall time: 100 means a minute of input replays in 0.6 s.
        var speed: Double { Double(ticks) / 60 * 1000 / wallMilliseconds }
    }

    /// Replays `seconds` of synthesised input; throws when the replay itself fails.
    static func run(seconds: Int, renderer: Renderer) throws -> Result {
        let theme = try Assets.locate() + "/themes/default.json"
        let file = theme + ".bench-scenario"
        let header = ScenarioHeader(
            windowPoints: Size(width: 1280, height: 800), windowPixels: PixelSize(width: 1280, height: 800),
            theme: ScenarioThemeReference(path: theme, sha256: nil), initial: [:])
        var options = SwitchYardEngine.Options(themePath: theme, size: header.windowPoints)
        options.watchesTheme = false
        options.showsGallery = true
        let engine = try SwitchYardEngine(renderer: renderer, options: options)
        let probe = EngineScenarioHost(engine: engine, scenarioFile: file, strict: false)
        try probe.reset(to: header)
        let targets = engine.switches.map(\.sceneFrame)
        guard !targets.isEmpty else { throw RuntimeError("\(theme): the theme has no switches to replay on") }
        let endTick = max(60, seconds * 60)
        let scenario = Scenario(
            header: header, entries: entries(on: targets, endTick: endTick), endTick: endTick)

        let host = EngineScenarioHost(engine: engine, scenarioFile: file, strict: false)
        let start = BenchClock.nanoseconds()
        let report = ScenarioPlayer.run(scenario, file: file, host: host)
        let wall = Double(BenchClock.nanoseconds() &- start) / 1e6
        if let failure = report.failures.first { throw RuntimeError("replay failed: \(failure)") }
        return Result(ticks: endTick, wallMilliseconds: wall)
    }

    /// Every 20 ticks a gesture on the next switch: a tap, or a drag across the track; an empty check (a
    /// snapshot with its frame hash) every 30 ticks.
    static func entries(on targets: [Rect], endTick: Int) -> [ScenarioEntry] {
        var entries: [ScenarioEntry] = []
        var gesture = 0
        for tick in 1..<endTick {
            if tick % 30 == 0 { entries.append(ScenarioEntry(tick: tick, content: .expect(ScenarioExpectation()))) }
            guard tick % 20 == 1, tick + 10 < endTick else { continue }
            let frame = targets[gesture % targets.count]
            let left = Point(x: frame.minX + frame.height / 2, y: frame.midY)
            let right = Point(x: frame.maxX - frame.height / 2, y: frame.midY)
            let drag = gesture % 2 == 1
            let end = drag ? right : left
            entries.append(event(tick, .pointerDown(.mouse, left, .primary)))
            if drag {
                for step in 1...5 {
                    let x = left.x + (right.x - left.x) * Double(step) / 5
                    entries.append(event(tick + step, .pointerMove(.mouse, Point(x: x, y: left.y))))
                }
            }
            entries.append(event(tick + 8, .pointerUp(.mouse, end, .primary)))
            gesture += 1
        }
        return entries.enumerated().sorted { ($0.element.tick, $0.offset) < ($1.element.tick, $1.offset) }.map(
            \.element)
    }

    private static func event(_ tick: Int, _ input: InputEvent) -> ScenarioEntry {
        ScenarioEntry(tick: tick, content: .event(.input(input)))
    }
}
