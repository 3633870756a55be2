import Playground
import SDLKit
import SceneGraph
import SwitchYardKit

/// `switchyard bench`: frame time against the C baseline per switch count, damage regions, then hit-testing,
/// pacing, start-up, reload latency, replay speed, the idle window, embedding and the inspector (or only
/// those `--only` names); a table (or JSON) on stdout and, with `--chart`, PNGs of the frame times and the
/// damage regions. Exit 3 when a measurement cannot run.
public enum BenchCommand {
    /// `switchyard bench ARGUMENTS...`: parses them (usage errors exit 2, `--help` prints the usage) and
    /// runs the bench; the exit code.
    public static func main(_ arguments: [String]) -> Int32 {
        do {
            guard let options = try BenchArguments.parse(arguments) else {
                print(BenchArguments.usage)
                return 0
            }
            return run(options)
        } catch {
            Diagnostics.raw(error.description)
            return 2
        }
    }

    /// Runs the bench; the exit code.
    static func run(_ options: BenchOptions) -> Int32 {
        do {
            let report = try measure(options)
            print(options.json ? report.json : report.text)
            for (path, write) in BenchChart.charts(of: report, at: options.chartPath) {
                do {
                    try write()
                } catch {
                    Diagnostics.error("\(path): cannot write the chart: \(Diagnostics.describe(error))")
                    return 3
                }
            }
            return 0
        } catch {
            Diagnostics.error("bench: \(Diagnostics.describe(error))")
            return 3
        }
    }

    /// How much of each measurement a run takes: the full bench, or the seconds-long `--quick` smoke.
    struct Plan {
        var switchCounts: [Int]
        var frames: Int
        var rounds: Int
        var hitTestQueries: Int
        var sceneNodes: Int
        var layoutRepetitions: Int
        var pacingFrames: Int
        var startupRuns: Int
        var reloadEdits: Int
        var replaySeconds: Int
        var idleSeconds: Double
        var embedFrames: Int
        var damageFrames: Int
        var inspectorFrames: Int
        var inspectorWrites: Int
        var growthCounts: [Int]
        var guestCounts: [Int]
        var guestFrames: Int

        init(_ options: BenchOptions) {
            if options.quick {
                switchCounts = options.switchCounts.filter { $0 <= 100 }
                if switchCounts.isEmpty { switchCounts = [10, 100] }
                frames = min(options.frames, 8)
                rounds = 2
                hitTestQueries = 1_000
                sceneNodes = 1_000
                layoutRepetitions = 2
                pacingFrames = 30
                startupRuns = 1
                reloadEdits = 2
                replaySeconds = 5
                idleSeconds = 1
                embedFrames = 60
                damageFrames = 24
                inspectorFrames = 30
                inspectorWrites = 2
                growthCounts = [1_000, 2_000]
                guestCounts = [10, 100]
                guestFrames = 20
            } else {
                switchCounts = options.switchCounts
                frames = options.frames
                rounds = 4
                hitTestQueries = 10_000
                sceneNodes = 10_000
                layoutRepetitions = 10
                pacingFrames = 600
                startupRuns = 5
                reloadEdits = 10
                replaySeconds = 60
                idleSeconds = 10
                embedFrames = 600
                damageFrames = 600
                inspectorFrames = 300
                inspectorWrites = 10
                growthCounts = [10_000, 100_000]
                guestCounts = [10, 1_000]
                guestFrames = 300
            }
        }
    }

    /// Runs the measurements `options` asks for (all by default, `--only` names some) and gathers their figures.
    static func measure(_ options: BenchOptions) throws -> BenchReport {
        #if DEBUG
            progress("a debug build: times are not representative (make bench builds for release)")
        #endif
        let plan = Plan(options)
        let only = options.measurements
        var report = BenchReport(quick: options.quick, renderer: options.renderer.rawValue, measurements: only)
        let needsRunner = !only.isDisjoint(with: [.frames, .damage, .reload, .replay])
        let runner = needsRunner ? try SwiftFrameRunner(renderer: options.renderer) : nil
        if let runner, only.contains(.frames) {
            let font = try Assets.boldFont(in: Assets.locate())
            var frames = FrameBench(runner: runner, baseline: try BaselineProcess.locate(fontPath: font))
            frames.rounds = plan.rounds
            for count in plan.switchCounts {
                progress("\(count) switches, \(plan.frames) frames a side")
                report.frames.append(try frames.run(count: count, frames: plan.frames))
            }
        }
        if let runner, only.contains(.damage) {
            progress("damage regions against full redraws, \(plan.damageFrames) frames a side")
            report.damage = try DamageBench.run(runner: runner, frames: plan.damageFrames, rounds: plan.rounds)
        }
        if !options.quick, only.contains(.windowDamage) {
            progress("damage in a window: software and OpenGL renderers (skipped where no window opens)")
            report.windowDamage = WindowDamageBench.run(
                drivers: ["software", "opengl"], frames: plan.damageFrames / 2, rounds: plan.rounds)
        }
        let rest = BenchOptions.Measurement.allCases.filter {
            only.contains($0) && ![.frames, .damage, .windowDamage].contains($0)
        }
        if !rest.isEmpty { progress(rest.map(\.rawValue).joined(separator: ", ")) }
        if only.contains(.hitTest) {
            report.hitTest = SceneBenchmarks.hitTest(
                nodes: plan.sceneNodes, queries: plan.hitTestQueries, clock: BenchClock.nanoseconds)
        }
        if only.contains(.layout) {
            report.layout = SceneBenchmarks.layoutAndDraw(
                nodes: plan.sceneNodes, repetitions: plan.layoutRepetitions, clock: BenchClock.nanoseconds)
        }
        if only.contains(.pacing) { report.pacing = PacingBench.run(frames: plan.pacingFrames) }
        if only.contains(.startup) { report.startup = try StartupBench.run(runs: plan.startupRuns) }
        if let runner, only.contains(.reload) {
            report.reload = try ReloadBench.run(edits: plan.reloadEdits, resources: runner.resources)
        }
        if let runner, only.contains(.replay) {
            report.replay = try ReplayBench.run(seconds: plan.replaySeconds, renderer: runner.target.renderer)
        }
        if only.contains(.idle) { report.idle = try IdleBench.run(seconds: plan.idleSeconds) }
        if only.contains(.embedded) { report.embed = try EmbedBench.run(frames: plan.embedFrames) }
        if only.contains(.inspector) {
            report.inspector = try InspectorBench.run(frames: plan.inspectorFrames, writes: plan.inspectorWrites)
        }
        if only.contains(.growth) { report.growth = try GrowthBench.run(counts: plan.growthCounts) }
        if only.contains(.guest) {
            report.guest = try GuestBench.run(counts: plan.guestCounts, frames: plan.guestFrames)
        }
        return report
    }

    private static func progress(_ message: String) {
        Diagnostics.raw("bench: \(message)")
    }
}
