import Foundation
import JSONKit
import SwitchYardKit
import Testing

/// A file error says what the system says ("Not a directory"), never a type's name or an error number.
@Suite struct ErrorReasonTests {
    @Test func aFileErrorIsInTheSystemsWords() throws {
        let folder = NSTemporaryDirectory() + "switchyard-reason-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = FileManager.default.createFile(atPath: folder, contents: Data("a file".utf8))
        var failures: [any Error] = []
        do {
            try Folders.make(folder + "/sub/deeper")
        } catch {
            failures.append(error)
        }
        do {
            try AtomicFile.write(Array("x".utf8), to: folder + "-missing/x").get()
        } catch {
            failures.append(error)
        }
        failures.append(FileSystemError(path: folder, code: ENOSPC))
        #expect(
            failures.map(ErrorReason.describe) == [
                "Not a directory",
                "the folder \(folder)-missing cannot hold it (No such file or directory); nothing was written",
                "No space left on device",
            ])
    }
}
