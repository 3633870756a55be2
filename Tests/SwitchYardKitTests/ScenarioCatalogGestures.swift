import Scenarios
import SceneGraph

@testable import SwitchYardKit

/// One pointer on one switch: taps, drags, leaving the pressed area, panning across, reversing.
extension ScenarioCatalog {
    static var tap: ShippedScenario {
        ShippedScenario(
            name: "tap", rule: "Tap (down and up inside, movement under the slop): toggles.",
            theme: "mmm-switch.json"
        ) { s in
            let a = "mmm-default"
            let p = s.at(a, 0.5)
            s.down(.mouse, p, at: 10)
            s.expect(at: 10, [a: (false, .selectedPressedOff)], callbacks: [.state(a, .selectedPressedOff)])
            s.move(.mouse, s.offset(p, 4, 3), at: 12)
            s.up(.mouse, s.offset(p, 4, 3), at: 14)
            s.expect(at: 14, [a: (true, .on)], callbacks: [.state(a, .on), .value(a, true)])
            s.expect(at: 40, [a: (true, .on)], callbacks: [])
            s.tap(.finger(1), p, at: 50, hold: 3)
            s.expect(
                at: 53, [a: (false, .off)],
                callbacks: [.state(a, .selectedPressedOn), .state(a, .off), .value(a, false)])
            s.expect(at: 80, [a: (false, .off)], callbacks: [])
        }
    }

    static var dragPastMiddle: ShippedScenario {
        ShippedScenario(
            name: "drag-past-middle",
            rule: "Drag: past the slop the thumb follows the pointer; on release the side it is on decides.",
            theme: "kyl-custom-switch.json"
        ) { s in
            let a = "kyl-colours"
            let b = "kyl-demo"
            let travel = s.travel[a] ?? 0
            let start = s.at(a, 0.15)
            s.stroke(.mouse, from: start, to: s.offset(start, 0.6 * travel), down: 10, over: 11...20, up: 22)
            s.probe(at: 15, "the thumb follows the pointer (0.3 of the way on)") {
                abs(($0.engine.switchNode(id: a)?.thumbPosition ?? 0) - 0.3) < 1e-9
            }
            s.expect(at: 15, [a: (false, .selectedPressedOff)], callbacks: [.state(a, .selectedPressedOff)])
            s.expect(at: 20, [a: (false, .selectedPressedOn)], callbacks: [.state(a, .selectedPressedOn)])
            s.expect(at: 22, [a: (true, .on)], callbacks: [.state(a, .on), .value(a, true)])
            let from = s.at(b, 0.85)
            s.stroke(.finger(7), from: from, to: s.offset(from, -0.7 * travel, 6), down: 50, over: 51...60, up: 61)
            s.expect(
                at: 60, [b: (true, .selectedPressedOff)],
                callbacks: [.state(b, .selectedPressedOn), .state(b, .selectedPressedOff)])
            s.expect(at: 61, [b: (false, .off)], callbacks: [.state(b, .off), .value(b, false)])
            s.expect(at: 90, [a: (true, .on), b: (false, .off)], callbacks: [])
        }
    }

    static var dragReturns: ShippedScenario {
        ShippedScenario(
            name: "drag-returns",
            rule: "A drag whose net movement ends on the starting side (or exactly on the middle) does not toggle.",
            theme: "kyl-custom-switch.json"
        ) { s in
            let a = "kyl-colours"
            let b = "kyl-images"
            let travel = s.travel[a] ?? 0
            let start = s.at(a, 0.15)
            s.down(.mouse, start, at: 10)
            s.drag(.mouse, from: start, to: s.offset(start, 0.7 * travel), over: 11...20)
            s.expect(
                at: 20, [a: (false, .selectedPressedOn)],
                callbacks: [.state(a, .selectedPressedOff), .state(a, .selectedPressedOn)])
            s.drag(.mouse, from: s.offset(start, 0.7 * travel), to: s.offset(start, 0.2 * travel), over: 21...30)
            s.up(.mouse, s.offset(start, 0.2 * travel), at: 32)
            s.expect(at: 32, [a: (false, .off)], callbacks: [.state(a, .selectedPressedOff), .state(a, .off)])
            let middle = s.at(b, 0.15)
            s.stroke(
                .finger(2), from: middle, to: s.offset(middle, 0.5 * (s.travel[b] ?? 0)), down: 60, over: 61...66,
                up: 68)
            s.probe(at: 66, "the thumb is exactly on the middle") {
                $0.engine.switchNode(id: b)?.thumbPosition == 0.5
            }
            s.expect(at: 68, [b: (false, .off)], callbacks: [.state(b, .selectedPressedOff), .state(b, .off)])
            s.expect(at: 100, [a: (false, .off), b: (false, .off)], callbacks: [])
        }
    }

    static var releaseOutside: ShippedScenario {
        ShippedScenario(
            name: "release-outside",
            rule: "Release outside the hit area (plus a margin): no toggle, wherever the thumb was dragged.",
            theme: "hm-custom-switch.json"
        ) { s in
            let a = "hm-one-zero"
            let b = "hm-standard"
            let start = s.at(a, 0.5)
            let outside = s.offset(start, 150)
            s.stroke(.mouse, from: start, to: outside, down: 10, over: 11...20, up: 22)
            s.expect(
                at: 20, [a: (false, .selectedUnpressedOn)],
                callbacks: [
                    .state(a, .selectedPressedOff), .state(a, .selectedPressedOn), .state(a, .selectedUnpressedOn),
                ])
            s.expect(at: 22, [a: (false, .off)], callbacks: [.state(a, .off)])
            let from = s.at(b, 0.5)
            let left = s.offset(from, -200)
            s.stroke(.finger(1), from: from, to: left, down: 50, over: 51...60, up: 62)
            s.expect(
                at: 62, [b: (true, .on)],
                callbacks: [
                    .state(b, .selectedPressedOn), .state(b, .selectedPressedOff), .state(b, .selectedUnpressedOff),
                    .state(b, .on),
                ])
            s.expect(at: 90, [a: (false, .off), b: (true, .on)], callbacks: [])
        }
    }

    static var outAndBackIn: ShippedScenario {
        ShippedScenario(
            name: "out-and-back-in",
            rule: "Moving out of the pressed area and back in while held is allowed: the release inside counts.",
            theme: "mmm-switch.json"
        ) { s in
            let a = "mmm-wide"
            let start = s.at(a, 0.2)
            let out = s.offset(start, 200)
            let back = s.offset(start, 80)
            s.down(.mouse, start, at: 10)
            s.drag(.mouse, from: start, to: out, over: 11...20)
            s.expect(
                at: 20, [a: (false, .selectedUnpressedOn)],
                callbacks: [
                    .state(a, .selectedPressedOff), .state(a, .selectedPressedOn), .state(a, .selectedUnpressedOn),
                ])
            s.drag(.mouse, from: out, to: back, over: 21...30)
            s.expect(at: 30, [a: (false, .selectedPressedOn)], callbacks: [.state(a, .selectedPressedOn)])
            s.up(.mouse, back, at: 32)
            s.expect(at: 32, [a: (true, .on)], callbacks: [.state(a, .on), .value(a, true)])
            s.expect(at: 60, [a: (true, .on)], callbacks: [])
        }
    }

    static var verticalPan: ShippedScenario {
        ShippedScenario(
            name: "vertical-pan",
            rule: "A gesture that turns mostly vertical (a scroll of the gallery) never toggles.",
            theme: "hm-custom-switch.json", window: Size(width: 480, height: 320)
        ) { s in
            let a = "hm-standard"
            let b = "hm-yes-no"
            let top = s.frames[b]?.minY ?? 0
            let p = s.at(a, 0.3)
            s.stroke(.mouse, from: p, to: s.offset(p, 6, 40), down: 10, over: 11...18, up: 20)
            s.expect(at: 20, [a: (true, .on)], callbacks: [.state(a, .selectedPressedOn), .state(a, .on)])
            let q = s.at(b, 0.7)
            s.stroke(.finger(3), from: q, to: s.offset(q, -8, -80), down: 40, over: 41...50, up: 52)
            s.expect(at: 50, [b: (true, .on)], callbacks: [.state(b, .selectedPressedOn), .state(b, .on)])
            s.probe(at: 52, "the pan scrolled the gallery") {
                ($0.engine.switchNode(id: b)?.sceneFrame.minY ?? top) < top
            }
            s.expect(at: 80, [a: (true, .on), b: (true, .on)], callbacks: [])
        }
    }

    static var verticalPanNoScroll: ShippedScenario {
        ShippedScenario(
            name: "vertical-pan-no-scroll",
            rule:
                "A mostly vertical movement where nothing can scroll that way stays a press: off the switch it is "
                + "unpressed, back inside pressed, and the release inside toggles as a tap.",
            theme: "mmm-switch.json"
        ) { s in
            let a = "mmm-wide"
            let p = s.at(a, 0.5)
            let out = s.offset(p, 6, 130)
            let back = s.offset(p, 4, 8)
            s.probe(at: 1, "nothing around the switch can scroll vertically") { host in
                var node = host.engine.switchNode(id: a)?.parent
                while let n = node {
                    if let scroller = n as? ScrollNode, scroller.canScroll(along: .vertical) { return false }
                    node = n.parent
                }
                return true
            }
            s.down(.finger(1), p, at: 10)
            s.drag(.finger(1), from: p, to: out, over: 11...20)
            s.expect(
                at: 20, [a: (false, .selectedUnpressedOff)],
                callbacks: [.state(a, .selectedPressedOff), .state(a, .selectedUnpressedOff)])
            s.drag(.finger(1), from: out, to: back, over: 21...28)
            s.expect(at: 28, [a: (false, .selectedPressedOff)], callbacks: [.state(a, .selectedPressedOff)])
            s.up(.finger(1), back, at: 30)
            s.expect(at: 30, [a: (true, .on)], callbacks: [.state(a, .on), .value(a, true)])
            s.expect(at: 60, [a: (true, .on)], callbacks: [])
        }
    }

    static var trackTapIgnore: ShippedScenario {
        ShippedScenario(
            name: "track-tap-ignore",
            rule:
                "With trackTap \"ignore\" only the thumb takes presses: a tap on the track away from it does "
                + "nothing, a tap on it toggles.",
            theme: "hwc-custom-uiswitch.json"
        ) { s in
            let a = "hwc-off"
            s.tap(.mouse, s.at(a, 0.75), at: 10)
            s.expect(at: 14, [a: (false, .off)], callbacks: [])
            s.tap(.finger(1), s.at(a, 0.25), at: 20)
            s.expect(
                at: 24, [a: (true, .on)], callbacks: [.state(a, .selectedPressedOff), .state(a, .on), .value(a, true)])
            s.tap(.mouse, s.at(a, 0.25), at: 100)
            s.expect(at: 104, [a: (true, .on)], callbacks: [])
            s.tap(.mouse, s.at(a, 0.75), at: 110)
            s.expect(
                at: 114, [a: (false, .off)],
                callbacks: [.state(a, .selectedPressedOn), .state(a, .off), .value(a, false)])
            s.expect(at: 200, [a: (false, .off)], callbacks: [])
        }
    }

    static var reversalMidAnimation: ShippedScenario {
        ShippedScenario(
            name: "reversal-mid-animation",
            rule:
                "A new toggle mid-flight reverses from where the thumb is, in time proportional to the distance left.",
            theme: "hwc-custom-uiswitch.json"
        ) { s in
            let a = "hwc-off"
            let p = s.at(a, 0.5)
            func thumb(_ host: EngineScenarioHost) -> Double { host.engine.switchNode(id: a)?.thumbPosition ?? -1 }
            s.tap(.mouse, p, at: 10, hold: 2)
            s.expect(
                at: 12, [a: (true, .on)], callbacks: [.state(a, .selectedPressedOff), .state(a, .on), .value(a, true)])
            s.tap(.mouse, p, at: 40, hold: 2)
            s.probe(at: 42, "the thumb is half way when the second tap lands") { abs(thumb($0) - 0.5) < 0.01 }
            s.expect(
                at: 42, [a: (false, .off)],
                callbacks: [.state(a, .selectedPressedOn), .state(a, .off), .value(a, false)])
            s.probe(at: 43, "the thumb turns back from where it was") { (0.45..<0.5).contains(thumb($0)) }
            s.expect(at: 57, [a: (false, .off)], callbacks: [])
            s.probe(at: 70, "the way back is still under way after 28 ticks") { thumb($0) > 0 }
            s.probe(at: 73, "the way back took half the duration, as half the distance") { thumb($0) == 0 }
            s.expect(at: 110, [a: (false, .off)], callbacks: [])
        }
    }
}
