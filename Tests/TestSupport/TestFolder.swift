import Foundation

/// A temporary folder for one test, removed with everything in it when released, with the file operations editors perform, and bounded
/// polling so tests wait on the watcher's progress instead of sleeping.
public final class TestFolder {
    public let root: String

    public init() throws {
        var template = Array((NSTemporaryDirectory() + "/hot-reload-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw CocoaError(.fileWriteUnknown) }
        root = String(cString: made)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    public func path(_ relative: String) -> String { root + "/" + relative }

    /// Opens with O_TRUNC, writes and closes: an in-place save.
    public func writeInPlace(_ relative: String, _ text: String) {
        let fd = open(path(relative), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        precondition(fd >= 0, "open \(relative)")
        writeAll(fd, Array(text.utf8))
        close(fd)
    }

    /// Writes a temporary file next to the target and renames it over the target: an atomic save.
    public func writeAtomically(_ relative: String, _ text: String) {
        let temporary = relative + ".tmp-save"
        writeInPlace(temporary, text)
        precondition(rename(path(temporary), path(relative)) == 0, "rename \(relative)")
    }

    public func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            precondition(written > 0, "write")
            offset += written
        }
    }

    public func makeFolder(_ relative: String) {
        precondition(mkdir(path(relative), 0o755) == 0, "mkdir \(relative)")
    }

    public func remove(_ relative: String) {
        try? FileManager.default.removeItem(atPath: path(relative))
    }
}
