import SceneGraph

/// The states a states sheet shows for every style, in column order: each a switch brought there the way a
/// user would (a held pointer, a drag out of the pressed area, focus) rather than drawn from a flag, so the
/// sheet shows exactly what the window would.
enum SheetState: CaseIterable {
    case off
    case on
    case pressedOff
    case pressedOn
    case selectedUnpressedOff
    case selectedUnpressedOn
    case disabledOff
    case disabledOn
    case focused
    /// Tapped towards on while its owner decides later: the style's busy look (`pending`), as an owned
    /// switch waits; posed late enough that a short `pending.timeout` has not rolled it back.
    case pending

    /// The column header.
    var title: String {
        switch self {
        case .off: return "off"
        case .on: return "on"
        case .pressedOff: return "pressed off"
        case .pressedOn: return "pressed on"
        case .selectedUnpressedOff: return "held outside off"
        case .selectedUnpressedOn: return "held outside on"
        case .disabledOff: return "disabled off"
        case .disabledOn: return "disabled on"
        case .focused: return "focused"
        case .pending: return "pending"
        }
    }

    /// The switch's value before any pointer touches it.
    var isOn: Bool {
        switch self {
        case .on, .pressedOn, .selectedUnpressedOn, .disabledOn: return true
        case .off, .pressedOff, .selectedUnpressedOff, .disabledOff, .focused, .pending: return false
        }
    }

    /// The state the switch must report once posed; nil where the state is the value's (disabled, focused).
    var expected: SwitchState? {
        switch self {
        case .off: return .off
        case .on: return .on
        case .pressedOff: return .selectedPressedOff
        case .pressedOn: return .selectedPressedOn
        case .selectedUnpressedOff: return .selectedUnpressedOff
        case .selectedUnpressedOn: return .selectedUnpressedOn
        case .pending: return .pending
        case .disabledOff, .disabledOn, .focused: return nil
        }
    }

    /// How long before the sheet's moment the state is posed: at the start (`before`, all the time there
    /// is) for all but `pending`, which is posed at most half its style's time-out before, so the sheet
    /// shows it still waiting.
    func lead(for style: SwitchStyle, before: Double) -> Double {
        guard self == .pending, let timeout = style.pending.timeout else { return before }
        return min(before, timeout / 2)
    }

    /// Brings `node` (already in `scene`) into this state with pointer `pointer` where one is needed:
    /// pressed states hold a pointer on it; held-outside states then drag it far along the track, first one
    /// way and, if that lands on the other side, the other way; pending taps it with an owner that answers
    /// "pending".
    func pose(_ node: SwitchNode, in scene: Scene, pointer: PointerID) {
        let center = node.sceneFrame.center
        switch self {
        case .off, .on:
            return
        case .disabledOff, .disabledOn:
            node.isEnabled = false
        case .focused:
            scene.setFocus(node)
        case .pending:
            node.shouldChange = { _, _ in .pending }
            scene.handle(.pointerDown(pointer, center, .primary))
            scene.handle(.pointerUp(pointer, center, .primary))
        case .pressedOff, .pressedOn:
            scene.handle(.pointerDown(pointer, center, .primary))
        case .selectedUnpressedOff, .selectedUnpressedOn:
            scene.handle(.pointerDown(pointer, center, .primary))
            let far = max(node.frame.width, node.frame.height) + SwitchNode.pressMargin + 200
            let vertical = node.style.orientation == .vertical
            for sign in [1.0, -1.0] where node.state != expected {
                let point =
                    vertical
                    ? Point(x: center.x, y: center.y + sign * far) : Point(x: center.x + sign * far, y: center.y)
                scene.handle(.pointerMove(pointer, point))
            }
        }
    }
}
