import CSDL2
import Foundation
import SDLKit
import SceneGraph
import SwitchYardKit
import TestSupport
import Testing

@testable import Playground

extension PlaygroundSDLSuite {
    /// Touch mode in the headless playground, driven by raw SDL mouse events and keys through
    /// `SDL_PushEvent`: the mouse as finger 1, an Alt-press pinning finger 2, the mirrored pinch, recordings
    /// that are touch scenarios, and mode changes letting go of everything held. Events pushed before frame
    /// f are handled at tick f - 1.
    @Suite struct TouchModeTests {
        /// A headless playground on the default theme with a `--log` file in `folder`.
        static func app(
            in folder: TestFolder, size: Size = Size(width: 1280, height: 800), frames: Int, touch: Bool,
            recordTo: String? = nil
        ) throws -> PlaygroundApp {
            var options = Repository.headlessOptions(size: size, frames: frames, log: folder.path("log.jsonl"))
            options.touch = touch
            return try PlaygroundApp(options: options, recordTo: recordTo)
        }

        /// The centre of switch `id` in whole window points, as a mouse reports it.
        static func centre(of id: String, in app: PlaygroundApp) -> Point {
            let c = app.engine.switchNode(id: id)?.sceneFrame.center ?? .zero
            return Point(x: c.x.rounded(), y: c.y.rounded())
        }

        @Test func onePinnedFingerAndTheMouseHoldTwoSwitchesAndTheRecordingIsATouchScenario() throws {
            let folder = try TestFolder()
            let recordPath = folder.path("touch.jsonl")
            let app = try Self.app(in: folder, frames: 40, touch: true, recordTo: recordPath)
            let input = SDLEventInjector(windowSize: app.target.pointSize)
            defer { input.setAlt(false) }
            var whileBothHeld: [String] = []
            var labelWhilePinned = ""
            var labelAfterLift = ""
            let before: (Int) -> Void = { frame in
                let hm = Self.centre(of: "hm", in: app)
                let kyl = Self.centre(of: "kyl", in: app)
                switch frame {
                case 2:
                    input.setAlt(true)
                    input.mouseButton(down: true, at: hm)
                case 3:
                    input.setAlt(false)
                    input.mouseButton(down: false, at: hm)
                case 4: input.mouseButton(down: true, at: kyl)
                case 5:
                    whileBothHeld = ["hm", "kyl"].map {
                        "\($0) \(app.engine.switchNode(id: $0)?.state.rawValue ?? "?")"
                    }
                    labelWhilePinned = app.hud.touch.labelText
                    #expect(app.hud.touch.points == [kyl, hm])
                    input.mouseButton(down: false, at: kyl)
                // Finger 1 on the switch the pinned finger holds: ignored, one pointer per switch.
                case 6: input.mouseButton(down: true, at: hm)
                case 7: input.mouseButton(down: false, at: hm)
                case 8:
                    input.setAlt(true)
                    input.mouseButton(down: true, at: Point(x: 20, y: 780))
                case 9:
                    input.setAlt(false)
                    input.mouseButton(down: false, at: Point(x: 20, y: 780))
                case 10: labelAfterLift = app.hud.touch.labelText
                default: break
                }
            }
            #expect(app.runHeadless(before: before) == 0)
            #expect(input.failures.isEmpty, "\(input.failures)")
            #expect(whileBothHeld == ["hm selectedPressedOn", "kyl selectedPressedOff"])
            #expect(labelWhilePinned == "touch, finger pinned")
            #expect(labelAfterLift == "touch")

            let log = try EventLogReader(path: folder.path("log.jsonl"))
            #expect(
                log.callbacks() == [
                    "1 hm selectedPressedOn on",
                    "3 kyl selectedPressedOff off",
                    "4 kyl on on", "4 kyl value on",
                    "7 hm off off", "7 hm value off",
                ])
            #expect(log.events("touchMode").map { $0["detail"] as? String } == ["touch"])

            let pointers = try Self.recordedPointers(recordPath)
            #expect(!pointers.isEmpty)
            #expect(Set(pointers.map(\.pointer)) == ["1", "2"], "\(pointers)")
            #expect(pointers.first?.event == "down" && pointers.first?.pointer == "2")
            var replay = ReplayOptions()
            replay.files = [recordPath]
            replay.headless = true
            replay.strict = true
            #expect(ReplayCommand.run(replay) == 0)
        }

        @Test func mirroredModePressesTwoSwitchesPlacedSymmetricallyAroundTheCentre() throws {
            let folder = try TestFolder()
            // At 800 points wide the gallery's two columns are symmetric about x = 400; 505 = spring's
            // centre y + mmm's, so spring's centre mirrors onto mmm's. L first hides the event log, whose drawer
            // would otherwise take the bottom of this narrow window: the gallery gets the whole window.
            let size = Size(width: 800, height: 505)
            let app = try Self.app(in: folder, size: size, frames: 30, touch: true)
            let input = SDLEventInjector(windowSize: size)
            var spring = Point.zero
            var mmmFrame = Rect.zero
            var labelWhileHeld = ""
            var pointsWhileHeld: [Point] = []
            let before: (Int) -> Void = { frame in
                switch frame {
                case 1: input.key(SDLK_l)
                case 2:
                    spring = Self.centre(of: "spring", in: app)
                    mmmFrame = app.engine.switchNode(id: "mmm")?.sceneFrame ?? .zero
                case 3: input.key(SDLK_m)
                case 4: input.mouseButton(down: true, at: spring)
                case 5:
                    labelWhileHeld = app.hud.touch.labelText
                    pointsWhileHeld = app.hud.touch.points
                    input.mouseButton(down: false, at: spring)
                default: break
                }
            }
            #expect(app.runHeadless(before: before) == 0)
            #expect(input.failures.isEmpty, "\(input.failures)")
            let mirror = Point(x: size.width - spring.x, y: size.height - spring.y)
            try #require(
                mmmFrame.insetBy(dx: 4, dy: 4).contains(mirror),
                "the gallery's layout changed: spring's mirror \(mirror) is not on mmm \(mmmFrame)")
            #expect(labelWhileHeld == "mirror")
            #expect(pointsWhileHeld == [spring, mirror])

            let log = try EventLogReader(path: folder.path("log.jsonl"))
            #expect(
                log.callbacks() == [
                    "3 spring selectedPressedOff off", "3 mmm selectedPressedOff off",
                    "4 spring on on", "4 spring value on", "4 mmm on on", "4 mmm value on",
                ])
            #expect(log.events("touchMode").map { $0["detail"] as? String } == ["touch", "mirrored"])
        }

        @Test func changingTheModeLetsGoOfTheMouseAndEveryFingerItHolds() throws {
            let folder = try TestFolder()
            let app = try Self.app(in: folder, frames: 20, touch: false)
            let input = SDLEventInjector(windowSize: app.target.pointSize)
            defer { input.setAlt(false) }
            var heldAfterCycle: [String] = []
            let before: (Int) -> Void = { frame in
                let at = { (id: String) in Self.centre(of: id, in: app) }
                switch frame {
                case 2: input.mouseButton(down: true, at: at("hm"))
                case 3: input.key(SDLK_m)
                case 4: input.mouseButton(down: false, at: at("hm"))
                case 5:
                    input.setAlt(true)
                    input.mouseButton(down: true, at: at("kyl"))
                case 6:
                    input.setAlt(false)
                    input.mouseButton(down: false, at: at("kyl"))
                case 7: input.mouseButton(down: true, at: at("mmm"))
                case 8: input.key(SDLK_m)
                case 9:
                    heldAfterCycle = app.engine.switches.filter { ![.off, .on].contains($0.state) }.map(\.id)
                    input.mouseButton(down: false, at: at("mmm"))
                case 10: input.mouseButton(down: true, at: at("hwc"))
                case 11: input.key(SDLK_m)
                case 12: input.mouseButton(down: false, at: at("hwc"))
                default: break
                }
            }
            #expect(app.runHeadless(before: before) == 0)
            #expect(input.failures.isEmpty, "\(input.failures)")
            #expect(heldAfterCycle.isEmpty)
            let log = try EventLogReader(path: folder.path("log.jsonl"))
            #expect(
                log.callbacks() == [
                    "1 hm selectedPressedOn on", "2 hm on on",
                    "4 kyl selectedPressedOff off",
                    "6 mmm selectedPressedOff off", "7 mmm off off", "7 kyl off off",
                    "9 hwc selectedPressedOff off", "10 hwc off off",
                ])
            #expect(log.events("touchMode").map { $0["detail"] as? String } == ["touch", "mirrored", "off"])
            #expect(app.engine.switches.allSatisfy { [.off, .on].contains($0.state) })
            #expect(app.engine.switches.filter(\.isOn).map(\.id) == ["hm", "hm-multi-line", "mmm-large"])
            #expect(app.hud.touch.isHidden && app.hud.touch.points.isEmpty)
        }

        /// The pointer and event of every `down`, `move`, `up` and `cancel` line of a recording.
        static func recordedPointers(_ path: String) throws -> [(event: String, pointer: String)] {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            return try text.split(separator: "\n").compactMap { line in
                let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
                guard let event = object?["event"] as? String, ["down", "move", "up", "cancel"].contains(event),
                    let pointer = object?["pointer"]
                else { return nil }
                return (event, "\(pointer)")
            }
        }
    }
}
