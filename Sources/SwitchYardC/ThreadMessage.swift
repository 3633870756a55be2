import Glibc

/// A buffer of `capacity` bytes per thread that C reads a message from, as `SDL_GetError`'s: written over in
/// place by the thread's later calls and never freed while the thread lives (it is freed when the thread
/// ends), so a pointer handed out is always safe to read, whatever order a host's arguments are evaluated in.
struct ThreadMessage: Sendable {
    /// The buffer's size, its terminating NUL included: `SY_MESSAGE_MAX` of include/switchyard.h.
    static let capacity = 8192
    /// What ends a message cut to fit.
    private static let cutMark = "..."

    /// The last failure of any call on each thread (`sy_last_error`).
    static let lastError = ThreadMessage()
    /// A context's last failure as `sy_error_message` last copied it out.
    static let contextError = ThreadMessage()

    private let key: pthread_key_t

    private init() {
        var key = pthread_key_t()
        _ = pthread_key_create(&key) { free($0) }
        self.key = key
    }

    /// This thread's message; "" before the first write.
    var text: UnsafePointer<CChar> {
        buffer.map { UnsafePointer($0) } ?? CString.constant("")
    }

    /// Writes `message` over this thread's buffer (cut to fit, see `fitted`) and returns the buffer.
    func write(_ message: String) -> UnsafePointer<CChar> {
        guard let buffer else { return CString.constant("") }
        let bytes = Self.fitted(message)
        for (index, byte) in bytes.enumerated() { buffer[index] = CChar(bitPattern: byte) }
        buffer[bytes.count] = 0
        return UnsafePointer(buffer)
    }

    /// `message`'s UTF-8 bytes when they fit in `capacity - 1`; otherwise cut on a character boundary and
    /// ended with "...", the whole at most `capacity - 1` bytes.
    static func fitted(_ message: String) -> [UInt8] {
        let bytes = Array(message.utf8)
        guard bytes.count >= capacity else { return bytes }
        var end = capacity - 1 - cutMark.utf8.count
        while end > 0, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        return Array(bytes[..<end]) + Array(cutMark.utf8)
    }

    /// This thread's buffer, made empty on its first use; nil only when memory ran out.
    private var buffer: UnsafeMutablePointer<CChar>? {
        if let raw = pthread_getspecific(key) { return raw.assumingMemoryBound(to: CChar.self) }
        guard let raw = calloc(Self.capacity, 1) else { return nil }
        _ = pthread_setspecific(key, raw)
        return raw.assumingMemoryBound(to: CChar.self)
    }
}
