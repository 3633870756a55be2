import CSDL2
import Foundation
import Scenarios
import SceneGraph
import SwitchYardKit
import TestSupport
import Testing

@testable import Playground

extension PlaygroundSDLSuite {
    /// A recording keeps real time: its ticks are the time since it started at 60 Hz whether frames are drawn
    /// or not, the scene is advanced to an input's tick before the input is routed, and checkpoints fall due
    /// on the way (docs/scenarios.md, "Recording").
    @Suite struct RealTimeRecordingTests {
        /// A clock the test moves by hand.
        final class FakeClock {
            var seconds = 0.0
        }

        /// A driver on the mmm-switch gallery at 800 x 600, on `clock`, recording into `path`.
        static func recording(
            into path: String, clock: FakeClock, checkpointSeconds: Double, headless: Headless
        ) throws -> SceneDriver {
            let engine = try headless.makeEngine(path: Repository.theme("mmm-switch.json"))
            guard case .loaded = engine.loadTheme() else { throw RuntimeError("the theme does not load") }
            let driver = SceneDriver(engine: engine) { clock.seconds }
            try driver.startRecording(checkpointSeconds: checkpointSeconds) {
                var initial: [String: ScenarioInitialState] = [:]
                for node in engine.switches {
                    initial[node.id] = ScenarioInitialState(isOn: node.isOn, isEnabled: node.isEnabled)
                }
                let header = ScenarioHeader(
                    windowPoints: engine.size, windowPixels: PixelSize(width: 800, height: 600),
                    theme: ScenarioThemeReference(
                        path: ScenarioPaths.headerPath(forTheme: engine.themes.path, scenarioFile: path),
                        sha256: SHA256.hexDigest(engine.themes.contents)),
                    initial: initial)
                return try RecordingSession(path: path, header: header)
            }
            return driver
        }

        static func tap(_ driver: SceneDriver, _ id: String) {
            let center = driver.engine.switchNode(id: id)?.sceneFrame.center ?? .zero
            driver.deliver(.pointerDown(.mouse, center, .primary))
            driver.deliver(.pointerUp(.mouse, center, .primary))
        }

        static func replay(_ path: String, headless: Headless) throws -> ScenarioReport {
            let parsed = ScenarioFile.parse(text: try String(contentsOfFile: path, encoding: .utf8), file: path)
            let scenario = try #require(parsed.scenario, "\(parsed.diagnostics)")
            let engine = try headless.makeEngine(path: Repository.theme("mmm-switch.json"))
            let host = EngineScenarioHost(engine: engine, scenarioFile: path, strict: true)
            return ScenarioPlayer.run(scenario, file: path, host: host)
        }

        static func lines(_ path: String) throws -> [[String: Any]] {
            try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").dropFirst().map {
                try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
            }
        }

        /// Two taps a second apart with no frame drawn in between (nothing calls the driver meanwhile) are
        /// recorded 60 ticks apart; the first tap's animation settles while idle and its checkpoint is
        /// written at the tick it settled, before the second tap; the file replays exactly.
        @Test func inputsASecondApartWithNoFramesBetweenAreSixtyTicksApart() throws {
            let headless = try Headless.playground(width: 800, height: 600)
            let folder = try TestFolder()
            let path = folder.path("real-time.jsonl")
            let clock = FakeClock()
            clock.seconds = 3.25  // the app has run for a while: the recording still starts at tick 0
            let driver = try Self.recording(into: path, clock: clock, checkpointSeconds: 0, headless: headless)
            let id = try #require(driver.engine.switches.first?.id)
            clock.seconds += 0.5
            Self.tap(driver, id)
            #expect(driver.tick == 30)
            clock.seconds += 1
            Self.tap(driver, id)
            #expect(driver.tick == 90)
            clock.seconds += 1
            _ = driver.stopRecording()

            let lines = try Self.lines(path)
            let downs = lines.filter { $0["event"] as? String == "down" }.compactMap { $0["tick"] as? Int }
            let ups = lines.filter { $0["event"] as? String == "up" }.compactMap { $0["tick"] as? Int }
            #expect(downs == [30, 90] && ups == [30, 90])
            let checks = lines.filter { $0["expect"] != nil }.compactMap { $0["tick"] as? Int }
            #expect(checks.count == 3, "a checkpoint after each settled change and the outcome: \(checks)")
            #expect(checks.first.map { $0 > 30 && $0 < 90 } == true, "the first settles while idle: \(checks)")
            #expect(checks.last == 150)
            #expect(lines.last?["end"] as? Int == 150)
            let report = try Self.replay(path, headless: headless)
            #expect(report.passed, "\(report.failures)")
            #expect(report.checks == 3)
        }

        /// Pause holds the scene tick however much real time passes; slow motion counts one tick per two
        /// sixtieths; resuming counts on from where it was.
        @Test func pauseAndSlowMotionScaleRealTime() throws {
            let headless = try Headless.playground(width: 800, height: 600)
            let folder = try TestFolder()
            let clock = FakeClock()
            let driver = try Self.recording(
                into: folder.path("rates.jsonl"), clock: clock, checkpointSeconds: 0, headless: headless)
            clock.seconds = 1
            driver.togglePause()
            clock.seconds = 5
            driver.catchUp()
            #expect(driver.tick == 60)
            driver.stepOneTick()
            #expect(driver.tick == 61 && driver.time.isPaused)
            driver.togglePause()
            #expect(driver.slower())
            clock.seconds = 6
            driver.catchUp()
            #expect(driver.tick == 91)
            #expect(driver.faster())
            clock.seconds = 7
            driver.catchUp()
            #expect(driver.tick == 151)
            // `,` on a running clock pauses it first, then steps one tick.
            driver.stepOneTick()
            clock.seconds = 8
            driver.catchUp()
            #expect(driver.tick == 152 && driver.time.isPaused)
            _ = driver.stopRecording()
        }

        /// Periodic checkpoints fall every N seconds of recording time, idle or not, each with the callbacks
        /// since the one before; the file replays with all of them checked.
        @Test func periodicCheckpointsFollowRecordingTime() throws {
            let headless = try Headless.playground(width: 800, height: 600)
            let folder = try TestFolder()
            let path = folder.path("periodic.jsonl")
            let clock = FakeClock()
            let driver = try Self.recording(into: path, clock: clock, checkpointSeconds: 2, headless: headless)
            let id = try #require(driver.engine.switches.first?.id)
            clock.seconds = 1
            Self.tap(driver, id)
            clock.seconds = 7
            _ = driver.stopRecording()
            let checks = try Self.lines(path).filter { $0["expect"] != nil }
            let ticks = checks.compactMap { $0["tick"] as? Int }
            #expect(ticks.filter { $0 % 120 == 0 } == [120, 240, 360], "\(ticks)")
            #expect(ticks.count == 5, "after the tap settled, at 2, 4 and 6 s, and the outcome: \(ticks)")
            let report = try Self.replay(path, headless: headless)
            #expect(report.passed, "\(report.failures)")
            #expect(report.checks == 5)
        }

        /// The event log keeps one time axis, the time since the app started: R starting a recording (which
        /// starts the scene clock over) makes no tick in the `--log` file or second in the panel go back, and
        /// the recording's start and stop are events in both.
        @Test func theEventLogKeepsOneTimeAxisAcrossARecording() throws {
            Repository.prepareSDL()
            let folder = try TestFolder()
            var options = WindowOptions()
            options.headless = true
            options.frames = 60
            options.size = Size(width: 1280, height: 800)
            options.themePath = Repository.theme("default.json")
            options.logPath = folder.path("log.jsonl")
            let app = try PlaygroundApp(options: options, recordTo: folder.path("run.jsonl"))
            let input = SDLEventInjector(windowSize: options.size)
            var panel: [String] = []
            let result = app.runHeadless { frame in
                TimeControlTests.tap("mmm", frame: 5, at: frame, app: app, input: input)
                if frame == 20 || frame == 30 { input.key(SDLK_r) }
                TimeControlTests.tap("mmm", frame: 40, at: frame, app: app, input: input)
                panel = app.hud.logPanel.entries
            }
            #expect(result == 0)
            let log = try EventLogReader(path: folder.path("log.jsonl"))
            let ticks = log.lines.compactMap { $0["tick"] as? Int }
            #expect(ticks == ticks.sorted(), "\(ticks)")
            let starts = log.events("recording-start").compactMap { $0["tick"] as? Int }
            let stops = log.events("recording-stop").compactMap { $0["tick"] as? Int }
            #expect(starts == [0, 29] && stops == [19, 60], "R is read at the start of frames 20 and 30")
            let seconds = panel.compactMap { Double($0.prefix { $0 != "s" }) }
            #expect(seconds.count == panel.count && seconds == seconds.sorted(), "\(panel)")
            #expect(panel.contains { $0.hasSuffix("recording started") })
            #expect(panel.contains { $0.hasSuffix("recording stopped") })
            let downs = try Self.lines(folder.path("run-2.jsonl")).filter { $0["event"] as? String == "down" }
            let downTicks = downs.compactMap { $0["tick"] as? Int }
            #expect(downTicks == [10], "frame 40 is tick 10 of a recording begun at frame 30")
        }
    }
}
