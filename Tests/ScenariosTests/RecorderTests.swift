import SceneGraph
import Testing

@testable import Scenarios

@Suite struct RecorderTests {
    struct DiskFull: Error, CustomStringConvertible {
        var description: String { "No space left on device" }
    }

    @Test func aFailedWriteStopsTheRecordingAndLeavesAReplayableFile() throws {
        var text = ""
        var budget = 3
        let recorder = try ScenarioRecorder(header: ScenarioFixtures.header()) { line in
            guard budget > 0 else { throw DiskFull() }
            budget -= 1
            text += line
        }
        try recorder.record(.pointerDown(.finger(1), Point(x: 80, y: 115), .primary), at: 2)
        try recorder.record(.pointerUp(.finger(1), Point(x: 80, y: 115), .primary), at: 4)
        #expect(throws: ScenarioRecordingError(line: 4, reason: "No space left on device")) {
            try recorder.record(.key(KeyEvent(key: .tab)), at: 5)
        }
        #expect(!recorder.isRecording)
        #expect(
            recorder.failure?.description
                == "recording stopped: line 4 could not be written: No space left on device")
        try recorder.record(.key(KeyEvent(key: .space)), at: 6)
        let result = ScenarioFile.parse(text: text, file: "crash.jsonl")
        #expect(
            result.diagnostics.map(\.description) == [
                "crash.jsonl:3: warning: no end line: the file stops after line 3; replaying what is there"
            ])
        #expect(result.scenario?.entries.count == 2)
    }

    @Test func leavesOutWhatTheRouterWouldIgnoreAndKeepsFilesValid() throws {
        var lines: [String] = []
        let recorder = try ScenarioRecorder(header: ScenarioFixtures.header()) { lines.append($0) }
        try recorder.record(.pointerUp(.finger(4), Point(x: 1, y: 1), .primary), at: 1)
        try recorder.record(.pointerMove(.finger(4), Point(x: 1, y: 1)), at: 1)
        try recorder.record(.pointerMove(.mouse, Point(x: 1, y: 1)), at: 1)
        try recorder.record(.pointerDown(.mouse, Point(x: .nan, y: 1), .primary), at: 2)
        try recorder.record(.pointerDown(.mouse, Point(x: 10, y: 10), .secondary), at: 3)
        try recorder.record(.pointerDown(.mouse, Point(x: 10, y: 10), .primary), at: 3)
        try recorder.record(.pointerMove(.mouse, Point(x: -5000, y: 10_000)), at: 4)
        try recorder.record(.pointerUp(.mouse, Point(x: .infinity, y: 0), .secondary), at: 2)
        try recorder.record(.pointerUp(.mouse, Point(x: .infinity, y: 0), .primary), at: 4)
        try recorder.record(.pointerUp(.mouse, Point(x: 5, y: 5), .primary), at: 5)
        try recorder.record(.resize(Size(width: 500, height: 400), pixelDensity: 2), at: 6)
        try recorder.record(.themeReload(ScenarioThemeReference(path: "theme.json", sha256: nil)), at: 7)
        try recorder.stop(
            at: 8, outcome: ScenarioSnapshot(switches: [:], callbacks: [], frameHash: FrameHash(value: 1)))
        try recorder.record(.cancelAll, at: 9)
        #expect(
            Array(lines.dropFirst()) == [
                "{\"tick\":1,\"event\":\"move\",\"pointer\":\"mouse\",\"x\":1,\"y\":1}\n",
                "{\"tick\":3,\"event\":\"down\",\"pointer\":\"mouse\",\"x\":10,\"y\":10,\"button\":\"secondary\"}\n",
                "{\"tick\":3,\"event\":\"down\",\"pointer\":\"mouse\",\"x\":10,\"y\":10,\"button\":\"primary\"}\n",
                "{\"tick\":4,\"event\":\"move\",\"pointer\":\"mouse\",\"x\":-400,\"y\":600}\n",
                "{\"tick\":4,\"event\":\"cancel\",\"pointer\":\"mouse\"}\n",
                "{\"tick\":5,\"event\":\"move\",\"pointer\":\"mouse\",\"x\":5,\"y\":5}\n",
                "{\"tick\":6,\"event\":\"resize\",\"w\":500,\"h\":400,\"density\":2}\n",
                "{\"tick\":7,\"event\":\"themeReload\",\"path\":\"theme.json\"}\n",
                "{\"tick\":8,\"expect\":{\"switches\":{},\"callbacks\":[],\"frame\":\"0000000000000001\",\"cues\":[]}}\n",
                "{\"end\":8}\n",
            ])
        #expect(!recorder.isRecording)
        let result = ScenarioFile.parse(text: lines.joined(), file: "rec.jsonl")
        #expect(result.diagnostics.isEmpty)
    }

    @Test func keysWriteOnlyTheModifiersThatAreSet() throws {
        var text = ""
        let recorder = try ScenarioRecorder(header: ScenarioFixtures.header()) { text += $0 }
        try recorder.record(.key(KeyEvent(key: .tab, shift: true)), at: 1)
        try recorder.record(.key(KeyEvent(key: .right, isRepeat: true)), at: 2)
        let lines = text.split(separator: "\n").dropFirst()
        #expect(
            Array(lines) == [
                #"{"tick":1,"event":"key","key":"tab","shift":true}"#,
                #"{"tick":2,"event":"key","key":"right","repeat":true}"#,
            ])
    }
}
