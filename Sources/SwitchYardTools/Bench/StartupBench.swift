import Foundation
import Playground
import SDLKit
import SceneGraph
import SwitchYardKit

/// Start-up, three ways: `switchyard --headless --frames 1` from spawn to exit (the first headless frame
/// is drawn without any pacing sleep, so this bounds it from above); the window from spawn to its first
/// presented frame (`switchyard --frames 1 --log`, whose `first-frame` event carries the present's
/// monotonic stamp and the phases), when there is a display; and a host's engine from creation (what
/// `sy_create` does: the engine on the host's renderer, the theme loaded) to the end of its first draw.
enum StartupBench {
    struct Result: Equatable, Sendable {
        /// Spawn to exit of a headless one-frame run, milliseconds.
        var headless: Summary
        /// Spawn to the window's first presented frame, milliseconds; nil with no display.
        var window: Summary?
        /// The last window run's phases, as its `first-frame` event gave them.
        var windowPhases: String?
        /// A host's engine made, its theme loaded, three switches placed and drawn once, milliseconds.
        var createToFirstDraw: Summary
    }

    /// `runs` of each; nil when there is no `switchyard` next to the running executable.
    static func run(runs: Int) throws -> Result? {
        guard let executable = BenchPaths.switchyardExecutable() else { return nil }
        let runs = max(1, runs)
        var headless: [Double] = []
        for _ in 0..<runs {
            let start = BenchClock.nanoseconds()
            let output = try BenchPaths.runProcess(executable, arguments: ["--headless", "--frames", "1"])
            let end = BenchClock.nanoseconds()
            guard output.status == 0 else {
                throw RuntimeError(
                    "\(executable) --headless --frames 1 exited with \(output.status): \(output.standardError)")
            }
            headless.append(Double(end &- start) / 1e6)
        }
        let window = try hasDisplay ? windowRuns(executable, runs: runs) : nil
        let created = try (0..<runs).map { _ in try createToFirstDraw() }
        return Result(
            headless: Summary(headless), window: window.map { Summary($0.times) }, windowPhases: window?.phases,
            createToFirstDraw: Summary(created))
    }

    /// True when a window can open: an X display named and SDL not told to use its dummy driver.
    static var hasDisplay: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["DISPLAY"] != nil && environment["SDL_VIDEODRIVER"] != "dummy"
    }

    /// Spawn to first present of `runs` window runs, and the last run's phases.
    private static func windowRuns(_ executable: String, runs: Int) throws -> (times: [Double], phases: String) {
        let folder = try ScratchFolder(prefix: "switchyard-startup")
        let log = folder.path + "/log.jsonl"
        var times: [Double] = []
        var phases = ""
        for _ in 0..<runs {
            try? FileManager.default.removeItem(atPath: log)
            let start = BenchClock.nanoseconds()
            let output = try BenchPaths.runProcess(executable, arguments: ["--frames", "1", "--log", log])
            guard output.status == 0 else {
                throw RuntimeError("\(executable) --frames 1 exited with \(output.status): \(output.standardError)")
            }
            let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            guard let line = text.split(separator: "\n").first(where: { $0.contains("\"first-frame\"") }),
                let stamp = line.firstMatch(of: /monotonic (\d+) ns/).flatMap({ UInt64($0.1) }),
                let detail = line.firstMatch(of: /"detail":"([^"]*);/).map({ String($0.1) })
            else { throw RuntimeError("\(executable) --frames 1 logged no first-frame event in \(log)") }
            times.append(Double(stamp &- start) / 1e6)
            phases = detail
        }
        return (times, phases)
    }

    /// One host engine from creation to the end of its first draw, milliseconds: a fresh software
    /// renderer, the engine with its own resources (fonts opened, theme decoded, images read), three
    /// switches placed, one frame drawn through the retained layer.
    private static func createToFirstDraw() throws -> Double {
        let size = Size(width: 640, height: 480)
        let host = try RenderTarget(headless: size, density: 1)
        try host.renderer.clear(Color(r: 30, g: 34, b: 48))
        let start = BenchClock.nanoseconds()
        let guest = try Renderer(borrowing: host.renderer.pointer, context: host.context)
        var options = SwitchYardEngine.Options(themePath: try ThemeSession.defaultThemePath(), size: size)
        options.watchesTheme = false
        let engine = try SwitchYardEngine(renderer: guest, options: options)
        guard case .loaded = engine.loadTheme() else { throw RuntimeError("the default theme does not load") }
        for (index, id) in ["hm", "mmm", "kyl"].enumerated() {
            try engine.addSwitch(id: id, style: id, origin: Point(x: 80, y: 120 + Double(index) * 90))
        }
        try engine.draw(clearing: false)
        try host.renderer.flush()
        return Double(BenchClock.nanoseconds() &- start) / 1e6
    }
}
