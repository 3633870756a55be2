import Foundation
import JSONKit
import TestSupport
import Testing

/// The one writer of whole files: a complete copy renamed into place, the old file untouched by every
/// failure and refusal, and nothing left behind.
@Suite struct AtomicFileTests {
    /// The failure a write gave; nil when it succeeded.
    private static func failure(_ result: Result<Void, AtomicFileError>) -> AtomicFileError? {
        if case .failure(let failure) = result { return failure }
        return nil
    }

    private static func text(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func aNewFileIsWrittenWithTheModeAndAnOldOneKeepsItsOwn() throws {
        let folder = try TestFolder()
        let fresh = folder.path("new.txt")
        try AtomicFile.write(Array("one".utf8), to: fresh, mode: 0o640).get()
        #expect(Self.text(fresh) == "one")
        #expect(try FileManager.default.attributesOfItem(atPath: fresh)[.posixPermissions] as? Int == 0o640)
        let old = folder.write("old.txt", "before")
        chmod(old, 0o600)
        try AtomicFile.write(Array("after".utf8), to: old).get()
        #expect(Self.text(old) == "after")
        #expect(try FileManager.default.attributesOfItem(atPath: old)[.posixPermissions] as? Int == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.root).sorted() == ["new.txt", "old.txt"])
    }

    @Test func aSymlinkIsFollowedAndStays() throws {
        let folder = try TestFolder()
        let real = folder.write("real.txt", "before")
        let link = folder.path("link.txt")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
        try AtomicFile.write(Array("after".utf8), to: link).get()
        #expect(Self.text(real) == "after")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == real)
    }

    /// A real full disk: the write fails, the good file from before is byte for byte as it was, and no
    /// temporary file is left.
    @Test(.enabled(if: TinyDisk.canMount, "mounting a tmpfs needs root"))
    func aFullDiskFailsAndLeavesTheOldFileWhole() throws {
        let disk = try TinyDisk()
        let good = try disk.write("report.xml", bytes: Array("<good/>".utf8))
        let result = AtomicFile.write([UInt8](repeating: 0x41, count: 64 << 10), to: good)
        guard case .failure(let failure) = result else {
            Issue.record("a 64 KiB write to a 16 KiB disk succeeded")
            return
        }
        #expect(failure == .writeFailed(path: good, reason: "No space left on device", replacing: true))
        #expect(failure.description == "cannot write \(good): No space left on device; the file is unchanged")
        #expect(Self.text(good) == "<good/>")
        #expect(disk.names == ["report.xml"])
    }

    @Test func aRefusalBeforeTheRenameLeavesTheFileAndNoCopy() throws {
        let folder = try TestFolder()
        let file = folder.write("theme.json", "theirs")
        var looked: String?
        let result = AtomicFile.write(Array("mine".utf8), to: file) { target in
            looked = target
            return "it changed"
        }
        #expect(Self.failure(result) == .refused(path: file, reason: "it changed"))
        #expect(looked == file)
        #expect(Self.text(file) == "theirs")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.root) == ["theme.json"])
    }

    @Test func pathsThatCannotTakeAFileAreRefusedBeforeWriting() throws {
        let folder = try TestFolder()
        let fifo = folder.path("pipe")
        #expect(mkfifo(fifo, 0o644) == 0)
        let plain = folder.write("plain", "x")
        let cases: [(String, AtomicFileError)] = [
            ("", .emptyPath),
            (folder.path("a\0b"), .nulInPath(path: folder.path("a\0b"))),
            (folder.root, .isFolder(path: folder.root)),
            (folder.root + "/", .isFolder(path: folder.root + "/")),
            (fifo, .notRegularFile(path: fifo)),
            (
                folder.path("missing/out.png"),
                .badFolder(
                    path: folder.path("missing/out.png"), folder: folder.path("missing"),
                    reason: "No such file or directory")
            ),
            (plain + "/sub", .badFolder(path: plain + "/sub", folder: plain, reason: "it is not a folder")),
        ]
        for (path, expected) in cases {
            #expect(Self.failure(AtomicFile.write(Array("x".utf8), to: path)) == expected, "\(path)")
        }
        #expect(AtomicFileError.emptyPath.description == "the output path is empty; nothing was written")
        #expect(AtomicFileError.nulInPath(path: "a\0b").description.hasPrefix("a\\0b holds a NUL character"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.root).sorted() == ["pipe", "plain"])
    }

    /// In the program's own folders a FIFO where a file goes is replaced by the rename, never opened
    /// (opening it would wait for a reader).
    @Test func aFIFOIsReplacedWhenTheCallerSaysSo() throws {
        let folder = try TestFolder()
        let fifo = folder.path("14.png")
        #expect(mkfifo(fifo, 0o600) == 0)
        try AtomicFile.write(Array("png".utf8), to: fifo, replacesSpecialFiles: true).get()
        #expect(Self.text(fifo) == "png")
        #expect(try FileManager.default.attributesOfItem(atPath: fifo)[.type] as? FileAttributeType == .typeRegular)
    }
}
