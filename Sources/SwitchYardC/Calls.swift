import Glibc
import SwitchYardKit

/// How every `sy_*` call that takes a context runs: look the handle up, check the thread, refuse a
/// re-entrant call that could change the scene while a callback runs, and turn a failure into its code with
/// the message recorded for `sy_error_message` and `sy_last_error`.
enum Calls {
    /// How a call may overlap a callback (value-changed, decide or state-changed) of its own context.
    enum Overlap {
        /// Reads, and writes that are safe or queued: allowed from inside a callback.
        case allowed
        /// May run the callbacks or change the scene: refused with `SY_ERR_BUSY` from inside a callback.
        case exclusive
    }

    /// A call that cannot fail once the context is found (and may run inside a callback): `change`, then `SY_OK`.
    static func apply(_ function: String, _ handle: OpaquePointer?, _ change: (Context) -> Void) -> Int32 {
        run(function, handle, .allowed) { context in
            change(context)
            return ResultCode.ok.rawValue
        }
    }

    /// Runs `body` with the live context behind `handle`; `function` names the call in messages and in
    /// `Contract`.
    static func run(
        _ function: String, _ handle: OpaquePointer?, _ overlap: Overlap,
        _ body: (Context) throws(CallError) -> Int32
    ) -> Int32 {
        let context: Context
        do {
            context = try Registry.shared.context(handle, for: function)
        } catch {
            return fail(error, in: function, on: nil)
        }
        do throws(CallError) {
            guard overlap == .exclusive else { return try body(context) }
            guard !context.isBusy else {
                throw CallError(
                    .busy,
                    "\(function): not allowed inside a callback (value-changed, decide or state-changed); call it after the callback returns"
                )
            }
            return try context.exclusively { () throws(CallError) in try body(context) }
        } catch {
            return fail(error, in: function, on: context)
        }
    }

    /// Records `error` of `function` for this thread and, when given, for `context`; returns its code. A
    /// code missing from the function's `Contract` list is the library's bug: debug builds stop on it.
    static func fail(_ error: CallError, in function: String, on context: Context?) -> Int32 {
        assert(
            Contract.allows(error.code, in: function),
            "\(function) failed with \(error.code.name), which include/switchyard.h does not list for it")
        LastError.set(error)
        context?.record(error)
        return error.code.rawValue
    }

    /// The string a C caller passed for `what`, or the `SY_ERR_NULL` error naming it, or the `SY_ERR_LIMIT`
    /// error for one longer than `limit` bytes (found without reading past the limit).
    static func string(
        _ pointer: UnsafePointer<CChar>?, _ what: String, in function: String, limit: Int = CLimits.maxNameBytes
    ) throws(CallError) -> String {
        guard let pointer else { throw CallError(.null, "\(function): \(what) is NULL") }
        guard strnlen(pointer, limit + 1) <= limit else {
            throw CallError(
                .limit,
                "\(function): \(what) \(CLimits.opening(of: pointer)) is longer than the limit of \(limit) bytes")
        }
        return String(cString: pointer)
    }

    /// Throws the theme's first problem, as its one-line `file:line:col: error: key.path: message`, when
    /// `outcome` failed (the last good theme stays on screen): how `sy_create`, `sy_reload` and
    /// `sy_poll_reload` report a theme.
    static func shown(_ outcome: ThemeOutcome) throws(CallError) {
        if case .failed(let problems) = outcome { throw CallError(.theme, problems[0].description) }
    }
}
