import Foundation

/// The tests' one temporary folder: made fresh under the system's temporary directory for one test and
/// removed with everything in it when released. Besides plain fixture files it performs the saves editors
/// make (in place, and by renaming a temporary file over the target), so hot-reload tests can replay them.
/// A failed file operation stops the test run with the call that failed.
public final class TestFolder {
    /// The folder's absolute path.
    public let root: String

    /// Makes a new, empty folder.
    public init() throws {
        var template = Array(
            (NSTemporaryDirectory() as NSString).appendingPathComponent("switchyard-test-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw CocoaError(.fileWriteUnknown) }
        root = String(cString: made)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// The absolute path of `relative` inside the folder.
    public func path(_ relative: String) -> String { root + "/" + relative }

    /// Writes `text` to `relative`, making the folders on the way; returns the file's absolute path.
    @discardableResult
    public func write(_ relative: String, _ text: String) -> String {
        write(relative, bytes: Array(text.utf8))
    }

    /// Writes `bytes` to `relative`, making the folders on the way; returns the file's absolute path.
    @discardableResult
    public func write(_ relative: String, bytes: [UInt8]) -> String {
        let parent = (path(relative) as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            preconditionFailure("mkdir -p \(parent): \(error)")
        }
        writeInPlace(relative, bytes: bytes)
        return path(relative)
    }

    /// Copies the folder at `source` with everything in it to `relative` (its parent made on the way): a
    /// shipped theme's `sounds/` or `images/` beside a test's copy of the theme.
    public func copyFolder(_ source: String, to relative: String) {
        let parent = (path(relative) as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: source, toPath: path(relative))
        } catch {
            preconditionFailure("cp -r \(source) \(relative): \(error)")
        }
    }

    /// Opens with O_TRUNC, writes and closes: an in-place save.
    public func writeInPlace(_ relative: String, _ text: String) {
        writeInPlace(relative, bytes: Array(text.utf8))
    }

    /// Opens with O_TRUNC, writes `bytes` and closes: an in-place save.
    public func writeInPlace(_ relative: String, bytes: [UInt8]) {
        let fd = open(path(relative), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        precondition(fd >= 0, "open \(relative)")
        writeAll(fd, bytes)
        close(fd)
    }

    /// Writes a temporary file next to the target and renames it over the target: an atomic save.
    public func writeAtomically(_ relative: String, _ text: String) {
        let temporary = relative + ".tmp-save"
        writeInPlace(temporary, text)
        precondition(rename(path(temporary), path(relative)) == 0, "rename \(relative)")
    }

    /// Writes all of `bytes` to the open descriptor `fd`, however many calls that takes.
    public func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            precondition(written > 0, "write")
            offset += written
        }
    }

    /// Makes the folder `relative`, whose parent must exist.
    public func makeFolder(_ relative: String) {
        precondition(mkdir(path(relative), 0o755) == 0, "mkdir \(relative)")
    }

    /// Removes `relative` and everything in it, if it exists.
    public func remove(_ relative: String) {
        try? FileManager.default.removeItem(atPath: path(relative))
    }
}
