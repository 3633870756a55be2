import SceneGraph

/// The host's state-changed callback as C declares it: `void (*)(sy_context *, const char *id, sy_state state,
/// void *user)`.
public typealias StateChangedFunction =
    @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int32, UnsafeMutableRawPointer?) -> Void

/// `sy_set_state_changed_callback`: the function called for every new state of a switch; NULL turns it off.
@_cdecl("sy_set_state_changed_callback")
public func sySetStateChangedCallback(
    _ handle: OpaquePointer?, _ function: StateChangedFunction?, _ user: UnsafeMutableRawPointer?
) -> Int32 {
    Calls.apply("sy_set_state_changed_callback", handle) { context in context.setStateCallback(function, user: user) }
}

extension SwitchState {
    /// The state's `sy_state` value in include/switchyard.h.
    var cValue: Int32 {
        switch self {
        case .off: return 0
        case .selectedPressedOff: return 1
        case .selectedUnpressedOff: return 2
        case .selectedPressedOn: return 3
        case .selectedUnpressedOn: return 4
        case .on: return 5
        case .pending: return 6
        }
    }
}
