/// The six user-distinguishable states of MMMSwitch, reported through `SwitchNode.onStateChanged`, and a
/// seventh, `pending`, for a change the switch's owner has not decided yet.
///
/// - Selected: a pointer went down on the switch and is still held (not yet up or cancelled).
/// - Pressed: that pointer is inside the hit area grown by `SwitchNode.pressMargin` (UIKit's ~70 pt).
/// - Off / On: while a drag moves the thumb, the side of the middle the thumb is on (exactly on the middle
///   counts as the side it started on); otherwise the value, `isOn` (an animating thumb is already headed
///   there, so the state does not change while nothing but the clock moves).
///
/// Transitions, for a switch that is off (mirror Off and On for one that is on):
/// - down: `off` → `selectedPressedOff`.
/// - tap (up inside, never past the 10 pt slop): the value flips, the state goes straight to `on`
///   (the thumb animates, the state reflects the value), then value-changed(true).
/// - drag past the middle: `selectedPressedOff` → `selectedPressedOn`; back: → `selectedPressedOff`.
/// - leaving the pressed area: `selectedPressed*` → `selectedUnpressed*`; coming back: the reverse.
/// - up: the state becomes `on` or `off` for the new value; value-changed follows only when it changed.
/// - cancel (focus lost, disabled, removed, `setOn` while held, or a cross pan a scroll container takes): the state
///   becomes `off` (the value at touch-down), no value-changed.
/// - keys and `setOn`: `off` ↔ `on` directly.
///
/// With an owner (`SwitchNode.shouldChange`), a tap, drag or key that would change the value asks it first,
/// at the moment the change would happen (the release, the key press):
/// - allow: as above.
/// - refuse: the state goes to the unchanged value's (`selectedPressedOff` → `off`), no value-changed.
/// - pending: the state goes to `pending`; later `resolve(true)` gives `pending` → `on` then
///   value-changed(true), `resolve(false)` or the style's time-out `pending` → `off` and no value-changed;
///   `setOn` ends it too, with no value-changed.
///
/// State-changed fires only when the state differs from the last one reported, so never twice in a row
/// with the same state. Both callbacks run after every property (`isOn`, `state`) has its new value;
/// state-changed comes first.
public enum SwitchState: String, Hashable, Sendable, CaseIterable {
    /// Off, and no pointer holds the switch.
    case off
    /// Held, the pointer within the pressed area, the thumb on the off side.
    case selectedPressedOff
    /// Held, the pointer outside the pressed area, the thumb on the off side.
    case selectedUnpressedOff
    /// Held, the pointer within the pressed area, the thumb on the on side.
    case selectedPressedOn
    /// Held, the pointer outside the pressed area, the thumb on the on side.
    case selectedUnpressedOn
    /// On, and no pointer holds the switch.
    case on
    /// A user change waits for the owner's decision; `SwitchNode.pendingValue` is the value asked for and
    /// `isOn` still the old one.
    case pending

    /// The state for a pointer held or not, inside the pressed area or not, with the thumb on a side.
    public init(selected: Bool, pressed: Bool, on: Bool) {
        switch (selected, pressed, on) {
        case (false, _, false): self = .off
        case (false, _, true): self = .on
        case (true, true, false): self = .selectedPressedOff
        case (true, false, false): self = .selectedUnpressedOff
        case (true, true, true): self = .selectedPressedOn
        case (true, false, true): self = .selectedUnpressedOn
        }
    }

    /// True while a pointer holds the switch.
    public var isSelected: Bool { self != .off && self != .on && self != .pending }
}
