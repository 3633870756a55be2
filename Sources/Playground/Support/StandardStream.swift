import Foundation

/// Lines to stdout or stderr with every `write(2)` checked, where `FileHandle.write(_:)` traps on a failed
/// write: a reader that went away (`| head -1`: EPIPE, with SIGPIPE ignored) is an ordinary end of the
/// output, never a crash.
enum StandardStream {
    /// Writes `text` and a newline to `fd`, however many calls that takes; false when it could not all be
    /// written (the reader closed the pipe, the disk is full), and the rest is dropped.
    @discardableResult
    static func line(_ text: String, to fd: Int32) -> Bool {
        var bytes = Array((text + "\n").utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return false }
            bytes = bytes.dropFirst(written)
        }
        return true
    }
}
