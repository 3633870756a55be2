import Foundation
import Scenarios
import SceneGraph
import TestSupport
import Testing

@testable import Playground

/// A recording never empties a file it was not told to replace, and two recorders never share a file.
@Suite struct RecordingFileTests {
    private static let header = ScenarioHeader(
        windowPoints: Size(width: 400, height: 300), windowPixels: PixelSize(width: 400, height: 300),
        theme: ScenarioThemeReference(path: "theme.json", sha256: nil),
        initial: ["a": ScenarioInitialState(isOn: false)])

    private func refusal(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return "\(error)"
        }
    }

    private func contents(_ path: String) -> String {
        (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }

    @Test func anExistingFileIsKeptUnlessForced() throws {
        let folder = try TestFolder()
        let path = folder.path("bug.jsonl")
        folder.writeInPlace("bug.jsonl", "precious\n")
        let message = refusal { _ = try RecordingSession(path: path, header: Self.header) }
        #expect(message == "\(path): error: exists; pass --force to replace it, or choose another file")
        #expect(contents(path) == "precious\n")
        let forced = try RecordingSession(path: path, header: Self.header, replacing: true)
        forced.stop(at: 1, outcome: ScenarioSnapshot(switches: [:], callbacks: [], frameHash: nil))
        #expect(contents(path).hasPrefix(#"{"format":"switchyard-scenario""#))
        #expect(!contents(path).contains("precious"))
    }

    /// Two recorders on one file in one process: the second is refused naming the holder (this process),
    /// even with --force, and the first's file is not emptied or interleaved.
    @Test func aSecondRecorderOnTheSameFileIsRefusedNamingTheHolder() throws {
        let folder = try TestFolder()
        let path = folder.path("shared.jsonl")
        let first = try RecordingSession(path: path, header: Self.header)
        let written = contents(path)
        #expect(!written.isEmpty)
        for replacing in [false, true] {
            let message = refusal { _ = try RecordingSession(path: path, header: Self.header, replacing: replacing) }
            #expect(message == "\(path): error: is being recorded by process \(getpid()); choose another file")
        }
        #expect(contents(path) == written)
        first.stop(at: 2, outcome: ScenarioSnapshot(switches: [:], callbacks: [], frameHash: nil))
        let parsed = ScenarioFile.parse(text: contents(path), file: path)
        #expect(!parsed.hasErrors, "\(parsed.diagnostics)")
        // Closed, the lock is gone: --force may now replace it.
        let next = try RecordingSession(path: path, header: Self.header, replacing: true)
        next.stop(at: 0, outcome: ScenarioSnapshot(switches: [:], callbacks: [], frameHash: nil))
    }

    /// The R key's timestamped name gets a suffix when it is taken, so a second recording in the same
    /// second never replaces the first.
    @Test func aTakenNameGetsASuffix() throws {
        let folder = try TestFolder()
        let path = folder.path("switchyard-20261201-120000.jsonl")
        #expect(RecordingSession.freePath(path) == path)
        folder.writeInPlace("switchyard-20261201-120000.jsonl", "")
        #expect(RecordingSession.freePath(path) == folder.path("switchyard-20261201-120000-2.jsonl"))
        folder.writeInPlace("switchyard-20261201-120000-2.jsonl", "")
        #expect(RecordingSession.freePath(path) == folder.path("switchyard-20261201-120000-3.jsonl"))
    }

    @Test func recordWithoutForceOntoAnExistingFileExitsThreeAndKeepsIt() throws {
        let folder = try TestFolder()
        folder.writeInPlace("old.jsonl", "precious\n")
        let path = folder.path("old.jsonl")
        let result = try SwitchyardProcess.run(["record", "--out", path, "--headless", "--frames", "2"])
        #expect(result.status == 3)
        #expect(result.stderrLines == ["\(path): error: exists; pass --force to replace it, or choose another file"])
        #expect(contents(path) == "precious\n")
        let forced = try SwitchyardProcess.run(["record", "--out", path, "--force", "--headless", "--frames", "2"])
        #expect(forced.status == 0)
        #expect(contents(path).hasPrefix(#"{"format":"switchyard-scenario""#))
    }
}
