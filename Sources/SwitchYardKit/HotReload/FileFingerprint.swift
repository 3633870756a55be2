import Glibc
import JSONKit
import SceneGraph

/// What a watched file holds now: missing, or its size and a 64-bit FNV-1a hash of its bytes. Equal
/// fingerprints mean an unchanged file, so a save with the same content does not rebuild the theme.
enum FileFingerprint: Equatable, Sendable {
    case missing
    case present(size: Int, hash: UInt64)

    /// Reads `path` (at most `limit` bytes plus one) and fingerprints it; also returns the bytes read.
    /// `stable` is false when the file's size or modification time changed while it was read.
    static func read(_ path: String, limit: Int) -> (fingerprint: FileFingerprint, bytes: [UInt8], stable: Bool) {
        let before = Metadata(path)
        guard before != nil else { return (.missing, [], true) }
        guard case .success(let file) = BoundedFile.open(path, limit: .max),
            case .success(let bytes) = file.read(upTo: limit + 1)
        else { return (.missing, [], true) }
        let stable = Metadata(path) == before
        return (.present(size: bytes.count, hash: FNV1a.hash(bytes)), bytes, stable)
    }

    /// The stat fields that change when a file is replaced or written.
    private struct Metadata: Equatable {
        let device: UInt64
        let inode: UInt64
        let size: Int64
        let seconds: Int
        let nanoseconds: Int

        init?(_ path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            seconds = info.st_mtim.tv_sec
            nanoseconds = info.st_mtim.tv_nsec
        }
    }
}
