import SceneGraph

/// A change assistive technology is told of (`AccessibilityTracker.takeEvents()`), in the order found.
public enum AccessibilityEvent: Equatable, Sendable {
    /// A switch appeared (a theme loaded, `addSwitch`); its values are `accessibleSwitch(id:)`'s.
    case added(AccessibleSwitch)
    /// The switch with this id is gone (a reload without it, `removeSwitch`).
    case removed(id: String)
    /// The switch's states changed: all of them now, and which ones changed (a value change is `.checked`).
    case statesChanged(id: String, states: AccessibleStates, changed: AccessibleStates)
    /// The switch's accessible name changed to this.
    case nameChanged(id: String, name: String)
    /// The switch's accessible description changed to this.
    case descriptionChanged(id: String, description: String)
    /// The switch moved or was resized (a scroll, a reflow, `sy_move_switch`): its frame in scene points.
    case frameChanged(id: String, frame: Rect)
    /// The keyboard focus moved to this switch, or away from every switch (nil).
    case focusChanged(id: String?)
    /// Something to say politely, without moving the focus: a refused change, or a pending change that
    /// ended (docs/accessibility.md, "Announcements").
    case announcement(id: String, text: String)
}
