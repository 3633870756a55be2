import Foundation
import JSONKit
import Playground
import Testing

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
}
