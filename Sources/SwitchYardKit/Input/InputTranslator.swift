import SDLKit
import SceneGraph

/// What one SDL event means to the engine: input for the scene, or something about the window or the
/// renderer. The playground adds its own keys on top; a host program uses `SwitchYardEngine.handle(_:)`.
package enum EngineEvent: Equatable, Sendable {
    /// Input for the scene, in window points.
    case input(InputEvent)
    /// Quit: the window closed, Escape or Ctrl+Q.
    case quit
    /// The window's size changed.
    case resized
    /// The window moved to a display of another pixel density.
    case densityChanged
    /// The renderer lost its textures; cached ones must be made again.
    case renderReset
    /// The window was uncovered: its pixels are gone, so the next frame is drawn and shown whole (a
    /// damaged frame would show only what changed).
    case exposed
    /// SwitchYard's wake-up: a theme change is pending.
    case wake
}

/// Turns `SDLEvent`s into `EngineEvent`s in window points. Mouse events that SDL synthesises from touch and
/// touch events synthesised from the mouse are dropped, so one physical press is one pointer. Game
/// controllers' events are `Gamepads`' to translate.
package struct InputTranslator: Sendable {
    /// The window's size in points, for mapping normalised touch coordinates.
    package var windowSize: Size

    /// How many points one wheel notch scrolls.
    package static let wheelStep = 40.0

    /// A translator for a window of `windowSize` points.
    package init(windowSize: Size) {
        self.windowSize = windowSize
    }

    /// The engine's meaning of `event`; nil when it means nothing to it. Escape and Ctrl+Q quit, as in any
    /// SwitchYard window.
    package func translate(_ event: SDLEvent) -> EngineEvent? {
        switch event {
        case .quit:
            return .quit
        case .mouseButton(let b):
            if b.fromTouch { return nil }
            let p = Point(x: b.x, y: b.y)
            let button = Self.button(b.button)
            return .input(b.isDown ? .pointerDown(.mouse, p, button) : .pointerUp(.mouse, p, button))
        case .mouseMotion(let x, let y, let fromTouch):
            if fromTouch { return nil }
            return .input(.pointerMove(.mouse, Point(x: x, y: y)))
        case .mouseWheel(let dx, let dy, let fromTouch):
            if fromTouch { return nil }
            // SDL reports wheel-up as positive y; scrolling content up (revealing below) is wheel-down.
            return .input(.wheel(dx: dx * Self.wheelStep, dy: -dy * Self.wheelStep))
        case .finger(let f):
            if f.fromMouse { return nil }
            let p = Point(x: f.x * windowSize.width, y: f.y * windowSize.height)
            let id = PointerID.finger(f.finger)
            switch f.phase {
            case .down: return .input(.pointerDown(id, p, .primary))
            case .up: return .input(.pointerUp(id, p, .primary))
            case .move: return .input(.pointerMove(id, p))
            }
        case .key(let press):
            return translate(press)
        case .window(let change):
            switch change {
            case .focusLost, .hidden, .minimized: return .input(.cancelAll)
            case .sizeChanged: return .resized
            case .displayChanged: return .densityChanged
            case .close: return .quit
            case .exposed: return .exposed
            case .other: return nil
            }
        case .renderReset:
            return .renderReset
        case .wake:
            return .wake
        case .gamepadAdded, .gamepadRemoved, .gamepadButton, .gamepadAxis, .textInput, .other:
            return nil
        }
    }

    private static func button(_ b: MouseButtonEvent.Button) -> PointerButton {
        switch b {
        case .left: return .primary
        case .right: return .secondary
        case .middle: return .middle
        case .other: return .other
        }
    }

    private func translate(_ press: KeyPress) -> EngineEvent? {
        func key(_ key: Key) -> EngineEvent {
            .input(.key(KeyEvent(key: key, shift: press.shift, isRepeat: press.isRepeat)))
        }
        switch press.key {
        case .escape: return .quit
        case .character("q") where press.control: return .quit
        case .tab: return key(.tab)
        case .space: return key(.space)
        case .enter: return key(.enter)
        case .left: return key(.left)
        case .right: return key(.right)
        case .up: return key(.up)
        case .down: return key(.down)
        default: return nil
        }
    }
}
