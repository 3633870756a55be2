import Foundation
import Glibc

@testable import Playground

/// A temporary folder for one hot-reload test, with the file operations editors perform, and bounded
/// polling so tests wait on the watcher's progress instead of sleeping.
final class HotReloadFolder {
    let root: String

    init() throws {
        var template = Array((NSTemporaryDirectory() + "/hot-reload-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw CocoaError(.fileWriteUnknown) }
        root = String(cString: made)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    func path(_ relative: String) -> String { root + "/" + relative }

    /// Opens with O_TRUNC, writes and closes: an in-place save.
    func writeInPlace(_ relative: String, _ text: String) {
        let fd = open(path(relative), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        precondition(fd >= 0, "open \(relative)")
        writeAll(fd, Array(text.utf8))
        close(fd)
    }

    /// Writes a temporary file next to the target and renames it over the target: an atomic save.
    func writeAtomically(_ relative: String, _ text: String) {
        let temporary = relative + ".tmp-save"
        writeInPlace(temporary, text)
        precondition(rename(path(temporary), path(relative)) == 0, "rename \(relative)")
    }

    func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            precondition(written > 0, "write")
            offset += written
        }
    }

    func makeFolder(_ relative: String) {
        precondition(mkdir(path(relative), 0o755) == 0, "mkdir \(relative)")
    }

    func remove(_ relative: String) {
        try? FileManager.default.removeItem(atPath: path(relative))
    }
}

/// Polls `condition` every few milliseconds until it holds or `seconds` pass; true when it held.
func eventually(within seconds: Double = 10, _ condition: () -> Bool) -> Bool {
    let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9)
    while DispatchTime.now().uptimeNanoseconds < deadline {
        if condition() { return true }
        usleep(2000)
    }
    return condition()
}

extension ThemeWatcher {
    /// Waits for the next change; nil if none came within the bound.
    func nextChange(within seconds: Double = 10) -> ThemeChange? {
        var change: ThemeChange?
        _ = eventually(within: seconds) {
            change = takeChange()
            return change != nil
        }
        return change
    }

    /// Waits until every event so far was checked (no check outstanding, at least `checks` made).
    func settle(afterChecks checks: Int) -> Bool {
        eventually { statistics.checks >= checks && !statistics.checkScheduled }
    }
}

extension ThemeChange {
    /// The snapshot's text, nil for a missing file.
    var text: String? {
        guard case .updated(let snapshot) = self else { return nil }
        return String(decoding: snapshot.contents, as: UTF8.self)
    }

    var isMissing: Bool {
        if case .missing = self { return true }
        return false
    }
}
