import Foundation
import Scenarios
import SceneGraph

/// A scenario being recorded from the window: each line written and flushed as it happens, so a crash
/// or kill leaves a file that replays up to its last whole line. A failed write (disk full, file gone)
/// stops the recording with a message; the window keeps running.
final class RecordingSession {
    let path: String
    private let handle: FileHandle
    private let recorder: ScenarioRecorder

    /// Opens `path` and writes the header. An existing regular file is replaced only when `replacing` (the
    /// `--force` flag); otherwise it is refused and left as it was. The file is locked (`flock`, exclusive,
    /// non-blocking, held until the recording closes) before it is emptied, so a second recorder on the same
    /// file is refused with the holder's pid instead of interleaving into a corrupt file. The file is opened
    /// where it is, never replaced by a new one: `FileManager.createFile` writes a temporary file and renames
    /// it over the path, which replaced a device such as `/dev/full` (as root) or a symbolic link.
    init(path: String, header: ScenarioHeader, replacing: Bool = false) throws {
        self.path = path
        let descriptor = try Self.openLocked(path, replacing: replacing)
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        self.handle = handle
        do {
            recorder = try ScenarioRecorder(header: header) { line in
                do {
                    try handle.write(contentsOf: Data(line.utf8))
                } catch {
                    throw RuntimeError(Diagnostics.describe(error))
                }
            }
        } catch {
            throw RuntimeError("\(path): \(error)")
        }
    }

    /// A descriptor open for writing on `path`, locked and emptied when it is a regular file.
    private static func openLocked(_ path: String, replacing: Bool) throws -> Int32 {
        var descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        let created = descriptor >= 0
        if !created, errno == EEXIST { descriptor = open(path, O_WRONLY | O_CLOEXEC) }
        guard descriptor >= 0 else {
            throw RuntimeError("\(path): cannot create the recording file: \(String(cString: strerror(errno)))")
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return descriptor }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            let holder = lockHolder(inode: UInt64(info.st_ino)).map { "process \($0)" } ?? "another process"
            throw RecordingRefusal(path: path, reason: "is being recorded by \(holder); choose another file")
        }
        if !created, !replacing {
            close(descriptor)
            throw RecordingRefusal(path: path, reason: "exists; pass --force to replace it, or choose another file")
        }
        if !created, ftruncate(descriptor, 0) != 0 {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw RuntimeError("\(path): cannot empty the recording file: \(reason)")
        }
        return descriptor
    }

    /// The pid holding a `flock` on the file with `inode`, from `/proc/locks`
    /// (`1: FLOCK  ADVISORY  WRITE 1234 08:01:5678 0 EOF`); nil when it cannot be told.
    private static func lockHolder(inode: UInt64) -> Int? {
        guard let table = try? String(contentsOfFile: "/proc/locks", encoding: .utf8) else { return nil }
        for line in table.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count >= 6, fields[1] == "FLOCK", let pid = Int(fields[4]),
                fields[5].split(separator: ":").last.flatMap({ UInt64($0) }) == inode
            else { continue }
            return pid
        }
        return nil
    }

    /// The reason the recording stopped on its own, if it did.
    var failure: String? { recorder.failure.map { "\(path): \($0)" } }

    var isRecording: Bool { recorder.isRecording }

    func record(_ event: ScenarioEvent, at tick: Int) {
        try? recorder.record(event, at: tick)
    }

    /// Writes a checkpoint: an `expect` line with everything `snapshot` shows.
    func expect(_ snapshot: ScenarioSnapshot, at tick: Int) {
        try? recorder.expect(snapshot, at: tick)
    }

    /// Writes the outcome and `end`, and closes the file (which releases the lock).
    func stop(at tick: Int, outcome: ScenarioSnapshot) {
        try? recorder.stop(at: tick, outcome: outcome)
        try? handle.close()
    }

    /// A file name in the current folder for a recording started now: `switchyard-<timestamp>.jsonl`, with
    /// `-2`, `-3`, ... added when that name is taken.
    static func defaultPath() -> String {
        freePath("switchyard-\(Timestamp.now()).jsonl")
    }

    /// `path` when nothing is there, else the first of `name-2.ext`, `name-3.ext`, ... that is free.
    static func freePath(_ path: String) -> String {
        let name = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        let dot = path[name...].lastIndex(of: ".").flatMap { $0 > name ? $0 : nil } ?? path.endIndex
        let stem = path[..<dot]
        let suffix = path[dot...]
        var candidate = path
        var number = 2
        var info = stat()
        while lstat(candidate, &info) == 0 {
            candidate = "\(stem)-\(number)\(suffix)"
            number += 1
        }
        return candidate
    }
}

/// A recording file that is refused rather than failed: it exists (without `--force`) or another recorder
/// holds it. `switchyard record` stops at once for it (exit 3); other failures leave the window running.
struct RecordingRefusal: Error, CustomStringConvertible {
    /// The recording file refused.
    let path: String
    /// Why, and what to do instead.
    let reason: String

    /// `path: error: reason`.
    var description: String { "\(path): error: \(reason)" }
}
