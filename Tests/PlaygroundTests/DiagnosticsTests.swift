import Foundation
import JSONKit
import SDLKit
import Testing

@testable import Playground

/// The app's file errors from Foundation say what the system says ("Not a directory"), never Foundation's
/// "The operation could not be completed. (NSCocoaErrorDomain error 512.)"; the library's keep their own words.
@Suite struct DiagnosticsTests {
    @Test func aFoundationFileErrorIsInTheSystemsWords() throws {
        let folder = NSTemporaryDirectory() + "switchyard-diagnostics-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = FileManager.default.createFile(atPath: folder, contents: Data("a file".utf8))
        var failures: [any Error] = []
        do {
            try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        } catch {
            failures.append(error)
        }
        do {
            try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "-missing/x"), options: .atomic)
        } catch {
            failures.append(error)
        }
        failures.append(CocoaError(.fileWriteOutOfSpace))
        failures.append(FileSystemError(path: folder, code: EACCES))
        #expect(
            failures.map(Diagnostics.describe) == [
                "Not a directory", "No such file or directory", "No space left on device", "Permission denied",
            ])
    }

    /// An error is one line by its type, never by searching its text: one that names its own place keeps it,
    /// any other is placed at the caller's place, whatever its text looks like.
    @Test func anErrorIsOneLineByItsType() {
        let cases: [(any Error, String)] = [
            (
                Diagnostic(file: "t.json", line: 3, column: 7, keyPath: "styles.a.size", message: "expected a number"),
                "t.json:3:7: error: styles.a.size: expected a number"
            ),
            (
                SDLError(call: "TTF_OpenFont", path: "/fonts/a.ttf", message: "Couldn't load font file"),
                "/fonts/a.ttf: error: TTF_OpenFont failed: Couldn't load font file"
            ),
            (SDLError(call: "SDL_Init", message: "no video"), "switchyard: error: SDL_Init failed: no video"),
            (
                RecordingRefusal(path: "run.jsonl", reason: "exists; pass --force to replace it"),
                "run.jsonl: error: exists; pass --force to replace it"
            ),
            (RuntimeError("a.jsonl: error: looks placed"), "switchyard: error: a.jsonl: error: looks placed"),
        ]
        for (error, line) in cases {
            #expect(Diagnostics.line(for: error, at: "switchyard") == line)
        }
    }
}
