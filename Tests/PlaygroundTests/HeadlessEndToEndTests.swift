import CSDL2
import Foundation
import SDLKit
import SceneGraph
import SwitchYardKit
import TestSupport
import Testing

@testable import Playground

extension PlaygroundSDLSuite {
    /// The playground run headless on the default theme, fed raw SDL events through `SDL_PushEvent` at
    /// chosen frames: a mouse tap, a mouse drag, a two-finger press on two switches, and events SDL
    /// synthesises (mouse from touch, touch from mouse) that must not count. The `--log` output must
    /// hold exactly the callbacks docs/switch.md's state rules give, and the last frame must match its golden.
    @Suite struct HeadlessEndToEndTests {
        static let frames = 100

        @Test func tapDragAndTwoFingerPressThroughSDLEvents() throws {
            Repository.prepareSDL()
            let folder = try TestFolder()
            var options = WindowOptions()
            options.headless = true
            options.frames = Self.frames
            options.size = Size(width: 1280, height: 800)
            options.themePath = Repository.theme("default.json")
            options.logPath = folder.path("log.jsonl")
            options.screenshotPath = folder.path("last.png")
            let app = try PlaygroundApp(options: options)
            let input = SDLEventInjector(windowSize: options.size)
            var layout: [String: Rect] = [:]
            let before: (Int) -> Void = { frame in
                if frame == 1, let log = try? EventLogReader(path: folder.path("log.jsonl")) {
                    layout = log.switchFrames()
                }
                Self.inject(frame: frame, layout: layout, into: input)
            }
            #expect(app.runHeadless(before: before) == 0)
            #expect(input.failures.isEmpty, "\(input.failures)")
            #expect(
                Set(layout.keys) == [
                    "hm", "hm-multi-line", "hwc", "mmm", "mmm-large", "kyl", "spring", "hm-veto", "hm-pending",
                    "hwc-veto", "hwc-pending", "mmm-veto", "mmm-pending", "kyl-veto", "kyl-pending",
                ])

            let log = try EventLogReader(path: folder.path("log.jsonl"))
            // Events pushed before frame f are handled at tick f - 1 (the frame steps the clock after input).
            #expect(
                log.callbacks() == [
                    "1 mmm selectedPressedOff off",
                    "2 mmm on on", "2 mmm value on",
                    "4 kyl selectedPressedOff off",
                    "6 kyl selectedPressedOn off",
                    "8 kyl on on", "8 kyl value on",
                    "10 hwc selectedPressedOff off", "10 spring selectedPressedOff off",
                    "12 hwc on on", "12 hwc value on", "12 spring on on", "12 spring value on",
                ])
            #expect(
                log.events("cue").map {
                    "\($0["tick"] as? Int ?? -1) \($0["switch"] as? String ?? "") \($0["cue"] ?? "")"
                } == [
                    "1 mmm press", "2 mmm on", "4 kyl press", "6 kyl cross", "6 kyl on", "10 hwc press",
                    "10 spring press", "12 hwc on", "12 spring on",
                ])
            #expect(log.events("reload").count == 1)
            #expect(log.events("reload").first?["ok"] as? Bool == true)
            #expect(log.events("quit").first?["tick"] as? Int == Self.frames)
            let on = app.engine.switches.filter(\.isOn).map(\.id)
            #expect(on == ["hm", "hm-multi-line", "hwc", "mmm", "mmm-large", "kyl", "spring"])
            #expect(!app.engine.isAnimating)

            let screenshot = try Surface(context: app.target.context, contentsOf: folder.path("last.png"))
            #expect(screenshot.width == 1280 && screenshot.height == 800)
            let mismatch = try GoldenImage.mismatch(
                screenshot, named: "headless-end-to-end", tolerance: 6, context: app.target.context)
            #expect(mismatch == nil, "\(mismatch ?? "")")
        }

        /// The input script: which SDL events go in before which frame, placed from the logged layout.
        static func inject(frame: Int, layout: [String: Rect], into input: SDLEventInjector) {
            guard let mmm = layout["mmm"], let kyl = layout["kyl"], let hwc = layout["hwc"],
                let spring = layout["spring"], let hm = layout["hm"], let large = layout["mmm-large"]
            else { return }
            // The kyl thumb (50 pt across, 5 pt margin) starts at the left end; the drag carries it past
            // the middle at the second move.
            let grab = Point(x: kyl.minX + 30, y: kyl.midY)
            // The hwc style takes presses only on its tag, which covers the left half while off.
            let tag = Point(x: hwc.minX + hwc.width / 4, y: hwc.midY)
            switch frame {
            case 2: input.mouseButton(down: true, at: mmm.center)
            case 3: input.mouseButton(down: false, at: mmm.center)
            case 5: input.mouseButton(down: true, at: grab)
            case 6: input.mouseMotion(to: Point(x: grab.x + 40, y: grab.y))
            case 7: input.mouseMotion(to: Point(x: grab.x + 100, y: grab.y))
            case 8: input.mouseMotion(to: Point(x: grab.x + 140, y: grab.y))
            case 9: input.mouseButton(down: false, at: Point(x: grab.x + 140, y: grab.y))
            case 11:
                input.finger(down: true, id: 1, at: tag)
                input.finger(down: true, id: 2, at: spring.center)
            case 13:
                input.finger(down: false, id: 1, at: tag)
                input.finger(down: false, id: 2, at: spring.center)
            case 15:
                input.mouseButton(down: true, at: hm.center, which: CSDL2_TOUCH_MOUSEID())
                input.finger(down: true, id: 3, at: large.center, touch: CSDL2_MOUSE_TOUCHID())
            case 16:
                input.mouseButton(down: false, at: hm.center, which: CSDL2_TOUCH_MOUSEID())
                input.finger(down: false, id: 3, at: large.center, touch: CSDL2_MOUSE_TOUCHID())
            default: break
            }
        }
    }
}
