import CSDL2
import Foundation
import SDLKit
import SceneGraph
import SwitchYardKit
import TestSupport
import Testing

@testable import Playground

extension PlaygroundSDLSuite {
    /// Rumble on the pad that acted: SDL's virtual joystick with a rumble callback, the playground headless.
    /// The pad's A on a switch whose style gives `on` a rumble runs its motors at the style's strengths and
    /// stops them when its time is up; a mouse click rumbles nothing; reduce feedback turns rumble off.
    @Suite struct FeedbackRumbleTests {
        static let theme = """
            {"version": 1, "styles": {"s": {"feedback": {"on": {"rumble": {"low": 0.5, "high": 0.25, "duration": 30}}}}},
             "switches": [{"id": "a", "style": "s"}]}
            """

        /// Runs the playground headless with a virtual pad; once the engine has opened it, the pad's D-pad
        /// focuses "a" and its A toggles it, or with `mouse` a click does. The pad's rumbles after the run.
        private func rumbles(mouse: Bool = false, reduced: Bool = false) throws -> [(low: UInt16, high: UInt16)] {
            Repository.prepareSDL()
            let folder = try TestFolder()
            var options = WindowOptions()
            options.headless = true
            options.frames = 60
            options.size = Size(width: 400, height: 300)
            options.themePath = folder.write("theme.json", Self.theme)
            options.logPath = folder.path("log.jsonl")
            options.reducesFeedback = reduced
            let app = try PlaygroundApp(options: options)
            let pad = try VirtualPad()
            let input = SDLEventInjector(windowSize: options.size)
            var target = Point(x: 0, y: 0)
            // The frame the engine had the pad open (SDL reports a new pad a few frames after it is plugged).
            var ready: Int?
            let before: (Int) -> Void = { frame in
                if frame == 1, let frame = try? EventLogReader(path: folder.path("log.jsonl")).switchFrames()["a"] {
                    target = frame.center
                }
                if ready == nil, !app.engine.gamepads.controllers.isEmpty { ready = frame }
                guard let ready else { return }
                switch (frame - ready, mouse) {
                case (1, false): pad.set(.dpadRight, true)
                case (2, false): pad.set(.dpadRight, false)
                case (3, false): pad.set(.a, true)
                case (4, false): pad.set(.a, false)
                case (3, true): input.mouseButton(down: true, at: target)
                case (4, true): input.mouseButton(down: false, at: target)
                default: break
                }
            }
            #expect(app.runHeadless(before: before) == 0)
            #expect(app.engine.switchNode(id: "a")?.isOn == true, "the input toggled the switch")
            if !mouse && !reduced {
                // SDL ends a rumble at its time when the joystick is updated.
                #expect(
                    eventually {
                        SDL_JoystickUpdate(); return pad.rumbles.last.map { $0 == (0, 0) } ?? false
                    })
            }
            return pad.rumbles
        }

        @Test func thePadsATogglesAndRumblesAtTheStylesStrengthsThenStops() throws {
            let seen = try rumbles()
            #expect(seen.first.map { $0 == (32767, 16383) } == true, "\(seen)")
            #expect(seen.count == 2)
        }

        @Test func aMouseClickRumblesNothing() throws {
            #expect(try rumbles(mouse: true).isEmpty)
        }

        @Test func reduceFeedbackTurnsRumbleOff() throws {
            #expect(try rumbles(reduced: true).isEmpty)
        }
    }
}
