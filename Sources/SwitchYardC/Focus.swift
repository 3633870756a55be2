import JSONKit

// The keyboard focus from C: which switch has it, give it to one, take it away (include/switchyard.h).

/// `sy_get_focus`: the focused switch's id (kept by the context until the next `sy_get_focus`), or NULL.
@_cdecl("sy_get_focus")
public func syGetFocus(_ handle: OpaquePointer?) -> UnsafePointer<CChar>? {
    var focused: UnsafePointer<CChar>?
    _ = Calls.apply("sy_get_focus", handle) { context in focused = context.focusedID() }
    return focused
}

/// `sy_set_focus`: gives switch `id` the keyboard focus; a disabled switch refuses it.
@_cdecl("sy_set_focus")
public func sySetFocus(_ handle: OpaquePointer?, _ id: UnsafePointer<CChar>?) -> Int32 {
    let function = "sy_set_focus"
    return Calls.run(function, handle, .exclusive) { context throws(CallError) in
        let id = try Calls.string(id, "id", in: function)
        _ = try context.switchNode(id, for: function)
        guard (try? context.engine.setFocus(id: id)) == true else {
            throw CallError(
                .disabled, "\(function): switch '\(Excerpt.plain(id))' is disabled and cannot take the focus")
        }
        return ResultCode.ok.rawValue
    }
}

/// `sy_clear_focus`: no switch has the keyboard focus afterwards.
@_cdecl("sy_clear_focus")
public func syClearFocus(_ handle: OpaquePointer?) -> Int32 {
    Calls.run("sy_clear_focus", handle, .exclusive) { context in
        _ = try? context.engine.setFocus(id: nil)
        return ResultCode.ok.rawValue
    }
}
