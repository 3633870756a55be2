import SDLKit
import SceneGraph

/// SDL game controllers as focus navigation (docs/switch.md, Gamepad): opens each controller as it is
/// plugged in and closes it when it is pulled out, and turns its D-pad, left stick and buttons into the
/// key events the scene knows, so scenarios record a pad's input as the focus moves it causes. The
/// engine keeps one (`SwitchYardEngine.gamepads`); a playground that records input asks it directly.
package final class Gamepads {
    /// The left stick moves focus once its larger axis is past this (half its travel), and rearms back
    /// inside it.
    package static let deadZone: Int32 = 16384
    /// How long a held D-pad direction or stick waits before its first repeat, in seconds.
    package static let repeatDelay = 0.4
    /// The time between repeats after that, in seconds.
    package static let repeatInterval = 0.15

    private let context: SDLContext
    /// The open controllers by instance id.
    package private(set) var controllers: [Int32: GameController] = [:]
    private var sticks: [Int32: (x: Int32, y: Int32)] = [:]
    private var held: Held?

    /// The direction being held, where it comes from and when it next repeats.
    private struct Held {
        var instance: Int32
        var fromStick: Bool
        var direction: FocusDirection
        var next: Double
    }

    /// Controllers opened with `context` (which keeps SDL's game controller subsystem running).
    package init(context: SDLContext) {
        self.context = context
    }

    /// What a pad event means as scene input at scene time `time`: nil for an event that is not a game
    /// controller's; empty for one that changes nothing (a plug, a button SwitchYard does not use, a
    /// stick inside the dead zone). Plugging in opens the controller, pulling it out closes it and ends
    /// any repeat it held.
    package func translate(_ event: SDLEvent, at time: Double) -> [InputEvent]? {
        switch event {
        case .gamepadAdded(let index):
            if let pad = try? GameController(deviceIndex: index, context: context) {
                controllers[pad.instance] = pad
            }
            return []
        case .gamepadRemoved(let instance):
            controllers[instance] = nil
            sticks[instance] = nil
            if held?.instance == instance { held = nil }
            return []
        case .gamepadButton(let press):
            return button(press, at: time)
        case .gamepadAxis(let motion):
            return axis(motion, at: time)
        default:
            return nil
        }
    }

    /// The repeats a held D-pad direction or stick owes up to scene time `time`. Call once per frame
    /// before advancing the scene (the engine's `advance(to:)` does).
    package func repeats(until time: Double) -> [InputEvent] {
        guard var h = held else { return [] }
        var moves: [InputEvent] = []
        while h.next <= time {
            moves.append(Self.move(h.direction))
            h.next += Self.repeatInterval
        }
        held = h
        return moves
    }

    private func button(_ press: GamepadButtonEvent, at time: Double) -> [InputEvent] {
        let direction: FocusDirection
        switch press.button {
        case .dpadLeft: direction = .left
        case .dpadRight: direction = .right
        case .dpadUp: direction = .up
        case .dpadDown: direction = .down
        case .a:
            return press.isDown ? [.key(KeyEvent(key: .space))] : []
        case .b, .back:
            return press.isDown ? [.key(KeyEvent(key: .clearFocus))] : []
        case .x, .y, .start, .other:
            return []
        }
        if press.isDown {
            held = Held(instance: press.instance, fromStick: false, direction: direction, next: time + Self.repeatDelay)
            return [Self.move(direction)]
        }
        if let h = held, h.instance == press.instance, !h.fromStick, h.direction == direction { held = nil }
        return []
    }

    private func axis(_ motion: GamepadAxisEvent, at time: Double) -> [InputEvent] {
        var stick = sticks[motion.instance] ?? (0, 0)
        switch motion.axis {
        case .leftX: stick.x = motion.value
        case .leftY: stick.y = motion.value
        case .other: return []
        }
        sticks[motion.instance] = stick
        let direction = Self.direction(of: stick)
        let holding = held.map { $0.instance == motion.instance && $0.fromStick } ?? false
        guard let direction else {
            if holding { held = nil }
            return []
        }
        if holding, held?.direction == direction { return [] }
        held = Held(instance: motion.instance, fromStick: true, direction: direction, next: time + Self.repeatDelay)
        return [Self.move(direction)]
    }

    /// The stick's direction: its larger axis once past the dead zone (x wins a tie); nil inside it.
    static func direction(of stick: (x: Int32, y: Int32)) -> FocusDirection? {
        let ax = abs(Int(stick.x))
        let ay = abs(Int(stick.y))
        guard max(ax, ay) > Int(deadZone) else { return nil }
        if ax >= ay { return stick.x < 0 ? .left : .right }
        return stick.y < 0 ? .up : .down
    }

    private static func move(_ direction: FocusDirection) -> InputEvent {
        .key(KeyEvent(key: .focusMove(direction)))
    }
}
