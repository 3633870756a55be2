import JSONKit
import SceneGraph

/// What a watched file holds now: missing, there but not readable as a regular file (and why), or its size
/// and a 64-bit FNV-1a hash of its bytes. Equal fingerprints mean an unchanged file, so a save with the same
/// content does not rebuild the theme.
enum FileFingerprint: Equatable, Sendable {
    case missing
    /// The path names something that is not read: a FIFO, a device, a socket, a folder, or a file that
    /// cannot be opened. `reason` is one line naming the path.
    case unreadable(reason: String)
    case present(size: Int, hash: UInt64)

    /// True when the file was read.
    var isPresent: Bool {
        if case .present = self { return true }
        return false
    }

    /// Reads `path` (at most `limit` bytes plus one) and fingerprints it; also returns the bytes read.
    /// `stable` is false when the file's size or modification time changed while it was read. Only a
    /// regular file is opened (after `stat`, and then through `BoundedFile`, non-blocking), so a FIFO or
    /// a device at the path never blocks the caller.
    static func read(_ path: String, limit: Int) -> (fingerprint: FileFingerprint, bytes: [UInt8], stable: Bool) {
        let before: FileStatus
        switch FileStatus.of(path) {
        case .failure: return (.missing, [], true)
        case .success(let status): before = status
        }
        switch before.kind {
        case .regular: break
        case .folder: return (.unreadable(reason: BoundedFileError.isFolder(path: path).description), [], true)
        default:
            let refusal = BoundedFileError.notRegularFile(path: path, kind: before.kind.name)
            return (.unreadable(reason: refusal.description), [], true)
        }
        let bytes: [UInt8]
        switch BoundedFile.open(path, limit: .max).flatMap({ $0.read(upTo: limit + 1) }) {
        case .success(let read): bytes = read
        case .failure(let error): return (.unreadable(reason: error.description), [], true)
        }
        let after = try? FileStatus.of(path).get()
        let stable = after.map { Self.sameContent(before, $0) } ?? false
        return (.present(size: bytes.count, hash: FNV1a.hash(bytes)), bytes, stable)
    }

    /// True when two statuses describe the same file with the same size and modification time.
    private static func sameContent(_ a: FileStatus, _ b: FileStatus) -> Bool {
        a.device == b.device && a.inode == b.inode && a.size == b.size && a.modified == b.modified
    }
}
