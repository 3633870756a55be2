/// The C API's result codes: the values of `sy_result` in `include/switchyard.h`, kept in step by hand.
/// Every failure is negative, so a call that also returns a count or a flag (`sy_handle_event`,
/// `sy_get_value`, `sy_poll_reload`) can return either.
enum ResultCode: Int32 {
    case ok = 0
    case null = -1
    case theme = -2
    case unknownStyle = -3
    case duplicateID = -4
    case badRect = -5
    case noSwitch = -6
    case destroyed = -7
    case sdl = -8
    case busy = -9
    case wrongThread = -10
    case badValue = -11
    case notPending = -12
    case disabled = -16
    case limit = -13
    case options = -14
    case font = -15

    /// The enumerator's name in the header, e.g. `SY_ERR_BUSY`.
    var name: StaticString {
        switch self {
        case .ok: return "SY_OK"
        case .null: return "SY_ERR_NULL"
        case .theme: return "SY_ERR_THEME"
        case .unknownStyle: return "SY_ERR_UNKNOWN_STYLE"
        case .duplicateID: return "SY_ERR_DUPLICATE_ID"
        case .badRect: return "SY_ERR_BAD_RECT"
        case .noSwitch: return "SY_ERR_NO_SWITCH"
        case .destroyed: return "SY_ERR_DESTROYED"
        case .sdl: return "SY_ERR_SDL"
        case .busy: return "SY_ERR_BUSY"
        case .wrongThread: return "SY_ERR_THREAD"
        case .badValue: return "SY_ERR_BAD_VALUE"
        case .notPending: return "SY_ERR_NOT_PENDING"
        case .disabled: return "SY_ERR_DISABLED"
        case .limit: return "SY_ERR_LIMIT"
        case .options: return "SY_ERR_OPTIONS"
        case .font: return "SY_ERR_FONT"
        }
    }
}

/// A refused call: its code and the one line `sy_error_message` and `sy_last_error` hand back.
struct CallError: Error {
    let code: ResultCode
    let message: String

    init(_ code: ResultCode, _ message: String) {
        self.code = code
        self.message = message
    }
}
