import Scenarios
import SceneGraph

@testable import SwitchYardKit

/// Several pointers, buttons and cancels: what is ignored, what is cancelled, what stays independent.
extension ScenarioCatalog {
    static var focusLossCancel: ShippedScenario {
        ShippedScenario(
            name: "focus-loss-cancel",
            rule: "Cancel (the window loses focus): back to the value at touch down, no value-changed.",
            theme: "mmm-switch.json"
        ) { s in
            let a = "mmm-default"
            let b = "mmm-large"
            let start = s.at(a, 0.3)
            s.down(.mouse, start, at: 10)
            s.drag(.mouse, from: start, to: s.offset(start, 40), over: 11...16)
            s.down(.finger(4), s.at(b, 0.5), at: 18)
            s.expect(
                at: 18, [a: (false, .selectedPressedOn), b: (true, .selectedPressedOn)],
                callbacks: [
                    .state(a, .selectedPressedOff), .state(a, .selectedPressedOn), .state(b, .selectedPressedOn),
                ])
            s.focusLost(at: 25)
            s.expect(at: 25, [a: (false, .off), b: (true, .on)], callbacks: [.state(a, .off), .state(b, .on)])
            s.tap(.mouse, s.at(a, 0.5), at: 40)
            s.expect(
                at: 44, [a: (true, .on)], callbacks: [.state(a, .selectedPressedOff), .state(a, .on), .value(a, true)])
            s.expect(at: 70, [a: (true, .on), b: (true, .on)], callbacks: [])
        }
    }

    static var twoFingersTwoSwitches: ShippedScenario {
        ShippedScenario(
            name: "two-fingers-two-switches", rule: "Two fingers on two switches work independently.",
            theme: "hm-custom-switch.json"
        ) { s in
            let a = "hm-standard"
            let b = "hm-one-zero"
            let from = s.at(a, 0.7)
            let to = s.offset(from, -60)
            s.stroke(.finger(1), from: from, to: to, down: 10, over: 13...22, up: 24)
            s.down(.finger(2), s.at(b, 0.5), at: 12)
            s.expect(
                at: 12, [a: (true, .selectedPressedOn), b: (false, .selectedPressedOff)],
                callbacks: [.state(a, .selectedPressedOn), .state(b, .selectedPressedOff)])
            s.up(.finger(2), s.at(b, 0.5), at: 18)
            s.expect(
                at: 18, [a: (true, .selectedPressedOff), b: (true, .on)],
                callbacks: [.state(a, .selectedPressedOff), .state(b, .on), .value(b, true)])
            s.expect(at: 24, [a: (false, .off), b: (true, .on)], callbacks: [.state(a, .off), .value(a, false)])
            s.expect(at: 50, [a: (false, .off), b: (true, .on)], callbacks: [])
        }
    }

    static var secondFingerIgnored: ShippedScenario {
        ShippedScenario(
            name: "second-finger-ignored", rule: "One pointer per switch: a second finger on a held switch is ignored.",
            theme: "mmm-switch.json"
        ) { s in
            let a = "mmm-large"
            let second = s.at(a, 0.2)
            s.down(.finger(1), s.at(a, 0.5), at: 10)
            s.stroke(.finger(2), from: second, to: s.offset(second, 30), down: 14, over: 15...20, up: 22)
            s.expect(at: 22, [a: (true, .selectedPressedOn)], callbacks: [.state(a, .selectedPressedOn)])
            s.up(.finger(1), s.at(a, 0.5), at: 26)
            s.expect(at: 26, [a: (false, .off)], callbacks: [.state(a, .off), .value(a, false)])
            s.down(.finger(2), second, at: 40)
            s.down(.finger(1), s.at(a, 0.5), at: 42)
            s.up(.finger(1), s.at(a, 0.5), at: 44)
            s.expect(at: 44, [a: (false, .selectedPressedOff)], callbacks: [.state(a, .selectedPressedOff)])
            s.up(.finger(2), second, at: 46)
            s.expect(at: 46, [a: (true, .on)], callbacks: [.state(a, .on), .value(a, true)])
            s.expect(at: 70, [a: (true, .on)], callbacks: [])
        }
    }

    static var rightButton: ShippedScenario {
        ShippedScenario(
            name: "right-button", rule: "Only the left mouse button: right and middle presses and drags do nothing.",
            theme: "mmm-switch.json"
        ) { s in
            let a = "mmm-default"
            let p = s.at(a, 0.3)
            s.down(.mouse, p, at: 10, button: .secondary)
            s.up(.mouse, p, at: 14, button: .secondary)
            s.expect(at: 14, [a: (false, .off)], callbacks: [])
            s.down(.mouse, p, at: 20, button: .secondary)
            s.drag(.mouse, from: p, to: s.offset(p, 40), over: 21...26)
            s.up(.mouse, s.offset(p, 40), at: 27, button: .secondary)
            s.down(.mouse, p, at: 30, button: .middle)
            s.up(.mouse, p, at: 33, button: .middle)
            s.expect(at: 33, [a: (false, .off)], callbacks: [])
            s.tap(.mouse, p, at: 40)
            s.expect(
                at: 44, [a: (true, .on)], callbacks: [.state(a, .selectedPressedOff), .state(a, .on), .value(a, true)])
            s.expect(at: 70, [a: (true, .on)], callbacks: [])
        }
    }
}
