import CFileGate
import Foundation
import Glibc
import TestSupport
import Testing

@testable import SwitchYardKit

/// The theme editor's file layer against the real file system: atomic writes that keep permissions,
/// and refusals and failures that leave the original as it was.
@Suite struct ThemeFileWriterTests {
    private let writer = ThemeFileWriter()

    private static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    private static func failure(_ result: Result<Void, ThemeFileError>) -> ThemeFileError? {
        if case .failure(let failure) = result { return failure }
        return nil
    }

    private static func contents(_ path: String) -> String? {
        (try? Data(contentsOf: URL(fileURLWithPath: path))).map { String(decoding: $0, as: UTF8.self) }
    }

    private static func mode(_ path: String) -> mode_t {
        var info = stat()
        _ = stat(path, &info)
        return info.st_mode & 0o7777
    }

    private static func inode(_ path: String) -> ino_t {
        var info = stat()
        _ = stat(path, &info)
        return info.st_ino
    }

    /// Nothing but `names` in the folder: no temporary file left behind.
    private static func expectOnly(_ names: [String], in folder: TestFolder) throws {
        let listed = try FileManager.default.contentsOfDirectory(atPath: folder.root).sorted()
        #expect(listed == names.sorted())
    }

    @Test func aWriteReplacesTheFileByRenameAndKeepsItsPermissions() throws {
        let folder = try TestFolder()
        let path = folder.write("theme.json", "old")
        chmod(path, 0o640)
        let before = Self.inode(path)
        #expect(throws: Never.self) { try writer.write(Self.bytes("new"), to: path).get() }
        #expect(Self.contents(path) == "new")
        #expect(Self.mode(path) == 0o640)
        #expect(Self.inode(path) != before)
        #expect(try writer.read(path).get() == Self.bytes("new"))
        try Self.expectOnly(["theme.json"], in: folder)
    }

    @Test func aSymlinkStaysAndTheFileItNamesIsReplaced() throws {
        let folder = try TestFolder()
        folder.makeFolder("real")
        let target = folder.write("real/theme.json", "old")
        let link = folder.path("theme.json")
        #expect(symlink(target, link) == 0)
        #expect(throws: Never.self) { try writer.write(Self.bytes("new"), to: link).get() }
        #expect(Self.contents(target) == "new")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == target)
    }

    @Test func aDeletedFileOrAMissingFolderIsRefusedAndNothingIsMade() throws {
        let folder = try TestFolder()
        let path = folder.path("gone.json")
        #expect(Self.failure(writer.write(Self.bytes("x"), to: path)) == .missing(path: path))
        let deep = folder.path("no-folder/theme.json")
        #expect(Self.failure(writer.write(Self.bytes("x"), to: deep)) == .missing(path: deep))
        #expect(writer.read(path) == .failure(.missing(path: path)))
        try Self.expectOnly([], in: folder)
        #expect(
            ThemeFileError.missing(path: path).description == "\(path) does not exist (deleted?); nothing was written")
    }

    @Test func aFolderOrADeviceIsRefused() throws {
        let folder = try TestFolder()
        folder.makeFolder("theme.json")
        let path = folder.path("theme.json")
        #expect(Self.failure(writer.write(Self.bytes("x"), to: path)) == .notRegularFile(path: path, isFolder: true))
        #expect(
            Self.failure(writer.write(Self.bytes("x"), to: "/dev/full"))
                == .notRegularFile(path: "/dev/full", isFolder: false))
        try Self.expectOnly(["theme.json"], in: folder)
    }

    /// A real full disk: a 16 KiB tmpfs mounted for the test (root can; elsewhere the test is not run).
    @Test(.enabled(if: TinyDisk.canMount, "mounting a tmpfs needs root"))
    func aFullDiskLeavesTheOriginalIntactAndNoTemporaryFile() throws {
        let disk = try TinyDisk()
        let path = disk.path + "/theme.json"
        try Data("original".utf8).write(to: URL(fileURLWithPath: path))
        let result = writer.write([UInt8](repeating: 0x20, count: 64 << 10), to: path)
        guard case .failure(let failure) = result else {
            Issue.record("the write succeeded")
            return
        }
        #expect(failure == .writeFailed(path: path, reason: "No space left on device"))
        #expect(failure.description.hasSuffix("No space left on device; the file is unchanged"))
        #expect(Self.contents(path) == "original")
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk.path) == ["theme.json"])
    }

    @Test func aFileChangedSinceItWasReadIsNotOverwritten() throws {
        let folder = try TestFolder()
        let path = folder.write("theme.json", "outside")
        #expect(
            Self.failure(writer.write(Self.bytes("mine"), to: path, expected: Self.bytes("read")))
                == .changedOutside(path: path))
        #expect(Self.contents(path) == "outside")
        #expect(throws: Never.self) {
            try writer.write(Self.bytes("mine"), to: path, expected: Self.bytes("outside")).get()
        }
        #expect(Self.contents(path) == "mine")
    }

    /// An editor's save that lands after the writer's first comparison, while its copy is written: a
    /// fanotify gate holds each open of the theme, and when the writer opens it a second time (its last
    /// look, once the copy is complete and flushed), the editor saves through a descriptor it opened
    /// before, in place, and only then is the open let through. The writer must see the save and refuse,
    /// not rename its copy over it.
    @Test(.enabled(if: geteuid() == 0, "fanotify needs root"))
    func aSaveLandingWhileTheCopyIsWrittenIsNotOverwritten() throws {
        let folder = try TestFolder()
        let path = folder.write("theme.json", "read")
        let editor = open(path, O_WRONLY | O_CLOEXEC)
        #expect(editor >= 0)
        defer { close(editor) }
        let gate = try #require(OpenGate(path: path))
        gate.start { opens in
            guard opens == 2 else { return }
            _ = ftruncate(editor, 0)
            _ = Array("outside".utf8).withUnsafeBytes { pwrite(editor, $0.baseAddress, $0.count, 0) }
        }
        let result = writer.write([UInt8](repeating: 0x20, count: 64 << 10), to: path, expected: Self.bytes("read"))
        gate.stop()
        #expect(gate.opens == 2, "the writer opened the theme \(gate.opens) times")
        #expect(Self.failure(result) == .changedOutside(path: path))
        #expect(Self.contents(path).map { $0 == "outside" } == true, "the outside save was overwritten")
        try Self.expectOnly(["theme.json"], in: folder)
    }

    /// Root may write any file, so this holds only for other users.
    @Test(.enabled(if: geteuid() != 0)) func aReadOnlyFileOrFolderIsRefused() throws {
        let folder = try TestFolder()
        let path = folder.write("theme.json", "original")
        chmod(path, 0o444)
        #expect(Self.failure(writer.write(Self.bytes("x"), to: path)) == .readOnly(path: path))
        chmod(path, 0o644)
        chmod(folder.root, 0o555)
        defer { chmod(folder.root, 0o755) }
        guard case .failure(.folderNotWritable) = writer.write(Self.bytes("x"), to: path) else {
            Issue.record("a read-only folder was written")
            return
        }
        #expect(Self.contents(path) == "original")
    }

    @Test func aFileTooLargeForATheme() throws {
        let folder = try TestFolder()
        let path = folder.write("theme.json", bytes: [UInt8](repeating: 0x20, count: (1 << 20) + 1))
        guard case .failure(.cannotRead(.tooLarge)) = writer.read(path) else {
            Issue.record("a file over 1 MiB was read")
            return
        }
    }
}

/// fanotify's hold on every open of one file (`CFileGate`), answered on a thread of its own: each open
/// by this process is counted, handed to `action` with its number, and only then let through.
private final class OpenGate: @unchecked Sendable {
    private let descriptor: Int32
    private let lock = NSLock()
    private var count = 0
    private var stopped = false
    private let done = DispatchSemaphore(value: 0)

    init?(path: String) {
        descriptor = file_gate_open(path)
        guard descriptor >= 0 else { return nil }
    }

    /// How many opens were let through.
    var opens: Int { lock.withLock { count } }

    func start(_ action: @escaping @Sendable (Int) -> Void) {
        Thread.detachNewThread { [self] in
            while !lock.withLock({ stopped }) {
                var pid: pid_t = 0
                let event = file_gate_wait(descriptor, 50, &pid)
                guard event >= 0 else { continue }
                if pid == getpid() {
                    let number = lock.withLock {
                        count += 1
                        return count
                    }
                    action(number)
                }
                file_gate_allow(descriptor, event)
            }
            done.signal()
        }
    }

    /// Stops answering (after the last open in flight), waits for the thread and closes the gate, which
    /// lets every later open through.
    func stop() {
        lock.withLock { stopped = true }
        done.wait()
        close(descriptor)
    }
}
