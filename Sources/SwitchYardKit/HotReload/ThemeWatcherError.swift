#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A system call of the watcher failed: which call and what `strerror` said.
package struct ThemeWatcherError: Error, Sendable, CustomStringConvertible {
    /// The system call that failed, e.g. `inotify_init1`.
    package var call: String
    /// What `strerror` said about the error number.
    package var message: String

    init(call: String, errno code: Int32) {
        self.call = call
        message = String(cString: strerror(code))
    }

    /// The error as one line: the call and the reason.
    package var description: String { "\(call) failed: \(message)" }
}
