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

    /// Opens `path` and writes the header.
    init(path: String, header: ScenarioHeader) throws {
        self.path = path
        guard FileManager.default.createFile(atPath: path, contents: nil),
            let handle = FileHandle(forWritingAtPath: path)
        else {
            throw RuntimeError("\(path): cannot create the recording file")
        }
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
