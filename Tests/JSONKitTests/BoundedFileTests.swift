import Glibc
import JSONKit
import TestSupport
import Testing

@Suite struct BoundedFileTests {
    @Test func readsARegularFileWithinTheLimit() throws {
        let folder = try TestFolder()
        let file = folder.write("a.json", "{\"a\":1}")
        #expect(try BoundedFile.read(file, limit: 7).get() == Array("{\"a\":1}".utf8))
    }

    @Test func anEmptyFileIsEmpty() throws {
        let folder = try TestFolder()
        let file = folder.write("empty.json", "")
        #expect(try BoundedFile.read(file, limit: 10).get() == [])
    }

    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        let folder = try TestFolder()
        let fifo = folder.path("pipe")
        try #require(mkfifo(fifo, 0o644) == 0)
        #expect(throws: BoundedFileError.notRegularFile(path: fifo, kind: "a FIFO")) {
            try BoundedFile.read(fifo, limit: 100).get()
        }
        #expect(
            BoundedFileError.notRegularFile(path: fifo, kind: "a FIFO").description
                == "\(fifo) is not a regular file (a FIFO)")
    }

    @Test func aFolderIsRefused() throws {
        let folder = try TestFolder()
        #expect(throws: BoundedFileError.isFolder(path: folder.root)) {
            try BoundedFile.read(folder.root, limit: 100).get()
        }
    }

    @Test func aDeviceIsRefused() {
        #expect(throws: BoundedFileError.notRegularFile(path: "/dev/zero", kind: "a character device")) {
            try BoundedFile.read("/dev/zero", limit: 100).get()
        }
    }

    /// A sparse 1 TiB file would take minutes and all memory to read: the size from `fstat` refuses it first.
    @Test func anOversizedFileIsRefusedBeforeReading() throws {
        let folder = try TestFolder()
        let file = folder.write("huge.json", "")
        let fd = open(file, O_WRONLY)
        try #require(fd >= 0)
        try #require(ftruncate(fd, 1 << 40) == 0)
        close(fd)
        let error = BoundedFileError.tooLarge(path: file, size: 1 << 40, limit: 1 << 20)
        #expect(throws: error) { try BoundedFile.read(file, limit: 1 << 20).get() }
        #expect(error.description == "\(file) is 1099511627776 bytes, larger than the limit of 1048576 bytes")
    }

    @Test func aMissingFileNamesThePathAndTheReason() throws {
        let folder = try TestFolder()
        let file = folder.path("missing.json")
        #expect(throws: BoundedFileError.cannotOpen(path: file, reason: "No such file or directory")) {
            try BoundedFile.read(file, limit: 100).get()
        }
    }

    @Test func aPrefixReadStopsAtTheCount() throws {
        let folder = try TestFolder()
        let file = folder.write("a.txt", "abcdef")
        let opened = try BoundedFile.open(file, limit: 100).get()
        #expect(opened.size == 6)
        #expect(try opened.read(upTo: 4).get() == Array("abcd".utf8))
    }
}
