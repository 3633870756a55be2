import Scenarios
import SceneGraph

@testable import SwitchYardKit

/// Overlapping fingers (taps, drags past the middle, drags that return) on every seed theme.
extension ScenarioCatalog {
    static var multiTouchHM: ShippedScenario {
        ShippedScenario(
            name: "multi-touch-hm", rule: "Multi-touch on the HMCustomSwitch seed theme.",
            theme: "hm-custom-switch.json"
        ) { s in
            let a = "hm-yes-no"
            let b = "hm-purple"
            let c = "hm-green"
            let bFrom = s.at(b, 0.7)
            let cFrom = s.at(c, 0.3)
            s.down(.finger(1), s.at(a, 0.5), at: 10)
            s.down(.finger(2), bFrom, at: 11)
            s.down(.finger(3), cFrom, at: 12)
            s.drag(.finger(2), from: bFrom, to: s.offset(bFrom, -50), over: 13...20)
            s.drag(.finger(3), from: cFrom, to: s.offset(cFrom, 50), over: 13...20)
            s.up(.finger(1), s.at(a, 0.5), at: 16)
            s.expect(
                at: 20, [a: (false, .off), b: (true, .selectedPressedOff), c: (false, .selectedPressedOn)],
                callbacks: [
                    .state(a, .selectedPressedOn), .state(b, .selectedPressedOn), .state(c, .selectedPressedOff),
                    .state(a, .off), .value(a, false), .state(b, .selectedPressedOff), .state(c, .selectedPressedOn),
                ])
            s.drag(.finger(3), from: s.offset(cFrom, 50), to: s.offset(cFrom, 10), over: 21...26)
            s.up(.finger(2), s.offset(bFrom, -50), at: 24)
            s.up(.finger(3), s.offset(cFrom, 10), at: 28)
            s.expect(
                at: 28, [a: (false, .off), b: (false, .off), c: (false, .off)],
                callbacks: [
                    .state(c, .selectedPressedOff), .state(b, .off), .value(b, false), .state(c, .off),
                ])
            s.expect(at: 60, [a: (false, .off), b: (false, .off), c: (false, .off)], callbacks: [])
        }
    }

    static var multiTouchHwc: ShippedScenario {
        ShippedScenario(
            name: "multi-touch-hwc", rule: "Multi-touch on the HwcCustomUISwitch seed theme.",
            theme: "hwc-custom-uiswitch.json"
        ) { s in
            let a = "hwc-off"
            let b = "hwc-on"
            let from = s.at(a, 0.25)
            s.stroke(.finger(1), from: from, to: s.offset(from, 45), down: 10, over: 11...18, up: 19)
            s.tap(.finger(2), s.at(b, 0.5), at: 10)
            s.expect(
                at: 19, [a: (true, .on), b: (false, .off)],
                callbacks: [
                    .state(a, .selectedPressedOff), .state(b, .selectedPressedOn), .state(b, .off), .value(b, false),
                    .state(a, .selectedPressedOn), .state(a, .on), .value(a, true),
                ])
            s.expect(at: 50, [a: (true, .on), b: (false, .off)], callbacks: [])
            s.expect(at: 90, [a: (true, .on), b: (false, .off)], callbacks: [])
        }
    }

    static var multiTouchMMM: ShippedScenario {
        ShippedScenario(
            name: "multi-touch-mmm", rule: "Multi-touch on the MMMSwitch seed theme, a vertical switch among them.",
            theme: "mmm-switch.json"
        ) { s in
            let a = "mmm-wide"
            let b = "mmm-small"
            let c = "mmm-vertical"
            let aFrom = s.at(a, 0.2)
            let cFrom = s.at(c, 0.5, 0.8)
            s.stroke(.finger(5), from: aFrom, to: s.offset(aFrom, 60), down: 10, over: 13...20, up: 22)
            s.stroke(.finger(7), from: cFrom, to: s.offset(cFrom, 0, -30), down: 12, over: 13...20, up: 22)
            s.tap(.finger(6), s.at(b, 0.5), at: 11)
            s.expect(
                at: 22, [a: (true, .on), b: (false, .off), c: (true, .on)],
                callbacks: [
                    .state(a, .selectedPressedOff), .state(b, .selectedPressedOn), .state(c, .selectedPressedOff),
                    .state(c, .selectedPressedOn), .state(b, .off), .value(b, false), .state(a, .selectedPressedOn),
                    .state(a, .on), .value(a, true), .state(c, .on), .value(c, true),
                ])
            s.expect(at: 50, [a: (true, .on), b: (false, .off), c: (true, .on)], callbacks: [])
        }
    }

    static var multiTouchKYL: ShippedScenario {
        ShippedScenario(
            name: "multi-touch-kyl", rule: "Multi-touch on the KYLCustomSwitch seed theme.",
            theme: "kyl-custom-switch.json"
        ) { s in
            let a = "kyl-colours"
            let b = "kyl-demo"
            let c = "kyl-images"
            let aFrom = s.at(a, 0.2)
            let bFrom = s.at(b, 0.8)
            s.stroke(.finger(1), from: aFrom, to: s.offset(aFrom, 110), down: 10, over: 11...22, up: 24)
            s.stroke(.finger(2), from: bFrom, to: s.offset(bFrom, -110), down: 10, over: 11...22, up: 24)
            s.tap(.finger(3), s.at(c, 0.5), at: 14)
            s.expect(
                at: 24, [a: (true, .on), b: (false, .off), c: (true, .on)],
                callbacks: [
                    .state(a, .selectedPressedOff), .state(b, .selectedPressedOn), .state(c, .selectedPressedOff),
                    .state(a, .selectedPressedOn), .state(b, .selectedPressedOff), .state(c, .on), .value(c, true),
                    .state(a, .on), .value(a, true), .state(b, .off), .value(b, false),
                ])
            s.expect(at: 50, [a: (true, .on), b: (false, .off), c: (true, .on)], callbacks: [])
        }
    }
}
