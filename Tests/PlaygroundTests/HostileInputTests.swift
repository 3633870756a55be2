import CSDL2
import SceneGraph
import SwitchYardKit
import Testing

@testable import Playground

extension PlaygroundSDLSuite {
    /// Input no user should send but devices and drivers do: floods, odd finger ids, lone ups, touches at
    /// NaN or infinite places, and auto-repeat, all through `SDL_PushEvent` into a headless playground.
    @Suite struct HostileInputTests {
        @Test func tenThousandEventsInOneFrameAreAllHandled() throws {
            let h = try HostileHarness(frames: 4)
            h.beforeFrame = { frame in
                guard frame == 2 else { return }
                let mmm = h.center(of: "mmm")
                for _ in 0..<5_000 {
                    h.mouse(down: true, at: mmm)
                    h.mouse(down: false, at: mmm)
                }
            }
            #expect(h.run() == 0)
            #expect(h.failures.isEmpty, "\(h.failures.prefix(3))")
            // 5,000 taps: 5,000 toggles, an even number, so the switch ends where it started.
            #expect(try h.valueChanges() == 5_000)
            #expect(h.app.engine.switchNode(id: "mmm")?.isOn == false)
            #expect(h.app.engine.switchNode(id: "mmm")?.state == .off)
        }

        @Test func hugeAndReusedFingerIDsEachDriveTheirSwitch() throws {
            let h = try HostileHarness(frames: 8)
            h.beforeFrame = { frame in
                let (mmm, kyl) = (h.center(of: "mmm"), h.center(of: "kyl"))
                // The hwc style takes presses only on its tag, which covers the left half while off.
                let hwc = h.center(of: "hwc") - Point(x: 25, y: 0)
                switch frame {
                case 2:
                    h.finger(SDL_FINGERDOWN, id: Int64.max, at: mmm)
                    h.finger(SDL_FINGERDOWN, id: Int64.min, at: kyl)
                case 3:
                    h.finger(SDL_FINGERUP, id: Int64.max, at: mmm)
                    h.finger(SDL_FINGERUP, id: Int64.min, at: kyl)
                case 4:
                    h.finger(SDL_FINGERDOWN, id: 7, at: hwc)
                    h.finger(SDL_FINGERUP, id: 7, at: hwc)
                case 5:
                    // The same id again, on another switch, pressed twice without an up in between.
                    h.finger(SDL_FINGERDOWN, id: 7, at: mmm)
                    h.finger(SDL_FINGERDOWN, id: 7, at: mmm)
                    h.finger(SDL_FINGERUP, id: 7, at: mmm)
                default: break
                }
            }
            #expect(h.run() == 0)
            #expect(h.failures.isEmpty, "\(h.failures)")
            let on = h.app.engine.switches.filter(\.isOn).map(\.id)
            // mmm toggled on by the huge id, then back off by the reused id 7; kyl and hwc toggled on.
            #expect(on == ["hm", "hm-multi-line", "hwc", "mmm-large", "kyl"])
            #expect(h.app.engine.switches.allSatisfy { !$0.state.isSelected })
            #expect(h.app.engine.scene.router.capturedPointers.isEmpty)
        }

        @Test func upsWithoutDownsDoNothing() throws {
            let h = try HostileHarness(frames: 4)
            h.beforeFrame = { frame in
                guard frame == 2 else { return }
                h.finger(SDL_FINGERUP, id: 99, at: h.center(of: "mmm"))
                h.mouse(down: false, at: h.center(of: "kyl"))
                h.finger(SDL_FINGERMOTION, id: 98, at: h.center(of: "hwc"))
            }
            #expect(h.run() == 0)
            #expect(try h.callbacks().isEmpty)
        }

        @Test func touchesAtNaNInfiniteAndOutsideCoordinatesNeverToggleOrBreakDrawing() throws {
            let h = try HostileHarness(frames: 8)
            let odd: [(Float, Float)] = [
                (.nan, 0.5), (0.5, .nan), (.infinity, 0.5), (-.infinity, -.infinity), (-3, 0.5), (0.5, 7),
                (Float.greatestFiniteMagnitude, 0.1), (-0.0, 1.5),
            ]
            h.beforeFrame = { frame in
                switch frame {
                case 2:
                    for (i, p) in odd.enumerated() { h.finger(SDL_FINGERDOWN, id: Int64(i + 1), x: p.0, y: p.1) }
                case 3:
                    for (i, p) in odd.enumerated() { h.finger(SDL_FINGERMOTION, id: Int64(i + 1), x: p.1, y: p.0) }
                case 4:
                    for (i, p) in odd.enumerated() { h.finger(SDL_FINGERUP, id: Int64(i + 1), x: p.0, y: p.1) }
                case 5:
                    // A finger down on a switch that then moves to NaN and lifts at infinity: no toggle.
                    h.finger(SDL_FINGERDOWN, id: 50, at: h.center(of: "mmm"))
                    h.finger(SDL_FINGERMOTION, id: 50, x: .nan, y: .nan)
                    h.finger(SDL_FINGERUP, id: 50, x: .infinity, y: .infinity)
                default: break
                }
            }
            #expect(h.run() == 0)
            #expect(h.failures.isEmpty, "\(h.failures)")
            #expect(try h.valueChanges() == 0)
            #expect(h.app.engine.switches.allSatisfy { !$0.state.isSelected })
            var list = DrawList()
            h.app.engine.buildDrawList(into: &list)
            #expect(allFinite(list))
        }

        @Test func heldKeysWithAutoRepeatToggleOnce() throws {
            let h = try HostileHarness(frames: 6)
            h.beforeFrame = { frame in
                switch frame {
                case 2: h.key(SDLK_TAB)
                case 3:
                    h.key(SDLK_SPACE)
                    for _ in 0..<30 { h.key(SDLK_SPACE, repeating: true) }
                case 4:
                    h.key(SDLK_RETURN)
                    for _ in 0..<30 { h.key(SDLK_RETURN, repeating: true) }
                    for _ in 0..<30 { h.key(SDLK_LEFT, repeating: true) }
                default: break
                }
            }
            #expect(h.run() == 0)
            // Space toggles the focused switch (hm, on) once, Enter once more, held Left sets it off once.
            let values = try h.callbacks().filter { $0.contains(" value ") }
            #expect(values.count == 3, "\(values)")
            #expect(Set(values.map { $0.split(separator: " ")[1] }).count == 1)
        }
    }
}
