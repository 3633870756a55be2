import Foundation
import JSONKit
import TestSupport
import Testing

/// The library modules' path text gives `NSString`'s results, which the app and the tests still use, so a path
/// means the same on both sides of the C library's boundary.
@Suite struct FilePathsTests {
    static let paths = [
        "", "/", "/a", "/a/", "a/b", "a//b/", "/a/b/c.json", "x.tar.gz", ".hidden", "a/.hidden", "a.", "a.b.",
        "..x", "/a/../b", "/..", "/a//b///c/", "dir.d/file", "/a/b c.j son", "a.b/",
    ]

    @Test(arguments: paths) func componentsAsNSStringHasThem(_ path: String) {
        let ns = path as NSString
        #expect(FilePaths.lastComponent(path) == ns.lastPathComponent)
        #expect(FilePaths.parent(path) == ns.deletingLastPathComponent)
        #expect(FilePaths.deletingExtension(path) == ns.deletingPathExtension)
        #expect(FilePaths.appending("t/x", to: path) == ns.appendingPathComponent("t/x"))
    }

    /// Foundation 6.3 on Linux traps on these; `NSString`'s documented answer is "".
    @Test func theParentOfOneRelativeComponentIsEmpty() {
        #expect(FilePaths.parent("a") == "")
        #expect(FilePaths.parent("tap.jsonl/") == "")
    }

    /// Links are resolved as far as the path exists (a `..` after a link leaves the link's target), the rest
    /// is tidied by the text.
    @Test func standardizedResolvesTheLinksOfTheExistingPartThenTheDots() throws {
        let folder = try TestFolder()
        folder.write("real/inner/file", "")
        symlink(folder.path("real/inner"), folder.path("link"))
        symlink("real", folder.path("relative"))
        let root = FilePaths.standardized(folder.root)
        #expect(FilePaths.standardized(folder.path("link/../x")) == root + "/real/x")
        #expect(FilePaths.standardized(folder.path("link/file")) == root + "/real/inner/file")
        #expect(FilePaths.standardized(folder.path("relative/inner/./file")) == root + "/real/inner/file")
        #expect(FilePaths.standardized(folder.path("missing/../real//inner/")) == root + "/real/inner")
        #expect(FilePaths.standardized("/a/./b/../../c") == "/c")
        #expect(FilePaths.standardized("/a/b/../../../c") == "/c")
        #expect(FilePaths.standardized("a//../..") == "a/../..")
    }

    @Test func absoluteAndTidyJoinTheCurrentFolder() {
        let current = FileManager.default.currentDirectoryPath
        #expect(FilePaths.currentFolder == current)
        #expect(FilePaths.absolute("x/y") == current + "/x/y")
        #expect(FilePaths.absolute("/x") == "/x")
        #expect(FilePaths.tidy("/a//b/./c/../d") == "/a/b/d")
        #expect(FilePaths.tidy("/..") == "/")
    }
}

/// Folders made with their parents, listed, asked about; failures in the system's words.
@Suite struct FoldersTests {
    @Test func makeMakesEveryMissingFolderAndAcceptsAnExistingOne() throws {
        let folder = try TestFolder()
        try Folders.make(folder.path("a/b/c"))
        try Folders.make(folder.path("a/b/c"))
        #expect(Folders.isFolder(folder.path("a/b/c")))
        folder.write("a/file", "")
        #expect(throws: FileSystemError(path: folder.path("a/file"), code: EEXIST)) {
            try Folders.make(folder.path("a/file"))
        }
        #expect(throws: FileSystemError(path: folder.path("a/file/sub"), code: ENOTDIR)) {
            try Folders.make(folder.path("a/file/sub/deeper"))
        }
    }

    @Test func namesListsWhatIsThereWithoutDots() throws {
        let folder = try TestFolder()
        folder.write("one", "")
        folder.write("two/three", "")
        #expect(try Folders.names(in: folder.root).sorted() == ["one", "two"])
        #expect(Folders.exists(folder.path("two/three")))
        #expect(!Folders.isFolder(folder.path("one")))
        let error = #expect(throws: FileSystemError.self) { try Folders.names(in: folder.path("none")) }
        #expect(error?.description == folder.path("none") + ": No such file or directory")
    }
}
