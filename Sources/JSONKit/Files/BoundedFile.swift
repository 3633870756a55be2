#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A regular file opened for a bounded read: the one way theme and scenario files are read. It opens with
/// `O_NONBLOCK` so a FIFO never blocks, refuses anything but a regular file, and refuses a file over the
/// limit from `fstat` before reading a byte, so a hostile path costs neither a hang nor memory.
package final class BoundedFile {
    /// The path as given, for messages.
    package let path: String
    /// The size `fstat` reported when the file was opened.
    package let size: Int
    private let descriptor: Int32

    private init(path: String, size: Int, descriptor: Int32) {
        self.path = path
        self.size = size
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Opens `path` when it is a regular file of at most `limit` bytes.
    package static func open(_ path: String, limit: Int) -> Result<BoundedFile, BoundedFileError> {
        let descriptor = openForReading(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.cannotOpen(path: path, reason: FileErrorText.current())) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let reason = FileErrorText.current()
            close(descriptor)
            return .failure(.cannotRead(path: path, reason: reason))
        }
        let type = info.st_mode & S_IFMT
        guard type == S_IFREG else {
            close(descriptor)
            if type == S_IFDIR { return .failure(.isFolder(path: path)) }
            return .failure(.notRegularFile(path: path, kind: kindName(type)))
        }
        let size = Int(info.st_size)
        guard size <= limit else {
            close(descriptor)
            return .failure(.tooLarge(path: path, size: size, limit: limit))
        }
        return .success(BoundedFile(path: path, size: size, descriptor: descriptor))
    }

    /// The whole file when it is a regular file of at most `limit` bytes; at most `limit + 1` bytes are
    /// read, so a file that grew after `fstat` is refused rather than read on.
    package static func read(_ path: String, limit: Int) -> Result<[UInt8], BoundedFileError> {
        open(path, limit: limit).flatMap { file in
            file.read(upTo: limit < Int.max ? limit + 1 : limit).flatMap { bytes in
                bytes.count > limit ? .failure(.grewPastLimit(path: path, limit: limit)) : .success(bytes)
            }
        }
    }

    /// At most `count` bytes from where the last read stopped (the start, for a fresh file).
    package func read(upTo count: Int) -> Result<[UInt8], BoundedFileError> {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: min(max(count, 1), 64 * 1024))
        while bytes.count < count {
            let wanted = min(chunk.count, count - bytes.count)
            let got = chunk.withUnsafeMutableBytes { readBytes(descriptor, $0.baseAddress, wanted) }
            if got < 0, errno == EINTR { continue }
            if got < 0 { return .failure(.cannotRead(path: path, reason: FileErrorText.current())) }
            if got == 0 { break }
            bytes += chunk[0..<got]
        }
        return .success(bytes)
    }

    private static func kindName(_ type: mode_t) -> String {
        switch type {
        case S_IFIFO: return "a FIFO"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        default: return "an unknown kind of file"
        }
    }
}

/// Why a bounded read was refused; each message is one line that names the path.
package enum BoundedFileError: Error, Hashable, Sendable, CustomStringConvertible {
    case cannotOpen(path: String, reason: String)
    case isFolder(path: String)
    /// A FIFO, a device or a socket: `kind` names it ("a FIFO").
    case notRegularFile(path: String, kind: String)
    case tooLarge(path: String, size: Int, limit: Int)
    /// The file grew past the limit between `fstat` and the read.
    case grewPastLimit(path: String, limit: Int)
    case cannotRead(path: String, reason: String)

    package var description: String {
        switch self {
        case .cannotOpen(let path, let reason): return "cannot open \(Excerpt.path(path)): \(reason)"
        case .isFolder(let path): return "\(path) is a folder, not a file"
        case .notRegularFile(let path, let kind): return "\(path) is not a regular file (\(kind))"
        case .tooLarge(let path, let size, let limit):
            return "\(path) is \(size) bytes, larger than the limit of \(limit) bytes"
        case .grewPastLimit(let path, let limit):
            return "\(path) grew past the limit of \(limit) bytes while it was read"
        case .cannotRead(let path, let reason): return "cannot read \(path): \(reason)"
        }
    }
}

/// The text of the current `errno`.

/// `open(2)` for reading, named apart from the type's own members.
private func openForReading(_ path: String, _ flags: Int32) -> Int32 {
    open(path, flags)
}

/// `read(2)`, named apart from `BoundedFile.read`.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
