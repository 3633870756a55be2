import Foundation
import JSONKit
import SDLKit
import Scenarios
import SceneGraph
import SwitchYardKit

/// `switchyard replay FILE...`: plays each scenario on a virtual clock and checks its expectations,
/// headless (as fast as it goes) or in a window (at `--speed`, with touch dots), in a view of the recorded
/// size or `--size` (pointers mapped, frame hashes not checked). Exit 1 when any check failed or a file
/// could not be read.
enum ReplayCommand {
    static func run(_ options: ReplayOptions) -> Int32 {
        var failed = false
        for file in options.files {
            guard let scenario = parse(file) else {
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
                if !finish(report, file: file, update: options.update) { failed = true }
            case .failure(let error):
                let message = "\(error)"
                Diagnostics.raw(message.contains(": error: ") ? message : "\(file): error: \(message)")
                return 3
            }
        }
        return failed ? 1 : 0
    }

    /// Reads and parses `file`, printing its diagnostics; nil when it cannot be replayed.
    static func parse(_ file: String) -> Scenario? {
        let data: [UInt8]
        switch BoundedFile.read(file, limit: ScenarioFile.maxBytes) {
        case .success(let bytes): data = bytes
        case .failure(let failure):
            Diagnostics.raw(Diagnostic(file: file, line: 1, message: "\(failure)").description)
            return nil
        }
        let result = ScenarioFile.parse(text: String(decoding: data, as: UTF8.self), file: file)
        for diagnostic in result.diagnostics { Diagnostics.raw(diagnostic.description) }
        if result.diagnostics.contains(where: { $0.severity == .error }) { return nil }
        return result.scenario
    }

    private static func replayHeadless(_ scenario: Scenario, file: String, options: ReplayOptions)
        -> Result<ScenarioReport, RuntimeError>
    {
        do {
            let target = try RenderTarget(headless: Size(width: 1, height: 1), density: 1)
            let engine = try engine(renderer: target.renderer, scenario: scenario, file: file, options: options)
            let host = EngineScenarioHost(
                engine: engine, scenarioFile: file, strict: options.strict, fixedSize: options.size)
            let report = ScenarioPlayer.run(scenario, file: file, host: host, update: options.update)
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
    /// and nothing was played). True when it passed.
    private static func finish(_ report: ScenarioReport, file: String, update: Bool) -> Bool {
        for note in report.notes { Diagnostics.raw("\(file): note: \(note)") }
        let setUp = report.failures.contains(where: \.isSetUp)
        if update, !setUp, let text = report.updatedText {
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: file))
                print("\(file): expectations updated (\(report.checks) checks, \(report.endTick) ticks)")
                return true
            } catch {
                Diagnostics.raw("\(file): error: cannot write the updated scenario: \(error)")
                return false
            }
        }
        for failure in report.failures { Diagnostics.raw(failure.description) }
        if report.passed {
            print("\(file): passed (\(report.checks) checks, \(report.endTick) ticks)")
        } else if setUp {
            print("\(file): FAILED (not played: its scene could not be set up)")
        } else {
            let failedChecks = Set(report.failures.map(\.line)).count
            print("\(file): FAILED (\(failedChecks) of \(report.checks) checks)")
        }
        return report.passed
    }
}
