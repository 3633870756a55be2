import SceneGraph

/// One switch as assistive technology sees it (docs/accessibility.md, "The accessibility model"): what a
/// bridge to a platform's accessibility API (AT-SPI through ATK, or a host's own) exposes for it. A value
/// taken at one moment; `SwitchYardEngine.accessibleSwitches` gives them fresh.
public struct AccessibleSwitch: Equatable, Sendable {
    /// The switch's id, stable across reloads.
    public var id: String
    /// The accessible name: the host's label, else the theme's `accessibility.label`, else the caption,
    /// else the id.
    public var name: String
    /// The accessible description: the host's hint, else the theme's `accessibility.hint`, else "".
    public var description: String
    /// What kind of control it is: always `.toggleSwitch`, which platforms map to a toggle button with the
    /// switch attribute (ATK: `ATK_ROLE_TOGGLE_BUTTON` and `xml-roles:switch`, as browsers map ARIA's).
    public var role: AccessibleRole
    /// Its states now.
    public var states: AccessibleStates
    /// Where it lies, in scene points (the window's or the host's coordinate space).
    public var frame: Rect
    /// The actions `SwitchYardEngine.performAccessibilityAction(_:on:)` takes for it.
    public var actions: [AccessibleAction] { [.toggle] }
}

/// What kind of control an accessible object is; the playground uses the other roles for its own panels.
public enum AccessibleRole: String, Hashable, Sendable, CaseIterable {
    /// An on/off switch (ARIA `switch`).
    case toggleSwitch = "switch"
    /// A group of controls with a name (a playground panel).
    case panel
    /// A line of text that names a value (an inspector row).
    case label
}

/// The states of an accessible switch, as AT-SPI's state set names them.
public struct AccessibleStates: OptionSet, Hashable, Sendable {
    /// The bits, as `sy_a11y_state` numbers them in include/switchyard.h.
    public let rawValue: UInt32

    /// Makes a set from its bits (`sy_a11y_state` in include/switchyard.h).
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The value is on (a pending change has not changed it yet).
    public static let checked = AccessibleStates(rawValue: 1 << 0)
    /// The switch takes input (ATK's enabled and sensitive).
    public static let enabled = AccessibleStates(rawValue: 1 << 1)
    /// The switch can take the keyboard focus now.
    public static let focusable = AccessibleStates(rawValue: 1 << 2)
    /// The switch has the keyboard focus.
    public static let focused = AccessibleStates(rawValue: 1 << 3)
    /// A change waits for the owner's decision (the switch's `pending` state).
    public static let busy = AccessibleStates(rawValue: 1 << 4)
    /// A pointer holds the switch down inside its pressed area.
    public static let pressed = AccessibleStates(rawValue: 1 << 5)
    /// The switch and its containers are not hidden.
    public static let visible = AccessibleStates(rawValue: 1 << 6)
}

/// What assistive technology can ask a switch to do.
public enum AccessibleAction: String, Hashable, Sendable, CaseIterable {
    /// Toggle the value as a tap does: the owner is asked, and may allow, refuse or hold the change pending.
    case toggle
}
