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

    /// Opens `path` (created, or truncated in place) and writes the header. The file is opened where it is,
    /// never replaced by a new one: `FileManager.createFile` writes a temporary file and renames it over
    /// the path, which replaced a device such as `/dev/full` (as root) or a symbolic link with a plain file.
    init(path: String, header: ScenarioHeader) throws {
        self.path = path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw RuntimeError("\(path): cannot create the recording file: \(String(cString: strerror(errno)))")
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        self.handle = handle
        do {
            recorder = try ScenarioRecorder(header: header) { line in
                try handle.write(contentsOf: Data(line.utf8))
            }
        } catch {
            throw RuntimeError("\(path): \(error)")
        }
    }

    /// The reason the recording stopped on its own, if it did.
    var failure: String? { recorder.failure.map { "\(path): \($0)" } }

    var isRecording: Bool { recorder.isRecording }

    func record(_ event: ScenarioEvent, at tick: Int) {
        try? recorder.record(event, at: tick)
    }

    /// Writes the outcome and `end`, and closes the file.
    func stop(at tick: Int, outcome: ScenarioSnapshot) {
        try? recorder.stop(at: tick, outcome: outcome)
        try? handle.close()
    }

    /// A file name in the current folder for a recording started now.
    static func defaultPath() -> String {
        "switchyard-\(Timestamp.now()).jsonl"
    }
}
