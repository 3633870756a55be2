import Scenarios
import SceneGraph

@testable import SwitchYardKit

/// The keyboard, and switches that are disabled.
extension ScenarioCatalog {
    static var keyboard: ShippedScenario {
        ShippedScenario(
            name: "keyboard",
            rule: "Tab / Shift-Tab move focus (a visible ring), Space and Enter toggle, Left/Right set off/on.",
            theme: "mmm-switch.json"
        ) { s in
            let a = "mmm-default"
            let b = "mmm-small"
            let v = "mmm-vertical"
            s.key(.tab, at: 10)
            s.expect(at: 10, [a: (false, .off)], callbacks: [])
            s.key(.space, at: 15)
            s.expect(at: 15, [a: (true, .on)], callbacks: [.state(a, .on), .value(a, true)])
            s.key(.space, at: 17, isRepeat: true)
            s.key(.enter, at: 20)
            s.expect(at: 20, [a: (false, .off)], callbacks: [.state(a, .off), .value(a, false)])
            s.key(.right, at: 25)
            s.key(.right, at: 27)
            s.expect(at: 27, [a: (true, .on)], callbacks: [.state(a, .on), .value(a, true)])
            s.key(.left, at: 30)
            s.expect(at: 30, [a: (false, .off)], callbacks: [.state(a, .off), .value(a, false)])
            s.key(.tab, at: 35)
            s.key(.left, at: 37)
            s.expect(at: 37, [a: (false, .off), b: (false, .off)], callbacks: [.state(b, .off), .value(b, false)])
            s.key(.tab, at: 40, shift: true)
            s.key(.space, at: 42)
            s.expect(at: 42, [a: (true, .on), b: (false, .off)], callbacks: [.state(a, .on), .value(a, true)])
            s.key(.tab, at: 45, shift: true)
            s.key(.space, at: 47)
            s.expect(at: 47, [v: (true, .on)], callbacks: [.state(v, .on), .value(v, true)])
            s.expect(at: 80, [a: (true, .on), b: (false, .off), v: (true, .on)], callbacks: [])
        }
    }

    static var disabled: ShippedScenario {
        ShippedScenario(
            name: "disabled",
            rule: "A disabled switch ignores taps, drags and keys, and Tab skips it.",
            theme: "mmm-switch.json", initial: ["mmm-default": ScenarioInitialState(isOn: false, isEnabled: false)]
        ) { s in
            let d = "mmm-disabled"
            let a = "mmm-default"
            let b = "mmm-small"
            let v = "mmm-vertical"
            s.tap(.mouse, s.at(d, 0.5), at: 10)
            let from = s.at(d, 0.7)
            s.stroke(.finger(1), from: from, to: s.offset(from, -40), down: 20, over: 21...28, up: 30)
            s.tap(.mouse, s.at(a, 0.5), at: 32)
            s.expect(at: 36, [d: (true, .on), a: (false, .off)], callbacks: [])
            s.key(.tab, at: 40)
            s.key(.space, at: 42)
            s.expect(at: 42, [a: (false, .off), b: (false, .off)], callbacks: [.state(b, .off), .value(b, false)])
            s.key(.tab, at: 50, shift: true)
            s.key(.space, at: 52)
            s.expect(at: 52, [d: (true, .on), v: (true, .on)], callbacks: [.state(v, .on), .value(v, true)])
            s.expect(at: 80, [d: (true, .on), a: (false, .off), b: (false, .off), v: (true, .on)], callbacks: [])
        }
    }
}
