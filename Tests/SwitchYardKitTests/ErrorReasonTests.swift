import Foundation
import SwitchYardKit
import Testing

/// A file error says what the system says ("Not a directory"), never Foundation's "The operation could
/// not be completed. (NSCocoaErrorDomain error 512.)".
@Suite struct ErrorReasonTests {
    @Test func aFileErrorIsInTheSystemsWords() throws {
        let folder = NSTemporaryDirectory() + "switchyard-reason-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        FileManager.default.createFile(atPath: folder, contents: Data("a file".utf8))
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
        #expect(
            failures.map(ErrorReason.describe) == [
                "Not a directory", "No such file or directory", "No space left on device",
            ])
    }
}
