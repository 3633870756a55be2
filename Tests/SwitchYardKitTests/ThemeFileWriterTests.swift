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

    /// An editor's save that lands while the writer is writing its copy (after the first comparison,
    /// before the rename): an inotify watcher saves in place the moment the writer's temporary file
    /// appears, and the writer's last look before the rename must see it and refuse. Writing the 900 KB
    /// copy and flushing it takes far longer than the watcher's save, which the writer used to overwrite.
    @Test func aSaveLandingWhileTheCopyIsWrittenIsNotOverwritten() throws {
        let folder = try TestFolder()
        let path = folder.write("theme.json", "read")
        let watcher = try #require(CopyWatcher(folder: folder.root, save: "outside", to: path))
        let result = writer.write([UInt8](repeating: 0x20, count: 900_000), to: path, expected: Self.bytes("read"))
        #expect(watcher.wait())
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

/// Watches a folder with inotify on its own thread and, when a temporary copy (`.NAME.partial-…`) is
/// created there, saves `text` into `path` in place, as an editor's truncate-then-write save does.
private final class CopyWatcher: @unchecked Sendable {
    private let descriptor: Int32
    private let done = DispatchSemaphore(value: 0)
    private var saved = false

    init?(folder: String, save text: String, to path: String) {
        descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0, inotify_add_watch(descriptor, folder, UInt32(IN_CREATE)) >= 0 else { return nil }
        Thread.detachNewThread { [self] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            while !saved {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                let names = String(decoding: buffer[16..<count], as: UTF8.self)
                guard names.contains(".partial-") else { continue }
                let file = open(path, O_WRONLY | O_TRUNC)
                _ = Array(text.utf8).withUnsafeBytes { write(file, $0.baseAddress, $0.count) }
                close(file)
                saved = true
            }
            done.signal()
        }
    }

    /// Waits for the save (ten seconds at most); true when it was made.
    func wait() -> Bool {
        let finished = done.wait(timeout: .now() + 10) == .success
        close(descriptor)
        return finished && saved
    }
}
