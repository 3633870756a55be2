#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The last failure of any `sy_*` call on each thread (`sy_last_error`, `sy_last_error_code`): how a
/// failed `sy_create`, which has no context to hold its message, reports why. The message lives in the
/// thread's `ThreadMessage.lastError` buffer, the code in thread-specific storage.
enum LastError {
    private static let codeKey: pthread_key_t = {
        var key = pthread_key_t()
        _ = pthread_key_create(&key, nil)
        return key
    }()

    /// Records `error` as this thread's last failure.
    static func set(_ error: CallError) {
        _ = ThreadMessage.lastError.write(error.message)
        _ = pthread_setspecific(codeKey, UnsafeRawPointer(bitPattern: Int(error.code.rawValue)))
    }

    /// This thread's last failure message; "" when no call has failed on it yet.
    static var message: UnsafePointer<CChar> { ThreadMessage.lastError.text }

    /// This thread's last failure code; `SY_OK` when no call has failed on it yet.
    static var code: Int32 {
        Int32(truncatingIfNeeded: Int(bitPattern: pthread_getspecific(codeKey)))
    }
}
