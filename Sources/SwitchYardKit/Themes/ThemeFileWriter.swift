import JSONKit
import Themes

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads and writes a theme file for an editor of it (the workbench's inspector): reads through
/// `BoundedFile` like the loader, and writes through `AtomicFile`, so the file always holds either the old
/// bytes or the new ones and the hot-reload watcher never sees half a file.
///
/// A file that is missing (deleted meanwhile), not a regular file, read-only, in a folder where no file
/// can be made, or changed since it was read (when the caller says what it expects) is refused before
/// anything is written. With an expectation the file is looked at twice: before the copy is written,
/// and again once it is complete and flushed, immediately before the rename, when its identity (device
/// and inode) and its bytes must still be the ones read; so an outside save is only replaced unseen if
/// it lands in the microseconds between that last look and the rename (docs/themes.md). In every refusal
/// and failure the original file is left exactly as it was.
package struct ThemeFileWriter: Sendable {
    /// A writer; it holds no state, each call reads and writes the file system afresh.
    package init() {}

    /// The theme file's bytes, refused like the loader refuses them (not a regular file, over 1 MiB).
    package func read(_ path: String) -> Result<[UInt8], ThemeFileError> {
        BoundedFile.read(path, limit: ThemeLimits.maxThemeBytes).mapError { failure in
            if case .cannotOpen = failure, access(path, F_OK) != 0 { return .missing(path: path) }
            return .cannotRead(failure)
        }
    }

    /// Replaces the file at `path` with `bytes`, atomically. With `expected`, refuses when the file no
    /// longer holds those bytes (it changed outside since it was read), so an outside change is never
    /// overwritten unseen.
    package func write(_ bytes: [UInt8], to path: String, expected: [UInt8]? = nil) -> Result<Void, ThemeFileError> {
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
        if let expected, let changed = change(at: real, path: path, from: expected, identity: info) {
            return .failure(changed)
        }
        var refusal: ThemeFileError?
        let written = AtomicFile.write(bytes, to: real) { target in
            guard let expected else { return nil }
            refusal = change(at: target, path: path, from: expected, identity: info)
            return refusal?.description
        }
        switch written {
        case .success: return .success(())
        case .failure(.refused): return .failure(refusal ?? .changedOutside(path: path))
        case .failure(.folderNotWritable(_, let reason)):
            return .failure(.folderNotWritable(path: path, reason: reason))
        case .failure(.writeFailed(_, let reason, _)): return .failure(.writeFailed(path: path, reason: reason))
        case .failure(let other): return .failure(.writeFailed(path: path, reason: "\(other)"))
        }
    }

    /// Why the file at `real` is no longer the one read (`identity`, holding `expected`): gone, replaced
    /// by another file, or holding other bytes; nil when it is unchanged.
    private func change(at real: String, path: String, from expected: [UInt8], identity: stat) -> ThemeFileError? {
        var now = stat()
        guard stat(real, &now) == 0 else { return errno == ENOENT ? .missing(path: path) : .changedOutside(path: path) }
        guard now.st_dev == identity.st_dev, now.st_ino == identity.st_ino else { return .changedOutside(path: path) }
        switch read(real) {
        case .success(let current) where current == expected: return nil
        case .success: return .changedOutside(path: path)
        case .failure(let failure): return failure
        }
    }

    private func errorText() -> String {
        String(cString: strerror(errno))
    }
}

/// Why a theme file could not be read or written; the file is as it was. Each message is one line that
/// names the path.
package enum ThemeFileError: Error, Hashable, Sendable, CustomStringConvertible {
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
    package var description: String {
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
