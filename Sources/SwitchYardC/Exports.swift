import JSONKit
import SDLKit
import SceneGraph
import SwitchYardKit

// The C API of include/switchyard.h: each function here is declared and documented there. Every call is
// made on the thread that created its context; none trusts a pointer it was given beyond NULL checks and the
// registry lookup of handles.

/// `sy_destroy`: the handle dies now; the context is freed now, or when the call running its callback returns.
@_cdecl("sy_destroy")
public func syDestroy(_ handle: OpaquePointer?) -> Int32 {
    Calls.apply("sy_destroy", handle) { context in context.destroy() }
}

/// `sy_add_switch`: places switch `id` of theme style `style`; `w` and `h` both 0 take the style's size.
@_cdecl("sy_add_switch")
public func syAddSwitch(
    _ handle: OpaquePointer?, _ id: UnsafePointer<CChar>?, _ style: UnsafePointer<CChar>?, _ x: Float, _ y: Float,
    _ w: Float, _ h: Float
) -> Int32 {
    let function = "sy_add_switch"
    return Calls.run(function, handle, .exclusive) { context throws(CallError) in
        let id = try Calls.string(id, "id", in: function)
        let style = try Calls.string(style, "style", in: function)
        let rect = "\(x), \(y), \(w) x \(h)"
        guard x.isFinite, y.isFinite else {
            throw CallError(.badRect, "\(function): '\(Excerpt.plain(id))' needs a finite position (got \(rect))")
        }
        let size: Size?
        if w == 0, h == 0 {
            size = nil
        } else {
            guard w > 0, h > 0, w.isFinite, h.isFinite else {
                throw CallError(
                    .badRect, "\(function): '\(Excerpt.plain(id))' needs a positive, finite size or 0 x 0 (got \(rect))"
                )
            }
            size = Size(width: Double(w), height: Double(h))
        }
        try CLimits.checkPlacement(id, x: x, y: y, w: w, h: h, in: function)
        guard context.engine.placedSwitchCount < CLimits.maxSwitches else {
            throw CallError(
                .limit, "\(function): '\(Excerpt.plain(id))' would pass the limit of \(CLimits.maxSwitches) switches")
        }
        do {
            try context.engine.addSwitch(id: id, style: style, origin: Point(x: Double(x), y: Double(y)), size: size)
        } catch let error as EngineError {
            throw CallError(code(of: error), "\(function): \(error)")
        } catch {
            throw CallError(.sdl, "\(function): \(error)")
        }
        return ResultCode.ok.rawValue
    }
}

private func code(of error: EngineError) -> ResultCode {
    switch error {
    case .noTheme: return .theme
    case .unknownStyle: return .unknownStyle
    case .duplicateID: return .duplicateID
    case .invalidSize, .invalidOrigin: return .badRect
    case .busy: return .busy
    case .noSwitch: return .noSwitch
    case .notPending: return .notPending
    }
}

/// `sy_remove_switch`: removes a switch placed with `sy_add_switch`.
@_cdecl("sy_remove_switch")
public func syRemoveSwitch(_ handle: OpaquePointer?, _ id: UnsafePointer<CChar>?) -> Int32 {
    let function = "sy_remove_switch"
    return Calls.run(function, handle, .exclusive) { context throws(CallError) in
        let id = try Calls.string(id, "id", in: function)
        guard context.engine.removeSwitch(id: id) else {
            throw CallError(.noSwitch, "\(function): there is no switch '\(Excerpt.plain(id))'")
        }
        return ResultCode.ok.rawValue
    }
}

/// `sy_move_switch`: moves switch `id`'s top-left corner to `x`, `y`, keeping its size.
@_cdecl("sy_move_switch")
public func syMoveSwitch(_ handle: OpaquePointer?, _ id: UnsafePointer<CChar>?, _ x: Float, _ y: Float) -> Int32 {
    let function = "sy_move_switch"
    return Calls.run(function, handle, .exclusive) { context throws(CallError) in
        let id = try Calls.string(id, "id", in: function)
        guard x.isFinite, y.isFinite else {
            throw CallError(.badRect, "\(function): '\(Excerpt.plain(id))' needs a finite position (got \(x), \(y))")
        }
        try CLimits.checkPlacement(id, x: x, y: y, in: function)
        let node = try context.switchNode(id, for: function)
        node.frame = Rect(origin: Point(x: Double(x), y: Double(y)), size: node.frame.size)
        return ResultCode.ok.rawValue
    }
}

/// `sy_get_switch_rect`: switch `id`'s frame in points; any out pointer may be NULL.
@_cdecl("sy_get_switch_rect")
public func syGetSwitchRect(
    _ handle: OpaquePointer?, _ id: UnsafePointer<CChar>?, _ x: UnsafeMutablePointer<Float>?,
    _ y: UnsafeMutablePointer<Float>?, _ w: UnsafeMutablePointer<Float>?, _ h: UnsafeMutablePointer<Float>?
) -> Int32 {
    let function = "sy_get_switch_rect"
    return Calls.run(function, handle, .allowed) { context throws(CallError) in
        let id = try Calls.string(id, "id", in: function)
        let frame = try context.switchNode(id, for: function).sceneFrame
        x?.pointee = Float(frame.origin.x)
        y?.pointee = Float(frame.origin.y)
        w?.pointee = Float(frame.size.width)
        h?.pointee = Float(frame.size.height)
        return ResultCode.ok.rawValue
    }
}

/// `sy_handle_event`: 1 when SwitchYard consumed the event, 0 when the host should handle it (or it is for
/// another window).
@_cdecl("sy_handle_event")
public func syHandleEvent(_ handle: OpaquePointer?, _ event: UnsafeRawPointer?) -> Int32 {
    let function = "sy_handle_event"
    return Calls.run(function, handle, .exclusive) { context throws(CallError) in
        guard let event else { throw CallError(.null, "\(function): event is NULL") }
        guard context.isForThisWindow(event) else { return 0 }
        return context.engine.handle(EventPump.decode(rawEvent: event)) ? 1 : 0
    }
}

/// `sy_advance`: moves the scene clock to `seconds` (a clock that goes backwards is held where it was).
@_cdecl("sy_advance")
public func syAdvance(_ handle: OpaquePointer?, _ seconds: Double) -> Int32 {
    let function = "sy_advance"
    return Calls.run(function, handle, .exclusive) { context throws(CallError) in
        guard seconds.isFinite else { throw CallError(.badValue, "\(function): the time must be finite") }
        context.engine.advance(to: seconds)
        context.deliverAccessibilityEvents()
        return ResultCode.ok.rawValue
    }
}

/// `sy_advance_now`: `sy_advance` to `SDL_GetTicks64()` in seconds.
@_cdecl("sy_advance_now")
public func syAdvanceNow(_ handle: OpaquePointer?) -> Int32 {
    Calls.run("sy_advance_now", handle, .exclusive) { context in
        context.engine.advance(to: SDLClock.seconds)
        context.deliverAccessibilityEvents()
        return ResultCode.ok.rawValue
    }
}

/// `sy_move_focus`: moves keyboard focus to the nearest switch in a direction (`SY_LEFT` ... `SY_DOWN`);
/// 1 when the focus moved, 0 when nothing lies that way.
@_cdecl("sy_move_focus")
public func syMoveFocus(_ handle: OpaquePointer?, _ direction: Int32) -> Int32 {
    let function = "sy_move_focus"
    return Calls.run(function, handle, .exclusive) { context throws(CallError) in
        let directions: [FocusDirection] = [.left, .right, .up, .down]
        guard directions.indices.contains(Int(direction)) else {
            throw CallError(
                .badValue, "\(function): the direction must be SY_LEFT, SY_RIGHT, SY_UP or SY_DOWN (got \(direction))")
        }
        return context.engine.moveFocus(directions[Int(direction)]) ? 1 : 0
    }
}

/// `sy_draw`: draws the switches into the renderer's current target as a guest.
@_cdecl("sy_draw")
public func syDraw(_ handle: OpaquePointer?) -> Int32 {
    let function = "sy_draw"
    return Calls.run(function, handle, .exclusive) { context throws(CallError) in
        do {
            try context.engine.draw(clearing: false)
        } catch let error as PixelLimitError {
            throw CallError(.limit, "\(function): \(error)")
        } catch {
            throw CallError(.sdl, "\(function): \(error)")
        }
        return ResultCode.ok.rawValue
    }
}

/// `sy_get_value`: 1 when switch `id` is on, 0 when off.
@_cdecl("sy_get_value")
public func syGetValue(_ handle: OpaquePointer?, _ id: UnsafePointer<CChar>?) -> Int32 {
    let function = "sy_get_value"
    return Calls.run(function, handle, .allowed) { context throws(CallError) in
        try context.value(of: try Calls.string(id, "id", in: function), for: function) ? 1 : 0
    }
}

/// `sy_set_value`: sets switch `id` without a value-changed callback; queued when called from one.
@_cdecl("sy_set_value")
public func sySetValue(_ handle: OpaquePointer?, _ id: UnsafePointer<CChar>?, _ on: Int32, _ animated: Int32)
    -> Int32
{
    let function = "sy_set_value"
    return Calls.run(function, handle, .allowed) { context throws(CallError) in
        let id = try Calls.string(id, "id", in: function)
        try context.setValue(of: id, on: on != 0, animated: animated != 0, for: function)
        return ResultCode.ok.rawValue
    }
}

/// `sy_set_value_changed_callback`: the function called once per user toggle; NULL turns it off.
@_cdecl("sy_set_value_changed_callback")
public func sySetValueChangedCallback(
    _ handle: OpaquePointer?, _ function: ValueChangedFunction?, _ user: UnsafeMutableRawPointer?
) -> Int32 {
    Calls.apply("sy_set_value_changed_callback", handle) { context in context.setCallback(function, user: user) }
}

/// `sy_set_decide_callback`: the function asked before every user change; NULL allows every change.
@_cdecl("sy_set_decide_callback")
public func sySetDecideCallback(
    _ handle: OpaquePointer?, _ function: DecideFunction?, _ user: UnsafeMutableRawPointer?
) -> Int32 {
    Calls.apply("sy_set_decide_callback", handle) { context in context.setDecider(function, user: user) }
}

/// `sy_resolve`: ends switch `id`'s pending change with `on` (completed or rolled back).
@_cdecl("sy_resolve")
public func syResolve(_ handle: OpaquePointer?, _ id: UnsafePointer<CChar>?, _ on: Int32) -> Int32 {
    let function = "sy_resolve"
    return Calls.run(function, handle, .exclusive) { context throws(CallError) in
        let id = try Calls.string(id, "id", in: function)
        do throws(EngineError) {
            try context.engine.resolve(id: id, on: on != 0)
        } catch {
            throw CallError(code(of: error), "\(function): \(error)")
        }
        return ResultCode.ok.rawValue
    }
}

/// `sy_is_pending`: 1 while switch `id` has a change waiting for the host's `sy_resolve`, else 0.
@_cdecl("sy_is_pending")
public func syIsPending(_ handle: OpaquePointer?, _ id: UnsafePointer<CChar>?) -> Int32 {
    let function = "sy_is_pending"
    return Calls.run(function, handle, .allowed) { context throws(CallError) in
        try context.switchNode(try Calls.string(id, "id", in: function), for: function).pendingValue != nil ? 1 : 0
    }
}

/// `sy_reload`: reads the theme file now and restyles every switch, keeping values.
@_cdecl("sy_reload")
public func syReload(_ handle: OpaquePointer?) -> Int32 {
    Calls.run("sy_reload", handle, .exclusive) { context throws(CallError) in
        try Calls.shown(context.engine.reloadTheme())
        return ResultCode.ok.rawValue
    }
}

/// `sy_poll_reload`: 1 when a changed theme file was reloaded, 0 when nothing changed.
@_cdecl("sy_poll_reload")
public func syPollReload(_ handle: OpaquePointer?) -> Int32 {
    Calls.run("sy_poll_reload", handle, .exclusive) { context throws(CallError) in
        guard let outcome = context.engine.reloadThemeIfChanged() else { return 0 }
        try Calls.shown(outcome)
        return 1
    }
}

/// `sy_resize`: the drawing area in points and the output pixels per point.
@_cdecl("sy_resize")
public func syResize(_ handle: OpaquePointer?, _ width: Int32, _ height: Int32, _ density: Float) -> Int32 {
    let function = "sy_resize"
    return Calls.run(function, handle, .exclusive) { context throws(CallError) in
        if let problem = CLimits.areaProblem(width: width, height: height, density: Double(density), in: function) {
            throw problem
        }
        context.engine.resize(to: Size(width: Double(width), height: Double(height)), pixelDensity: Double(density))
        return ResultCode.ok.rawValue
    }
}

/// `sy_error_message`: the last failure on the context, copied into this thread's buffer; for a bad handle,
/// this thread's last failure.
@_cdecl("sy_error_message")
public func syErrorMessage(_ handle: OpaquePointer?) -> UnsafePointer<CChar> {
    let function = "sy_error_message"
    do {
        return ThreadMessage.contextError.write(try Registry.shared.context(handle, for: function).message)
    } catch {
        _ = Calls.fail(error, in: function, on: nil)
        return LastError.message
    }
}

/// `sy_last_error`: the message of the last failed call on this thread.
@_cdecl("sy_last_error")
public func syLastError() -> UnsafePointer<CChar> {
    LastError.message
}

/// `sy_last_error_code`: the code of the last failed call on this thread.
@_cdecl("sy_last_error_code")
public func syLastErrorCode() -> Int32 {
    LastError.code
}

/// `sy_result_name`: the enumerator's name for a result code, e.g. "SY_ERR_BUSY".
@_cdecl("sy_result_name")
public func syResultName(_ code: Int32) -> UnsafePointer<CChar> {
    CString.constant(ResultCode(rawValue: code)?.name ?? "SY_UNKNOWN_RESULT")
}
