/// A switch's owner's answer when a user gesture or key would change the value (`SwitchNode.shouldChange`).
public enum SwitchDecision: String, Hashable, Sendable, CaseIterable {
    /// The value changes now, as with no owner.
    case allow
    /// The value stays; the thumb goes back to it with the style's animation and no value-changed fires.
    case refuse
    /// The owner decides later with `SwitchNode.resolve(_:)` (or the style's time-out refuses): the switch
    /// is in state `pending`, shows its busy look and ignores user input until then.
    case pending
}
