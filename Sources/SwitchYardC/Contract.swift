/// Every C function's result codes: the codes a call can return (or, returning a pointer, leave in
/// `sy_last_error_code`), exactly as the function's "Result codes:" line in include/switchyard.h lists them.
/// Tests/capi/check-results.py checks that the two agree and that every code the bad-input test saw is on
/// its function's list; `Calls` checks every failure against its function's list in debug builds. A function
/// that never fails (`sy_last_error`, `sy_last_error_code`, `sy_result_name`, `sy_version`) has no entry.
enum Contract {
    /// One line per function, in the header's order.
    static let codes: [String: Set<ResultCode>] = [
        "sy_create": [.null, .badRect, .limit, .sdl, .theme],
        "sy_create_ex": [.null, .options, .limit, .badValue, .badRect, .font, .sdl, .theme],
        "sy_destroy": [.ok, .null, .destroyed, .wrongThread],
        "sy_add_switch": [.ok, .null, .unknownStyle, .duplicateID, .badRect, .limit, .busy, .destroyed, .wrongThread],
        "sy_remove_switch": [.ok, .null, .noSwitch, .limit, .busy, .destroyed, .wrongThread],
        "sy_move_switch": [.ok, .null, .noSwitch, .badRect, .limit, .busy, .destroyed, .wrongThread],
        "sy_get_switch_rect": [.ok, .null, .noSwitch, .limit, .destroyed, .wrongThread],
        "sy_handle_event": [.null, .busy, .destroyed, .wrongThread],
        "sy_move_focus": [.null, .badValue, .busy, .destroyed, .wrongThread],
        "sy_get_focus": [.null, .destroyed, .wrongThread],
        "sy_set_focus": [.ok, .null, .noSwitch, .disabled, .limit, .busy, .destroyed, .wrongThread],
        "sy_clear_focus": [.ok, .null, .busy, .destroyed, .wrongThread],
        "sy_advance": [.ok, .null, .badValue, .busy, .destroyed, .wrongThread],
        "sy_advance_now": [.ok, .null, .busy, .destroyed, .wrongThread],
        "sy_draw": [.ok, .null, .sdl, .limit, .busy, .destroyed, .wrongThread],
        "sy_set_retained": [.ok, .null, .busy, .destroyed, .wrongThread],
        "sy_invalidate_background": [.ok, .null, .busy, .destroyed, .wrongThread],
        "sy_get_value": [.null, .noSwitch, .limit, .destroyed, .wrongThread],
        "sy_set_value": [.ok, .null, .noSwitch, .limit, .destroyed, .wrongThread],
        "sy_set_enabled": [.ok, .null, .noSwitch, .limit, .destroyed, .wrongThread],
        "sy_is_enabled": [.null, .noSwitch, .limit, .destroyed, .wrongThread],
        "sy_set_value_changed_callback": [.ok, .null, .destroyed, .wrongThread],
        "sy_set_decide_callback": [.ok, .null, .destroyed, .wrongThread],
        "sy_set_state_changed_callback": [.ok, .null, .destroyed, .wrongThread],
        "sy_set_feedback_callback": [.ok, .null, .destroyed, .wrongThread],
        "sy_resolve": [.ok, .null, .noSwitch, .notPending, .limit, .busy, .destroyed, .wrongThread],
        "sy_is_pending": [.null, .noSwitch, .limit, .destroyed, .wrongThread],
        "sy_reload": [.ok, .null, .theme, .busy, .destroyed, .wrongThread],
        "sy_poll_reload": [.null, .theme, .busy, .destroyed, .wrongThread],
        "sy_resize": [.ok, .null, .badRect, .badValue, .limit, .busy, .destroyed, .wrongThread],
        "sy_set_accessibility_label": [.ok, .null, .noSwitch, .limit, .destroyed, .wrongThread],
        "sy_set_accessibility_hint": [.ok, .null, .noSwitch, .limit, .destroyed, .wrongThread],
        "sy_a11y_count": [.null, .destroyed, .wrongThread],
        "sy_a11y_get": [.ok, .null, .badValue, .destroyed, .wrongThread],
        "sy_a11y_toggle": [.null, .noSwitch, .limit, .busy, .destroyed, .wrongThread],
        "sy_set_a11y_callback": [.ok, .null, .destroyed, .wrongThread],
        "sy_error_message": [.null, .destroyed, .wrongThread],
    ]

    /// True when `code` is on `function`'s list: false is a bug of the library (a failure its header does
    /// not promise), never of the caller.
    static func allows(_ code: ResultCode, in function: String) -> Bool {
        codes[function]?.contains(code) ?? false
    }
}
