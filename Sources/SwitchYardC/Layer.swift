import SwitchYardKit

/// `sy_set_retained`: draws through the retained layer (non-zero) or directly (0).
@_cdecl("sy_set_retained")
public func sySetRetained(_ handle: OpaquePointer?, _ retained: Int32) -> Int32 {
    Calls.run("sy_set_retained", handle, .exclusive) { context in
        context.engine.guestDrawing = retained != 0 ? .retained : .direct
        return ResultCode.ok.rawValue
    }
}

/// `sy_invalidate_background`: the next `sy_draw` reads the host's pixels beneath the switches again.
@_cdecl("sy_invalidate_background")
public func syInvalidateBackground(_ handle: OpaquePointer?) -> Int32 {
    Calls.run("sy_invalidate_background", handle, .exclusive) { context in
        context.engine.invalidateGuestBackground()
        return ResultCode.ok.rawValue
    }
}
