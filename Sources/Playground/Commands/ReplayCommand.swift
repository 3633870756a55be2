import Foundation
import JSONKit
import SDLKit
import Scenarios
import SceneGraph
import SwitchYardKit

/// `switchyard replay FILE...`: plays each scenario on a virtual clock and checks its expectations,
/// headless (as fast as it goes) or in a window (at `--speed`, with touch dots), in a view of the recorded
/// size or `--size` (pointers mapped, frame hashes not checked). Exit 1 when any check failed or a file
/// could not be read; with `--junit FILE` the outcome is also written as a JUnit XML report.
enum ReplayCommand {
    static func run(_ options: ReplayOptions) -> Int32 {
        if let artifacts = options.artifactsPath, let problem = ArtifactsFolder.problem(artifacts) {
            Diagnostics.raw("switchyard: error: --artifacts \(artifacts): \(problem)")
            return 2
        }
        var junit = JUnitReport(name: "switchyard replay")
        let status = replay(options, into: &junit)
        guard let path = options.junitPath else { return status }
        do {
            try junit.write(to: path)
        } catch {
            Diagnostics.raw("\(path): error: cannot write the JUnit report: \(error)")
            return 3
        }
        return status
    }

    /// Replays every file, adding each one's outcome to `junit`; the exit status.
    private static func replay(_ options: ReplayOptions, into junit: inout JUnitReport) -> Int32 {
        let clock = ContinuousClock()
        var failed = false
        for file in options.files {
            let start = clock.now
            func seconds() -> Double {
                let elapsed = (clock.now - start).components
                return Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
            }
            let (scenario, errors) = parse(file)
            guard let scenario else {
                junit.add(file, seconds: seconds(), failures: errors)
                failed = true
                continue
            }
            let outcome: Result<ScenarioReport, RuntimeError>
            if options.headless {
                outcome = replayHeadless(scenario, file: file, options: options)
            } else {
                outcome = Result { try ReplayWindow(options: options).play(scenario, file: file) }
                    .mapError { ($0 as? RuntimeError) ?? RuntimeError("\($0)") }
            }
            switch outcome {
            case .success(let report):
                let failures = finish(report, file: file, update: options.update)
                junit.add(file, seconds: seconds(), failures: failures)
                if !failures.isEmpty { failed = true }
            case .failure(let error):
                let message = "\(error)"
                let line = message.contains(": error: ") ? message : "\(file): error: \(message)"
                Diagnostics.raw(line)
                junit.add(file, seconds: seconds(), failures: [line])
                return 3
            }
        }
        return failed ? 1 : 0
    }

    /// `record --snapshots`: replays the finished recording `file` headless, keeping a snapshot of every frame
    /// check beside it (the same frames any later replay draws); the line that says where they went, or why
    /// not.
    static func keepSnapshots(of file: String, language: String?) -> String {
        let (scenario, errors) = parse(file)
        guard let scenario else { return "switchyard: error: no snapshots kept: \(errors.first ?? file)" }
        var options = ReplayOptions()
        options.files = [file]
        options.headless = true
        options.keepsSnapshots = true
        options.window.language = language
        switch replayHeadless(scenario, file: file, options: options) {
        case .failure(let error):
            return "\(file): error: no snapshots kept: \(error)"
        case .success(let report):
            if let error = report.errors.first { return error }
            let kept = report.notes.last ?? "kept no snapshots"
            let replays =
                report.passed
                ? "" : " (the recording does not replay as it was recorded: switchyard replay \(file) says why)"
            return "switchyard: \(file): \(kept)\(replays)"
        }
    }

    /// Reads and parses `file`, printing its diagnostics; nil when it cannot be replayed, with its error
    /// lines.
    static func parse(_ file: String) -> (scenario: Scenario?, errors: [String]) {
        let data: [UInt8]
        switch BoundedFile.read(file, limit: ScenarioFile.maxBytes) {
        case .success(let bytes): data = bytes
        case .failure(let failure):
            let line = Diagnostic(file: file, line: 1, message: "\(failure)").description
            Diagnostics.raw(line)
            return (nil, [line])
        }
        let result = ScenarioFile.parse(text: String(decoding: data, as: UTF8.self), file: file)
        for diagnostic in result.diagnostics { Diagnostics.raw(diagnostic.description) }
        let errors = result.diagnostics.filter { $0.severity == .error }.map(\.description)
        return errors.isEmpty ? (result.scenario, []) : (nil, errors)
    }

    private static func replayHeadless(_ scenario: Scenario, file: String, options: ReplayOptions)
        -> Result<ScenarioReport, RuntimeError>
    {
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
            let keeper = options.keepsSnapshots ? SnapshotKeeper(host: host, scenarioFile: file, density: density) : nil
            let artifacts = options.artifactsPath.map {
                FailureArtifacts(host: host, scenarioFile: file, artifacts: $0, density: density)
            }
            player.frameObserver = keeper ?? artifacts
            player.advance(toTick: scenario.endTick)
            var report = player.finish()
            if let keeper, !report.failures.contains(where: \.isSetUp) {
                keeper.finish()
                if let error = keeper.error {
                    report.errors.append(error)
                } else {
                    report.notes.append(
                        "kept \(keeper.count) snapshot\(keeper.count == 1 ? "" : "s") in \(keeper.folder)")
                }
            }
            for warning in host.warnings { Diagnostics.raw(warning) }
            return .success(report)
        } catch {
            return .failure(RuntimeError(Diagnostics.describe(error)))
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

    /// Prints the outcome; writes the rewritten file with `--update` (not when the scene could not be set up
    /// and nothing was played). Every failure line printed; empty when it passed.
    private static func finish(_ report: ScenarioReport, file: String, update: Bool) -> [String] {
        for note in report.notes { Diagnostics.raw("\(file): note: \(note)") }
        let setUp = report.failures.contains(where: \.isSetUp)
        if update, !setUp, let text = report.updatedText {
            for error in report.errors { Diagnostics.raw(error) }
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: file))
                print("\(file): expectations updated (\(report.checks) checks, \(report.endTick) ticks)")
                return report.errors
            } catch {
                let line = "\(file): error: cannot write the updated scenario: \(error)"
                Diagnostics.raw(line)
                return report.errors + [line]
            }
        }
        let failures = report.errors + report.failures.map(\.description)
        for failure in failures { Diagnostics.raw(failure) }
        if report.passed {
            print("\(file): passed (\(report.checks) checks, \(report.endTick) ticks)")
        } else if setUp {
            print("\(file): FAILED (not played: its scene could not be set up)")
        } else {
            let failedChecks = Set(report.failures.map(\.line)).count
            print("\(file): FAILED (\(failedChecks) of \(report.checks) checks)")
        }
        return failures
    }
}
