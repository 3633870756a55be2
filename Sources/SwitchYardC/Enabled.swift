// Enabling and disabling switches from C (include/switchyard.h): a disabled switch draws faded, takes no
// input and no focus; queued like `sy_set_value` from inside a callback.

/// `sy_set_enabled`: enables (non-zero) or disables switch `id`.
@_cdecl("sy_set_enabled")
public func sySetEnabled(_ handle: OpaquePointer?, _ id: UnsafePointer<CChar>?, _ enabled: Int32) -> Int32 {
    let function = "sy_set_enabled"
    return Calls.run(function, handle, .allowed) { context throws(CallError) in
        try context.setEnabled(try Calls.string(id, "id", in: function), enabled != 0, for: function)
        return ResultCode.ok.rawValue
    }
}

/// `sy_is_enabled`: 1 when switch `id` is enabled, 0 when disabled.
@_cdecl("sy_is_enabled")
public func syIsEnabled(_ handle: OpaquePointer?, _ id: UnsafePointer<CChar>?) -> Int32 {
    let function = "sy_is_enabled"
    return Calls.run(function, handle, .allowed) { context throws(CallError) in
        try context.isEnabled(try Calls.string(id, "id", in: function), for: function) ? 1 : 0
    }
}
