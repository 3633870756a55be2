import Scenarios
import SceneGraph

@testable import SwitchYardKit

/// The default gallery's switches whose owner decides (docs/switch.md, "Owners"; the theme's `decide`): the
/// files carry the owner's answers and resolutions as `decide` and `resolve` lines, so they replay exactly.
extension ScenarioCatalog {
    /// A window tall enough for the whole default gallery, demo switches included.
    static let ownerWindow = Size(width: 800, height: 1000)

    static var ownerRefusesEverySecond: ShippedScenario {
        ShippedScenario(
            name: "owner-refuses-every-second",
            rule: "Refuse: the value stays, the thumb goes back with its animation, no value-changed.",
            theme: "default.json", window: ownerWindow
        ) { s in
            let a = "mmm-veto"
            let k = "kyl-veto"
            s.tap(.mouse, s.at(a, 0.5), at: 10)
            s.expect(
                at: 14, [a: (true, .on)], callbacks: [.state(a, .selectedPressedOff), .state(a, .on), .value(a, true)])
            s.tap(.mouse, s.at(a, 0.5), at: 30)
            s.expect(at: 34, [a: (true, .on)], callbacks: [.state(a, .selectedPressedOn), .state(a, .on)])
            s.tap(.finger(1), s.at(a, 0.5), at: 50)
            s.expect(
                at: 54, [a: (false, .off)],
                callbacks: [.state(a, .selectedPressedOn), .state(a, .off), .value(a, false)])
            let left = s.at(k, 0.15)
            s.stroke(.mouse, from: left, to: s.offset(left, 140), down: 70, over: 71...76, up: 78)
            s.expect(
                at: 78, [k: (true, .on)],
                callbacks: [
                    .state(k, .selectedPressedOff), .state(k, .selectedPressedOn), .state(k, .on), .value(k, true),
                ])
            let right = s.at(k, 0.85)
            s.stroke(.mouse, from: right, to: s.offset(right, -140), down: 90, over: 91...96, up: 98)
            s.probe(at: 98, "the refused thumb starts back from where it was let go") {
                ($0.engine.switchNode(id: k)?.thumbPosition ?? 1) < 0.1
            }
            s.expect(
                at: 98, [k: (true, .on)],
                callbacks: [.state(k, .selectedPressedOn), .state(k, .selectedPressedOff), .state(k, .on)])
            s.probe(at: 120, "the thumb is back at the on end") { $0.engine.switchNode(id: k)?.thumbPosition == 1 }
            s.expect(at: 130, [a: (false, .off), k: (true, .on)], callbacks: [])
        }
    }

    static var ownerPending: ShippedScenario {
        ShippedScenario(
            name: "owner-pending",
            rule: "Pending: the busy look until the owner resolves; input on a pending switch is ignored.",
            theme: "default.json", window: ownerWindow
        ) { s in
            let m = "mmm-pending"
            let w = "hwc-pending"
            let k = "kyl-pending"
            let h = "hm-pending"
            s.tap(.mouse, s.at(m, 0.5), at: 10)
            s.expect(at: 14, [m: (false, .pending)], callbacks: [.state(m, .selectedPressedOff), .state(m, .pending)])
            s.expect(at: 40, [m: (false, .pending)], callbacks: [])
            s.tap(.mouse, s.at(m, 0.5), at: 44)
            s.focusLost(at: 50)
            s.expect(at: 50, [m: (false, .pending)], callbacks: [])
            s.expect(at: 74, [m: (true, .on)], callbacks: [.state(m, .on), .value(m, true)])
            s.tap(.finger(1), s.at(w, 0.5), at: 90)
            s.tap(.finger(2), s.at(k, 0.5), at: 91)
            s.expect(
                at: 95, [w: (false, .pending), k: (false, .pending)],
                callbacks: [
                    .state(w, .selectedPressedOff), .state(k, .selectedPressedOff), .state(w, .pending),
                    .state(k, .pending),
                ])
            s.tap(.finger(3), s.at(k, 0.5), at: 110)
            s.expect(at: 120, [w: (false, .pending), k: (false, .pending)], callbacks: [])
            s.expect(
                at: 155, [w: (true, .on), k: (true, .on)],
                callbacks: [.state(w, .on), .value(w, true), .state(k, .on), .value(k, true)])
            s.tap(.mouse, s.at(h, 0.5), at: 170)
            s.expect(at: 200, [h: (false, .pending)], callbacks: [.state(h, .selectedPressedOff), .state(h, .pending)])
            s.expect(
                at: 240, [m: (true, .on), w: (true, .on), k: (true, .on), h: (true, .on)],
                callbacks: [.state(h, .on), .value(h, true)])
        }
    }
}
