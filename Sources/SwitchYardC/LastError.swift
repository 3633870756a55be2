#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The last failure of any `sy_*` call on each thread (`sy_last_error`, `sy_last_error_code`): how a
/// failed `sy_create`, which has no context to hold its message, reports why. Kept in thread-specific
/// storage; a thread's message is freed when it ends.
enum LastError {
    private static let messageKey = makeKey(freeing: true)
    private static let codeKey = makeKey(freeing: false)

    private static func makeKey(freeing: Bool) -> pthread_key_t {
        var key = pthread_key_t()
        _ = pthread_key_create(&key, freeing ? { free($0) } : nil)
        return key
    }

    /// Records `error` as this thread's last failure.
    static func set(_ error: CallError) {
        free(pthread_getspecific(messageKey))
        _ = pthread_setspecific(messageKey, CString.copy(error.message))
        _ = pthread_setspecific(codeKey, UnsafeRawPointer(bitPattern: Int(error.code.rawValue)))
    }

    /// This thread's last failure message; "" when no call has failed on it yet.
    static var message: UnsafePointer<CChar> {
        guard let raw = pthread_getspecific(messageKey) else { return CString.constant("") }
        return UnsafePointer(raw.assumingMemoryBound(to: CChar.self))
    }

    /// This thread's last failure code; `SY_OK` when no call has failed on it yet.
    static var code: Int32 {
        Int32(truncatingIfNeeded: Int(bitPattern: pthread_getspecific(codeKey)))
    }
}
