import Foundation
import SDLKit
import Scenarios
import SceneGraph
import SwitchYardKit
import TestSupport
import Testing

@testable import Playground

extension PlaygroundSDLSuite {
    /// The replay window's logic, headless on the shipped tap scenario: a seek lands on the same frame as
    /// playing there, pause stops the ticks, a step is exactly one tick, seeks clamp, and the timeline's
    /// clicks and keys drive it.
    @Suite struct ReplayControllerTests {
        /// A controller on `tap.jsonl` on a headless engine, with the engine, at `speed`.
        final class Bench {
            let target: RenderTarget
            let engine: SwitchYardEngine
            let host: EngineScenarioHost
            let controller: ReplayController

            init(speed: Double? = 1) throws {
                Repository.prepareSDL()
                let file = Repository.assets + "/scenarios/tap.jsonl"
                let text = try String(contentsOfFile: file, encoding: .utf8)
                let scenario = try #require(ScenarioFile.parse(text: text, file: file).scenario)
                target = try RenderTarget(headless: Size(width: 1, height: 1), density: 1)
                engine = try ReplayCommand.engine(
                    renderer: target.renderer, scenario: scenario, file: file, options: ReplayOptions())
                let host = EngineScenarioHost(engine: engine, scenarioFile: file, strict: false)
                self.host = host
                controller = ReplayController(scenario: scenario, speed: speed) {
                    ScenarioPlayer(scenario: scenario, file: file, host: host)
                }
            }

            /// The hash of the frame the engine shows now, as a check would take it.
            var frameHash: FrameHash {
                var list = DrawList()
                engine.buildDrawList(into: &list)
                return StableResourceKeys(resources: engine.resources).frameHash(of: list)
            }

            var switchStates: [String] { engine.switches.map { "\($0.id) \($0.state.rawValue)" } }
        }

        @Test func seekingToATickShowsTheFrameOfPlayingToIt() throws {
            let played = try Bench()
            var hashes: [Int: FrameHash] = [:]
            var states: [Int: [String]] = [:]
            for _ in 1...80 {
                played.controller.elapse(realTicks: 1)
                hashes[played.controller.currentTick] = played.frameHash
                states[played.controller.currentTick] = played.switchStates
            }
            #expect(played.controller.currentTick == 80 && played.controller.isFinished)
            #expect(Set(hashes.values).count > 5)
            // Back from the end (a re-run), forward again, and fresh from the start: the same frames.
            for tick in [12, 3, 40, 12, 79, 0, 11] {
                played.controller.seek(to: tick)
                #expect(played.controller.currentTick == tick)
                if tick > 0 {
                    #expect(played.frameHash == hashes[tick], "tick \(tick)")
                    #expect(played.switchStates == states[tick], "tick \(tick)")
                }
            }
            let fresh = try Bench()
            fresh.controller.seek(to: 13)
            #expect(fresh.frameHash == hashes[13])
            // A finished replay seeked back and played on finishes with every check held.
            played.controller.seek(to: 20)
            played.controller.elapse(realTicks: 4)
            #expect(played.controller.currentTick == 24)
            played.controller.seek(to: 80)
            #expect(played.controller.player.finish().passed)
            #expect(played.controller.checkpoints.allSatisfy { $0.passed == true })
        }

        @Test func pauseStopsTheTicksAndAStepIsExactlyOne() throws {
            let bench = try Bench()
            bench.controller.elapse(realTicks: 4)
            #expect(bench.controller.currentTick == 4)
            bench.controller.togglePause()
            bench.controller.elapse(realTicks: 30)
            #expect(bench.controller.currentTick == 4 && bench.controller.isPaused)
            bench.controller.step()
            #expect(bench.controller.currentTick == 5 && bench.controller.isPaused)
            bench.controller.step()
            bench.controller.step()
            #expect(bench.controller.currentTick == 7)
            let atSeven = bench.frameHash
            bench.controller.step()
            bench.controller.stepBack()
            #expect(bench.controller.currentTick == 7 && bench.frameHash == atSeven)
            bench.controller.togglePause()
            bench.controller.elapse(realTicks: 2)
            #expect(bench.controller.currentTick == 9 && !bench.controller.isPaused)
        }

        @Test func seeksClampToTheScenarioAndSpeedsFollowTheLadder() throws {
            let bench = try Bench(speed: 0.25)
            bench.controller.elapse(realTicks: 3)
            #expect(bench.controller.currentTick == 0)
            bench.controller.elapse(realTicks: 1)
            #expect(bench.controller.currentTick == 1)
            bench.controller.seek(to: 10_000)
            #expect(bench.controller.currentTick == 80 && bench.controller.isFinished)
            bench.controller.seek(to: -5)
            #expect(bench.controller.currentTick == 0 && !bench.controller.isFinished)
            bench.controller.step()
            bench.controller.stepBack()
            bench.controller.stepBack()
            #expect(bench.controller.currentTick == 0)
            #expect(bench.controller.tick(atFraction: 0.5) == 40 && bench.controller.tick(atFraction: 7) == 80)

            var labels: [String] = []
            for _ in 0..<6 {
                labels.append(ReplaySpeed.label(bench.controller.speed))
                bench.controller.faster()
            }
            #expect(labels == ["1/4x", "1/2x", "1x", "2x", "4x", "max"])
            bench.controller.slower()
            #expect(bench.controller.speed == 4)
            for _ in 0..<9 { bench.controller.slower() }
            #expect(bench.controller.speed == 0.25)
            #expect(ReplaySpeed.faster(than: 3) == 4 && ReplaySpeed.slower(than: 3) == 2)
            bench.controller.faster()
            bench.controller.faster()
            bench.controller.faster()
            #expect(bench.controller.speed == 2)
            #expect(bench.controller.isPaused)
            bench.controller.togglePause()
            bench.controller.elapse(realTicks: 3)
            #expect(bench.controller.currentTick == 6)
        }

        @Test func theTimelineMarksEveryRecordedCueAtItsTick() throws {
            let bench = try Bench()
            // tap.jsonl: a press at 10 turned on at 14, a press at 50 turned off at 53.
            #expect(bench.controller.cueTicks == [10, 14, 50, 53])
            let timeline = ReplayTimeline(resources: bench.engine.resources)
            timeline.frame = Rect(x: 0, y: 0, width: 800, height: ReplayTimeline.height)
            var list = DrawList()
            timeline.show(tick: 0, end: 80, checkpoints: [], cueTicks: bench.controller.cueTicks, status: "")
            timeline.draw(into: &list, rect: timeline.frame, scale: 1)
            let cueMarks = list.commands.filter {
                if case .fill(_, _, let color) = $0 { return color == ReplayTimeline.cue }
                return false
            }
            #expect(cueMarks.count == 4)
        }

        @Test func checkpointsAreMarkedAsTheyArePlayed() throws {
            let bench = try Bench()
            #expect(bench.controller.checkpoints.map(\.tick) == [10, 14, 40, 53, 80])
            #expect(bench.controller.checkpoints.allSatisfy { $0.passed == nil })
            bench.controller.seek(to: 40)
            #expect(bench.controller.checkpoints.map(\.passed) == [true, true, true, nil, nil])
            bench.controller.seek(to: 12)
            #expect(bench.controller.checkpoints.map(\.passed) == [true, nil, nil, nil, nil])
            bench.controller.togglePause()
            #expect(ReplayScreen.status(bench.controller) == "tick 12 / 80 · 1x · paused")
            bench.controller.seek(to: 80)
            #expect(ReplayScreen.status(bench.controller) == "tick 80 / 80 · 1x · end, Esc closes")
        }

        /// On its last frame, or paused, the replay window draws nothing more and wants no frames: the loop
        /// blocks for input (0 % of a core) instead of polling at 60 Hz (7.8 % before 4f0ee76).
        @Test func atTheEndOrPausedTheScreenDrawsNothingAndWantsNoFrames() throws {
            let bench = try Bench(speed: nil)
            let screen = ReplayScreen(
                controller: bench.controller, engine: bench.engine, target: bench.target,
                viewSize: Size(width: 800, height: 600), exitsAtEnd: false)
            #expect(screen.frame(1) && bench.controller.isFinished)
            #expect(!screen.frame(2) && !screen.wantsFrames)
            bench.controller.seek(to: 40)
            bench.controller.togglePause()
            #expect(screen.frame(3))
            #expect(!screen.frame(4) && !screen.wantsFrames)
            screen.handle(.key(KeyPress(key: .character("."))))
            #expect(screen.frame(5) && bench.controller.isFinished, "resumed, at max speed it plays to the end")
        }

        @Test func theTimelinesClicksDragsAndKeysDriveTheReplay() throws {
            let bench = try Bench()
            let timeline = ReplayTimeline(resources: bench.engine.resources)
            timeline.frame = Rect(x: 0, y: 600, width: 800, height: ReplayTimeline.height)
            var input = ReplayWindowInput()
            let track = timeline.track
            #expect(track.minY > 600 && track.maxY < 640 && track.maxX < 800)
            func click(_ x: Double, _ y: Double, down: Bool) -> ReplayWindowInput.Outcome {
                input.handle(
                    .mouseButton(MouseButtonEvent(isDown: down, x: x, y: y, button: .left)),
                    controller: bench.controller, timeline: timeline)
            }
            // A press on the gallery is not the timeline's.
            #expect(click(200, 300, down: true) == .ignored)
            #expect(input.takeSeek() == nil)
            #expect(click(track.midX, 620, down: true) == .handled)
            #expect(input.takeSeek() == 0.5)
            let moved = input.handle(
                .mouseMotion(x: track.maxX + 50, y: 500, fromTouch: false), controller: bench.controller,
                timeline: timeline)
            #expect(moved == .handled && input.takeSeek() == 1)
            #expect(click(track.minX, 620, down: false) == .handled && !input.isDragging)
            #expect(
                input.handle(
                    .mouseMotion(x: 10, y: 620, fromTouch: false), controller: bench.controller, timeline: timeline)
                    == .ignored)

            func key(_ code: KeyCode, shift: Bool = false) -> ReplayWindowInput.Outcome {
                input.handle(.key(KeyPress(key: code, shift: shift)), controller: bench.controller, timeline: timeline)
            }
            #expect(key(.character(".")) == .handled && bench.controller.isPaused)
            #expect(key(.character(",")) == .handled && bench.controller.currentTick == 1)
            #expect(key(.character(",")) == .handled && bench.controller.currentTick == 2)
            #expect(key(.character(","), shift: true) == .handled && bench.controller.currentTick == 1)
            #expect(key(.character("]")) == .handled && bench.controller.speed == 2)
            #expect(key(.character("[")) == .handled && bench.controller.speed == 1)
            #expect(key(.character("p")) == .handled && input.takeScreenshot() && !input.takeScreenshot())
            // The playground's keys do nothing here: Space and the arrows are the gallery's.
            #expect(key(.character("x")) == .ignored)
            #expect(key(.space) == .ignored && key(.right) == .ignored && key(.character("z")) == .ignored)
            #expect(key(.escape) == .quit)
        }
    }
}
