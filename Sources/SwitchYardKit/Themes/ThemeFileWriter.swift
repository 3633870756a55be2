import Foundation
import JSONKit
import Themes

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads and writes a theme file for an editor of it (the workbench's inspector): reads through
/// `BoundedFile` like the loader, and writes atomically, so the file always holds either the old bytes
/// or the new ones and the hot-reload watcher never sees half a file.
///
/// A write goes to a temporary file in the theme's own folder (so the rename cannot cross file
/// systems), gets the original's permission bits (and, where allowed, its owner), is flushed with
/// `fsync`, and is renamed over the file; a symlink is followed, so the file it points to is replaced
/// and the link stays. A file that is missing (deleted meanwhile), not a regular file, read-only, in a
/// folder where no file can be made, or changed since it was read (when the caller says what it
/// expects) is refused before anything is written. A write that fails part way (a full disk) removes
/// the temporary file. In every refusal and failure the original file is left exactly as it was.
public struct ThemeFileWriter: Sendable {
    /// A writer; it holds no state, each call reads and writes the file system afresh.
    public init() {}

    /// The theme file's bytes, refused like the loader refuses them (not a regular file, over 1 MiB).
    public func read(_ path: String) -> Result<[UInt8], ThemeFileError> {
        BoundedFile.read(path, limit: ThemeLimits.maxThemeBytes).mapError { failure in
            if case .cannotOpen = failure, access(path, F_OK) != 0 { return .missing(path: path) }
            return .cannotRead(failure)
        }
    }

    /// Replaces the file at `path` with `bytes`, atomically. With `expected`, refuses when the file no
    /// longer holds those bytes (it changed outside since it was read), so an outside change is never
    /// overwritten unseen.
    public func write(_ bytes: [UInt8], to path: String, expected: [UInt8]? = nil) -> Result<Void, ThemeFileError> {
        guard let resolved = realpath(path, nil) else {
            return .failure(errno == ENOENT ? .missing(path: path) : .writeFailed(path: path, reason: errorText()))
        }
        let real = String(cString: resolved)
        free(resolved)
        var info = stat()
        guard stat(real, &info) == 0 else { return .failure(.writeFailed(path: path, reason: errorText())) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            return .failure(.notRegularFile(path: path, isFolder: info.st_mode & S_IFMT == S_IFDIR))
        }
        guard access(real, W_OK) == 0 else { return .failure(.readOnly(path: path)) }
        if let expected {
            switch read(real) {
            case .success(let current) where current == expected: break
            case .success: return .failure(.changedOutside(path: path))
            case .failure(let failure): return .failure(failure)
            }
        }
        let folder = (real as NSString).deletingLastPathComponent
        var template = Array("\(folder)/.\((real as NSString).lastPathComponent).edit-XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { return .failure(.folderNotWritable(path: path, reason: errorText())) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // Only root may give the file back to another owner; anyone keeps the permission bits.
        _ = fchown(descriptor, info.st_uid, info.st_gid)
        var failure: String?
        if fchmod(descriptor, info.st_mode & 0o7777) != 0 {
            failure = errorText()
        } else if let reason = writeAll(bytes, to: descriptor) {
            failure = reason
        } else if fsync(descriptor) != 0 {
            failure = errorText()
        }
        if close(descriptor) != 0, failure == nil { failure = errorText() }
        if failure == nil, rename(temporary, real) != 0 { failure = errorText() }
        if let failure {
            unlink(temporary)
            return .failure(.writeFailed(path: path, reason: failure))
        }
        syncFolder(folder)
        return .success(())
    }

    /// Writes every byte, retrying after a signal; the reason of the first failure, or nil.
    private func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { writeBytes(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            if written <= 0 { return written < 0 ? errorText() : "the system wrote nothing" }
            offset += written
        }
        return nil
    }

    /// Flushes the folder so the rename itself survives a crash; a folder that cannot be opened or
    /// flushed (some file systems refuse) changes nothing about the write, which is done.
    private func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    private func errorText() -> String {
        String(cString: strerror(errno))
    }
}

/// Why a theme file could not be read or written; the file is as it was. Each message is one line that
/// names the path.
public enum ThemeFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file does not exist (it was deleted, or its folder was).
    case missing(path: String)
    /// A folder, a device, a FIFO or a socket.
    case notRegularFile(path: String, isFolder: Bool)
    /// The file or its permissions refuse writing (the process lacks write access).
    case readOnly(path: String)
    /// No temporary file could be made next to the theme.
    case folderNotWritable(path: String, reason: String)
    /// The file no longer holds the bytes the editor read.
    case changedOutside(path: String)
    /// The file could not be read to compare or edit it (too large, unreadable): the reader's reason.
    case cannotRead(BoundedFileError)
    /// Writing or renaming the temporary file failed (a full disk, an I/O error).
    case writeFailed(path: String, reason: String)

    /// The error as one line naming the file and saying it was left unchanged.
    public var description: String {
        switch self {
        case .missing(let path): return "\(path) does not exist (deleted?); nothing was written"
        case .notRegularFile(let path, let isFolder):
            return "\(path) is \(isFolder ? "a folder" : "not a regular file"); nothing was written"
        case .readOnly(let path): return "\(path) is read-only; nothing was written"
        case .folderNotWritable(let path, let reason):
            return "cannot write next to \(path) (\(reason)); the file is unchanged"
        case .changedOutside(let path):
            return "\(path) changed outside since it was read; nothing was written, reload it first"
        case .cannotRead(let failure): return failure.description
        case .writeFailed(let path, let reason): return "cannot write \(path): \(reason); the file is unchanged"
        }
    }
}

/// `write(2)`, named apart from `ThemeFileWriter.write`.
private func writeBytes(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
