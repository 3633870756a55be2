#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one way SwitchYard writes a whole file (a theme edit, a PNG, a JUnit report, a snapshot, a chart):
/// the bytes go to a temporary file in the target's own folder (so the rename cannot cross file
/// systems), every write, the `fsync` and the `close` are checked, and only a complete copy is renamed
/// over the target. A reader therefore sees the old file or the new one, never half of one, and on any
/// failure (a full disk, an I/O error, a refusal) the temporary file is removed and the target is
/// exactly as it was.
///
/// An existing target keeps its permission bits (and, for root, its owner); a new one gets `mode`. A
/// symlink is followed: the file it points to is replaced and the link stays. The folder is flushed after
/// the rename, so the new file survives a crash.
package enum AtomicFile {
    /// Writes `bytes` to `path`. A FIFO, device or socket at `path` is refused, unless the folder is the
    /// program's own (snapshots, artifacts) and `replacesSpecialFiles` says so: it is then replaced by the
    /// rename, never opened. `beforeReplacing` runs once the complete copy is flushed, immediately before
    /// the rename, with the resolved target: a caller that must not replace bytes it has not seen
    /// re-checks the target there and returns its reason to refuse, which leaves the smallest window.
    package static func write(
        _ bytes: [UInt8], to path: String, mode: mode_t = 0o644, replacesSpecialFiles: Bool = false,
        beforeReplacing: (_ target: String) -> String? = { _ in nil }
    ) -> Result<Void, AtomicFileError> {
        let target: Target
        switch Target.resolve(path, replacesSpecialFiles: replacesSpecialFiles) {
        case .success(let resolved): target = resolved
        case .failure(let failure): return .failure(failure)
        }
        var template = Array("\(target.folder)/.\(target.name).partial-XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else {
            return .failure(.folderNotWritable(path: path, reason: FileErrorText.current()))
        }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failure: String?
        if let existing = target.existing {
            // Only root may give the file back to another owner; anyone keeps the permission bits.
            _ = fchown(descriptor, existing.st_uid, existing.st_gid)
        }
        if fchmod(descriptor, target.existing.map { $0.st_mode & 0o7777 } ?? mode) != 0 {
            failure = FileErrorText.current()
        } else if let reason = writeAll(bytes, to: descriptor) {
            failure = reason
        } else if fsync(descriptor) != 0 {
            failure = FileErrorText.current()
        }
        if close(descriptor) != 0, failure == nil { failure = FileErrorText.current() }
        if failure == nil, let refusal = beforeReplacing(target.path) {
            unlink(temporary)
            return .failure(.refused(path: path, reason: refusal))
        }
        if failure == nil, rename(temporary, target.path) != 0 { failure = FileErrorText.current() }
        if let failure {
            unlink(temporary)
            return .failure(.writeFailed(path: path, reason: failure, replacing: target.existing != nil))
        }
        syncFolder(target.folder)
        return .success(())
    }

    /// Writes every byte, retrying after a signal; the reason of the first failure, or nil.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            if written <= 0 { return written < 0 ? FileErrorText.current() : "the system wrote nothing" }
            offset += written
        }
        return nil
    }

    /// Flushes the folder so the rename itself survives a crash; a folder that cannot be opened or
    /// flushed (some file systems refuse) changes nothing about the write, which is done.
    private static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}

/// Where a write lands: the real path (a symlink followed), its folder and name, and what is there now.
private struct Target {
    let path: String
    let folder: String
    let name: String
    let existing: stat?

    /// `path` checked before anything is written: not empty, no NUL, its folder a writable folder, and
    /// nothing but a regular file (or nothing, or a special file the caller replaces) at it.
    static func resolve(_ path: String, replacesSpecialFiles: Bool) -> Result<Target, AtomicFileError> {
        guard !path.isEmpty else { return .failure(.emptyPath) }
        guard !path.utf8.contains(0) else { return .failure(.nulInPath(path: path)) }
        guard !path.hasSuffix("/") else { return .failure(.isFolder(path: path)) }
        var real = path
        if let resolved = realpath(path, nil) {
            real = String(cString: resolved)
            free(resolved)
        }
        let slash = real.utf8.lastIndex(of: UInt8(ascii: "/"))
        let folder = slash.map { $0 == real.utf8.startIndex ? "/" : String(real[..<$0]) } ?? "."
        let name = slash.map { String(real[real.utf8.index(after: $0)...]) } ?? real
        var info = stat()
        guard stat(folder, &info) == 0 else {
            return .failure(.badFolder(path: path, folder: folder, reason: FileErrorText.current()))
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            return .failure(.badFolder(path: path, folder: folder, reason: "it is not a folder"))
        }
        guard access(folder, W_OK) == 0 else {
            return .failure(.folderNotWritable(path: path, reason: FileErrorText.current()))
        }
        guard lstat(real, &info) == 0 else {
            if errno == ENOENT { return .success(Target(path: real, folder: folder, name: name, existing: nil)) }
            return .failure(.writeFailed(path: path, reason: FileErrorText.current(), replacing: false))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .success(Target(path: real, folder: folder, name: name, existing: info))
        case S_IFDIR: return .failure(.isFolder(path: path))
        default:
            guard replacesSpecialFiles else { return .failure(.notRegularFile(path: path)) }
            return .success(Target(path: real, folder: folder, name: name, existing: nil))
        }
    }
}

/// Why a file was not written; the target is as it was. Each message is one line naming the path.
package enum AtomicFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path is empty.
    case emptyPath
    /// The path holds a NUL byte, which no file name can.
    case nulInPath(path: String)
    /// The folder the file goes in is missing or is not a folder.
    case badFolder(path: String, folder: String, reason: String)
    /// No temporary file could be made in the folder (read-only, no space for an entry).
    case folderNotWritable(path: String, reason: String)
    /// A folder stands where the file would go.
    case isFolder(path: String)
    /// A FIFO, a device or a socket stands where the file would go: it is never opened or replaced.
    case notRegularFile(path: String)
    /// Writing, flushing or renaming the copy failed (a full disk, an I/O error); `replacing` when a file
    /// was there, which is unchanged.
    case writeFailed(path: String, reason: String, replacing: Bool)
    /// The caller's last check before the rename refused it.
    case refused(path: String, reason: String)

    /// The path the error is about.
    package var path: String {
        switch self {
        case .emptyPath: return ""
        case .nulInPath(let path), .badFolder(let path, _, _), .folderNotWritable(let path, _), .isFolder(let path),
            .notRegularFile(let path), .writeFailed(let path, _, _), .refused(let path, _):
            return path
        }
    }

    /// The error as one line naming the file and saying what became of it.
    package var description: String {
        switch self {
        case .emptyPath: return reason
        case .nulInPath(let path): return "\(FileErrorText.printable(path)) \(reason)"
        default: return "cannot write \(path): \(reason)"
        }
    }

    /// The error without the path, for a message that names the file itself: why, and what became of it.
    package var reason: String {
        switch self {
        case .emptyPath: return "the output path is empty; nothing was written"
        case .nulInPath: return "holds a NUL character, which no file name can; nothing was written"
        case .badFolder(_, let folder, let reason):
            return "the folder \(folder) cannot hold it (\(reason)); nothing was written"
        case .folderNotWritable(_, let reason):
            return "no file can be made in its folder (\(reason)); nothing was written"
        case .isFolder: return "it is a folder; nothing was written"
        case .notRegularFile: return "it is not a regular file (a FIFO, a device or a socket); nothing was written"
        case .writeFailed(_, let reason, let replacing):
            return "\(reason); \(replacing ? "the file is unchanged" : "nothing was written")"
        case .refused(_, let reason): return "\(reason); nothing was written"
        }
    }
}

/// System errors in words, for messages.
enum FileErrorText {
    /// `strerror` of the current `errno`.
    static func current() -> String {
        String(cString: strerror(errno))
    }

    /// `path` with a NUL shown as `\0`, so a message stays one readable line.
    static func printable(_ path: String) -> String {
        path.unicodeScalars.map { $0 == "\0" ? "\\0" : String($0) }.joined()
    }
}

/// `write(2)`, named apart from `AtomicFile.write`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
