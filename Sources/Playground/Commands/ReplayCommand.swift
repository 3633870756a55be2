import Foundation
import JSONKit
import SDLKit
import Scenarios
import SceneGraph
import SwitchYardKit

/// `switchyard replay FILE...`: plays each scenario on a virtual clock and checks its expectations,
/// headless (as fast as it goes) or in a window (at `--speed`, with touch dots), in a view of the recorded
/// size or `--size` (pointers mapped, frame hashes not checked). Exit 1 when any check failed or a file
/// could not be read; with `--junit FILE` the outcome is also written as a JUnit XML report. `--shard K/N`
/// keeps a stable part of the files; headless, `--jobs N` replays them in N worker processes
/// (`ParallelReplay`), each file's lines printed together and in the order given. A quit signal or a
/// closed stdout stops the run with the rest reported as not played (`ReplayStop`, `ReplayCut`).
enum ReplayCommand {
    static func run(_ options: ReplayOptions) -> Int32 {
        // A quit signal stops the replay at the next tick with a report of what was not played; a reader
        // that goes away (`| head -1`) ends the run as an error from write, not as a SIGPIPE death.
        QuitSignal.install()
        signal(SIGPIPE, SIG_IGN)
        if let problem = OutputPaths.problem(options) {
            Diagnostics.raw(problem)
            return 2
        }
        if let parent = options.workerOf { return ReplayWorkerService.serve(options, parent: parent) }
        let files = options.shard.map { $0.select(options.files) } ?? options.files
        if let shard = options.shard, files.isEmpty {
            Diagnostics.raw(
                "switchyard: note: shard \(shard) holds none of the \(options.files.count) files given")
        }
        let name = options.shard.map { "switchyard replay (shard \($0))" } ?? "switchyard replay"
        var reporter = ReplayReporter(junit: JUnitReport(name: name))
        let status: Int32
        if options.headless, options.jobs > 1, files.count > 1 {
            status = ParallelReplay.run(files, options: options, into: &reporter)
        } else {
            status = replay(files, options: options, into: &reporter)
        }
        guard let path = options.junitPath else { return status }
        do {
            try reporter.junit.write(to: path)
        } catch {
            Diagnostics.raw("\(path): error: cannot write the JUnit report: \(Diagnostics.describe(error))")
            return 3
        }
        return status
    }

    /// Replays `files` one after the other in this process, reporting each; stops at a runtime failure, and
    /// at a quit signal or a closed stdout with the rest not played. The exit status.
    private static func replay(_ files: [String], options: ReplayOptions, into reporter: inout ReplayReporter)
        -> Int32
    {
        var failed = false
        var closedEarly = false
        var stop: ReplayStop?
        for (index, file) in files.enumerated() {
            if let stop = stop ?? ReplayStop.asked { return reporter.stopped(stop, notPlayed: files[index...]) }
            let outcome = replayFile(file, options: options)
            stop = reporter.report(outcome)
            if outcome.status == 3 { return 3 }
            if outcome.status == ReplayCut.windowClosedStatus {
                closedEarly = true
            } else if outcome.status != 0 {
                failed = true
            }
        }
        if let stop { return reporter.stopped(stop, notPlayed: []) }
        return failed ? 1 : closedEarly ? ReplayCut.windowClosedStatus : 0
    }

    /// Reads, replays and judges one file: every line it prints, its status and how long it took, nothing
    /// printed yet.
    static func replayFile(_ file: String, options: ReplayOptions) -> ReplayOutcome {
        let clock = ContinuousClock()
        let start = clock.now
        var outcome = judged(file, options: options)
        let elapsed = (clock.now - start).components
        outcome.seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        return outcome
    }

    /// `replayFile` but for the time it took.
    private static func judged(_ file: String, options: ReplayOptions) -> ReplayOutcome {
        var outcome = ReplayOutcome(file: file)
        guard let scenario = parse(file, into: &outcome) else {
            outcome.status = 1
            return outcome
        }
        let result: Result<(ScenarioReport, ReplayCut?), any Error>
        if options.headless {
            result = replayHeadless(scenario, file: file, options: options, into: &outcome)
        } else {
            result = Result { try ReplayWindow(options: options).play(scenario, file: file) }
        }
        switch result {
        case .success((let report, let cut?)):
            cut.judge(report, file: file, update: options.update, into: &outcome)
        case .success((let report, nil)):
            judge(report, file: file, update: options.update, into: &outcome)
        case .failure(let error):
            let line = Diagnostics.line(for: error, at: file)
            outcome.error(line)
            outcome.failures = [line]
            outcome.status = 3
        }
        return outcome
    }

    /// `record --snapshots`: replays the finished recording `file` headless, keeping a snapshot of every frame
    /// check beside it (the same frames any later replay draws); the line that says where they went, or why
    /// not.
    static func keepSnapshots(of file: String, language: String?) -> String {
        var scratch = ReplayOutcome(file: file)
        guard let scenario = parse(file, into: &scratch) else {
            return "switchyard: error: no snapshots kept: \(scratch.failures.first ?? file)"
        }
        var options = ReplayOptions()
        options.files = [file]
        options.headless = true
        options.keepsSnapshots = true
        options.window.language = language
        // The recording is finished: its snapshots are kept even when a quit signal closed the window.
        switch replayHeadless(scenario, file: file, options: options, stoppable: false, into: &scratch) {
        case .failure(let error):
            return "\(file): error: no snapshots kept: \(Diagnostics.describe(error))"
        case .success((let report, _)):
            if let error = report.errors.first { return error }
            let kept = report.notes.last ?? "kept no snapshots"
            let replays =
                report.passed
                ? "" : " (the recording does not replay as it was recorded: switchyard replay \(file) says why)"
            return "switchyard: \(file): \(kept)\(replays)"
        }
    }

    /// Reads and parses `file`, adding its diagnostics to `outcome` (its errors as failures); nil when it
    /// cannot be replayed.
    private static func parse(_ file: String, into outcome: inout ReplayOutcome) -> Scenario? {
        let data: [UInt8]
        switch BoundedFile.read(file, limit: ScenarioFile.maxBytes) {
        case .success(let bytes): data = bytes
        case .failure(let failure):
            let line = Diagnostic(file: file, line: 1, message: "\(failure)").description
            outcome.error(line)
            outcome.failures = [line]
            return nil
        }
        let result = ScenarioFile.parse(text: String(decoding: data, as: UTF8.self), file: file)
        for diagnostic in result.diagnostics { outcome.error(diagnostic.description) }
        outcome.failures = result.diagnostics.filter { $0.severity == .error }.map(\.description)
        return outcome.failures.isEmpty ? result.scenario : nil
    }

    /// Replays `scenario` headless, to its end or (when `stoppable`) until a quit signal: the report and,
    /// when stopped, where.
    private static func replayHeadless(
        _ scenario: Scenario, file: String, options: ReplayOptions, stoppable: Bool = true,
        into outcome: inout ReplayOutcome
    ) -> Result<(ScenarioReport, ReplayCut?), any Error> {
        do {
            // Snapshots and artifacts need the frame in pixels; a plain replay only hashes draw lists.
            let drawsFrames = options.keepsSnapshots || options.artifactsPath != nil
            let density = drawsFrames ? scenario.header.pixelDensity : 1
            let viewSize = options.size ?? scenario.header.windowPoints
            let target = try RenderTarget(
                headless: drawsFrames ? viewSize : Size(width: 1, height: 1), density: density)
            let engine = try engine(renderer: target.renderer, scenario: scenario, file: file, options: options)
            let host = EngineScenarioHost(
                engine: engine, scenarioFile: file, strict: options.strict, fixedSize: options.size)
            let player = ScenarioPlayer(scenario: scenario, file: file, host: host, update: options.update)
            let keeper = options.keepsSnapshots ? SnapshotKeeper(host: host, scenarioFile: file) : nil
            let artifacts = options.artifactsPath.map {
                FailureArtifacts(host: host, scenarioFile: file, artifacts: $0)
            }
            player.frameObserver = keeper ?? artifacts
            let cut = ReplayCut.play(player, stoppable: stoppable)
            var report = player.finish()
            // A stopped replay leaves the kept snapshots alone: finishing would remove the unplayed checks'.
            if let keeper, cut == nil, !report.failures.contains(where: \.isSetUp) {
                keeper.finish()
                if let error = keeper.error {
                    report.errors.append(error)
                } else {
                    report.notes.append(
                        "kept \(keeper.count) snapshot\(keeper.count == 1 ? "" : "s") in \(keeper.folder)")
                }
            }
            for warning in host.warnings { outcome.error(warning) }
            return .success((report, cut))
        } catch {
            return .failure(error)
        }
    }

    /// An engine for replaying `scenario` from `file`: its theme (the header's) unwatched, no theme loaded
    /// until the scenario host resets it.
    static func engine(renderer: Renderer, scenario: Scenario, file: String, options: ReplayOptions) throws
        -> SwitchYardEngine
    {
        var engineOptions = SwitchYardEngine.Options(
            themePath: ScenarioPaths.themePath(scenario.header.theme.path, scenarioFile: file),
            size: scenario.header.windowPoints)
        engineOptions.language = options.window.language
        engineOptions.watchesTheme = false
        engineOptions.showsGallery = true
        engineOptions.pixelDensity = scenario.header.pixelDensity
        return try SwitchYardEngine(renderer: renderer, options: engineOptions)
    }

    /// Adds the verdict to `outcome`; writes the rewritten file with `--update` (not when the scene could not
    /// be set up and nothing was played).
    private static func judge(_ report: ScenarioReport, file: String, update: Bool, into outcome: inout ReplayOutcome) {
        for note in report.notes { outcome.error("\(file): note: \(note)") }
        let setUp = report.failures.contains(where: \.isSetUp)
        if update, !setUp, let text = report.updatedText {
            // Snapshots that could not be kept fail the run; the expectations are still updated.
            for error in report.errors { outcome.error(error) }
            outcome.failures = report.errors
            if !report.errors.isEmpty { outcome.status = 1 }
            switch AtomicFile.write(Array(text.utf8), to: file) {
            case .success:
                outcome.say("\(file): expectations updated (\(report.checks) checks, \(report.endTick) ticks)")
            case .failure(let failure):
                let line = "\(file): error: cannot write the updated scenario: \(failure.reason)"
                outcome.error(line)
                outcome.failures.append(line)
                outcome.status = 1
            }
            return
        }
        outcome.failures = report.errors + report.failures.map(\.description)
        for failure in outcome.failures { outcome.error(failure) }
        if report.passed {
            outcome.say("\(file): passed (\(report.checks) checks, \(report.endTick) ticks)")
            return
        }
        outcome.status = 1
        if setUp {
            outcome.say("\(file): FAILED (not played: its scene could not be set up)")
        } else {
            outcome.say("\(file): FAILED (\(failedChecks(report)))")
        }
    }

    /// `1 of 5 checks: tick 14` or `2 of 14 checks: ticks 120, 300`: how many checks failed and at which
    /// ticks, in file order.
    static func failedChecks(_ report: ScenarioReport) -> String {
        var seen = Set<Int>()
        var ticks: [Int] = []
        for failure in report.failures where seen.insert(failure.line).inserted { ticks.append(failure.tick) }
        let named = ticks.count == 1 ? "tick" : "ticks"
        return "\(ticks.count) of \(report.checks) checks: \(named) " + ticks.map(String.init).joined(separator: ", ")
    }
}
