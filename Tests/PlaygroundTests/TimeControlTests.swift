import CSDL2
import Foundation
import SceneGraph
import SwitchYardKit
import TestSupport
import Testing

@testable import Playground

extension PlaygroundSDLSuite {
    /// The scene clock's controls in the headless playground, driven by SDL key events: pause (`.`) freezes
    /// a switch mid-animation, `,` steps one tick while paused, `[` halves the rate so an animation takes
    /// twice the frames, `--reduce-motion` ends an animation within the 0.15 s cross-fade; and the feedback
    /// around them (the rate in the HUD, toasts, the error count in the banner).
    @Suite struct TimeControlTests {
        /// A headless app on the default theme, `frames` long.
        static func app(frames: Int, reduceMotion: Bool = false, recordTo: String? = nil) throws -> PlaygroundApp {
            Repository.prepareSDL()
            var options = WindowOptions()
            options.headless = true
            options.frames = frames
            options.size = Size(width: 1280, height: 800)
            options.themePath = Repository.theme("default.json")
            options.reducesMotion = reduceMotion
            return try PlaygroundApp(options: options, recordTo: recordTo)
        }

        /// Presses and releases the mouse on switch `id`'s centre in the frames `frame` and `frame + 1`.
        static func tap(_ id: String, frame: Int, at now: Int, app: PlaygroundApp, input: SDLEventInjector) {
            guard now == frame || now == frame + 1, let node = app.engine.switchNode(id: id) else { return }
            input.mouseButton(down: now == frame, at: node.sceneFrame.center)
        }

        @Test func pauseFreezesTheClockAndStepAdvancesOneTick() throws {
            let app = try Self.app(frames: 30)
            let input = SDLEventInjector(windowSize: app.options.size)
            var seen: [Int: (tick: Int, position: Double, state: SwitchState?)] = [:]
            let result = app.runHeadless { frame in
                let node = app.engine.switchNode(id: "hwc")
                seen[frame] = (app.sceneTick, node?.thumbPosition ?? -1, node?.state)
                Self.tap("hwc", frame: 2, at: frame, app: app, input: input)
                if frame == 8 { input.key(SDLK_PERIOD) }
                if frame == 20 { input.key(SDLK_COMMA) }
                if frame == 25 { input.key(SDLK_PERIOD) }
            }
            #expect(result == 0)
            #expect(input.failures.isEmpty, "\(input.failures)")
            let paused = try #require(seen[10])
            #expect(paused.position > 0 && paused.position < 1, "mid-animation: \(paused.position)")
            #expect(paused.state == .on)
            for frame in 10...20 {
                #expect(seen[frame]?.tick == paused.tick, "frame \(frame): the scene clock stands still")
                #expect(seen[frame]?.position == paused.position, "frame \(frame): the thumb stays")
            }
            #expect(seen[21]?.tick == paused.tick + 1, "`,` steps exactly one tick")
            #expect((seen[21]?.position ?? 0) > paused.position)
            #expect(seen[25]?.tick == paused.tick + 1)
            #expect(seen[27]?.tick == paused.tick + 3, "`.` resumes at full speed")
            #expect(app.engine.isAnimating)
        }

        @Test func halfSpeedTakesTwiceTheFrames() throws {
            let app = try Self.app(frames: 70)
            let input = SDLEventInjector(windowSize: app.options.size)
            var animating: [Int: Bool] = [:]
            var labels: [Int: String?] = [:]
            let result = app.runHeadless { frame in
                animating[frame] = app.engine.switchNode(id: "mmm")?.isAnimating
                labels[frame] = app.hud.rate.isHidden ? nil : app.hud.rate.text
                Self.tap("mmm", frame: 2, at: frame, app: app, input: input)
                if frame == 25 { input.key(SDLK_LEFTBRACKET) }
                Self.tap("mmm", frame: 26, at: frame, app: app, input: input)
            }
            #expect(result == 0)
            #expect(input.failures.isEmpty, "\(input.failures)")
            let fullSpeed = (4...24).filter { animating[$0] == true }.count
            let halfSpeed = (28...70).filter { animating[$0] == true }.count
            #expect(fullSpeed > 5 && fullSpeed < 20, "\(fullSpeed) frames at full speed")
            // One frame of slack at full speed is two at half speed, plus the phase of the held tick.
            #expect(abs(halfSpeed - 2 * fullSpeed) <= 3, "\(halfSpeed) frames at 1/2 against \(fullSpeed)")
            #expect(labels[20] == .some(nil), "nothing shown at full speed")
            #expect(labels[30] == "1/2 speed")
        }

        @Test func reduceMotionEndsTheAnimationQuickly() throws {
            let app = try Self.app(frames: 20, reduceMotion: true)
            let input = SDLEventInjector(windowSize: app.options.size)
            var seen: [Int: (position: Double, animating: Bool)] = [:]
            let result = app.runHeadless { frame in
                let node = app.engine.switchNode(id: "hwc")
                seen[frame] = (node?.thumbPosition ?? -1, node?.isAnimating ?? true)
                Self.tap("hwc", frame: 2, at: frame, app: app, input: input)
            }
            #expect(result == 0)
            #expect(seen[4]?.position == 1, "the thumb jumps at once (the style animates for 1 s)")
            #expect(seen[4]?.animating == true, "the colours cross-fade")
            #expect(seen[14]?.animating == false, "over within 0.15 s")
        }

        /// Reduce motion shows at the top left for as long as it is on, with the clock's rate when slowed.
        @Test func reduceMotionHasALastingIndicator() throws {
            let app = try Self.app(frames: 1, reduceMotion: true)
            #expect(!app.hud.rate.isHidden && app.hud.rate.text == "reduce motion")
            app.perform(.slower)
            #expect(app.hud.rate.text == "1/2 speed · reduce motion")
            app.perform(.faster)
            app.perform(.toggleReduceMotion)
            #expect(app.hud.rate.isHidden)
            app.perform(.toggleReduceMotion)
            #expect(app.hud.rate.text == "reduce motion")
        }

        /// Mute, a volume below 100 % and reduce feedback each stay at the top left while on; the volume
        /// keys step by 10 % within 0 and 100 and keep the volume while muted.
        @Test func feedbackControlsHaveLastingIndicators() throws {
            let app = try Self.app(frames: 1)
            #expect(app.hud.rate.isHidden)
            app.perform(.volumeDown)
            app.perform(.volumeDown)
            #expect(app.hud.rate.text == "volume 80 %" && app.feedback.volume == 0.8)
            app.perform(.toggleMute)
            #expect(app.hud.rate.text == "muted" && app.feedback.volume == 0.8)
            app.perform(.toggleReduceFeedback)
            #expect(app.hud.rate.text == "muted · reduce feedback")
            app.perform(.toggleMute)
            app.perform(.toggleReduceFeedback)
            for _ in 0..<5 { app.perform(.volumeUp) }
            #expect(app.hud.rate.isHidden && app.feedback.volume == 1, "the volume stops at 100 %")
            for _ in 0..<12 { app.perform(.volumeDown) }
            #expect(app.hud.rate.text == "volume 0 %" && app.feedback.volume == 0)
        }

        @Test func toastsNameTheThemeAndTheRecording() throws {
            let folder = try TestFolder()
            let out = folder.path("run.jsonl")
            let app = try Self.app(frames: 6, recordTo: out)
            let input = SDLEventInjector(windowSize: app.options.size)
            var toasts: [Int: String?] = [:]
            let result = app.runHeadless { frame in
                toasts[frame] = app.hud.toast.isHidden ? nil : app.hud.toast.text
                if frame == 3 { input.key(SDLK_t) }
            }
            #expect(result == 0)
            #expect(toasts[2] == "recording to run.jsonl in \(folder.root)")
            let theme = try #require(toasts[5] ?? nil)
            #expect(theme.hasPrefix("theme ") && theme.hasSuffix("(hm-custom-switch.json)"), "\(theme)")
        }

        @Test func bannerCountsTheErrorsAndEListsThemAll() throws {
            let app = try Self.app(frames: 1)
            #expect(app.start())
            let broken = #"{"version": 1, "styles": {"a": {"size": [0, 1], "thumb": {"shap": 1}}}, "bogus": 2}"#
            let outcome = app.engine.reloadTheme(contents: Array(broken.utf8))
            guard case .failed(let problems) = outcome else {
                Issue.record("the broken theme loaded")
                return
            }
            let all = problems.map(\.description)
            #expect(all.count >= 3, "\(all)")
            app.hud.showErrors(all)
            #expect(app.hud.banner.message == all.first && app.hud.banner.errorCount == all.count)
            #expect(app.hud.errorList.isHidden && app.hud.tabs.contains(.errors))
            app.perform(.togglePanel(.errors))
            #expect(!app.hud.errorList.isHidden && app.hud.errorList.errors == all)
            #expect(app.hud.errorList.frame == app.hud.dockLayout.panels[.errors], "the dock's Errors tab")
            app.hud.showErrors([])
            #expect(app.hud.banner.isHidden && app.hud.errorList.isHidden && !app.hud.tabs.contains(.errors))
            // One error: E shows it whole, where the banner may cut it.
            app.hud.showErrors([all[0]])
            #expect(app.hud.errorList.isHidden)
            app.perform(.togglePanel(.errors))
            #expect(!app.hud.errorList.isHidden && app.hud.errorList.errors == [all[0]])
            app.hud.showErrors([])
            // None: E says so.
            app.perform(.togglePanel(.errors))
            #expect(app.hud.toast.text == PlaygroundApp.noErrors)
            app.finish()
        }

        @Test func timeControlStepsThroughTheRates() {
            var time = TimeControl(now: 10)
            #expect(time.label == nil && !time.faster(atTick: 0, now: 10))
            #expect(time.tick(at: 11) == 60, "a second of real time is 60 ticks, frames or not")
            #expect(time.slower(atTick: 60, now: 11) && time.label == "1/2 speed")
            #expect(time.tick(at: 12) == 90)
            #expect(time.slower(atTick: 90, now: 12) && time.slower(atTick: 90, now: 12))
            #expect(!time.slower(atTick: 90, now: 12) && time.label == "1/10 speed")
            time.togglePause(atTick: 90, now: 12)
            #expect(time.label == "paused (1/10 speed)")
            #expect(time.tick(at: 100) == 90, "paused, the scene tick stands still")
            time.togglePause(atTick: 90, now: 100)
            #expect(time.tick(at: 100.5) == 93, "1/10 speed: 30 sixtieths are 3 ticks")
            #expect(time.tick(at: 99) == 90, "never before the anchor")
            var sum = 0.0
            for _ in 0..<600 { sum += 1 / 60 }
            let counted = TimeControl(now: 0)
            #expect(counted.tick(at: sum) == 600, "sums of sixtieths land on their whole tick")
        }
    }
}
