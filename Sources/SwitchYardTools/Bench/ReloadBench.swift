import Foundation
import Glibc
import Playground
import SDLKit
import SwitchYardKit

/// Theme reload latency: a theme in a temporary folder is watched by a `ThemeSession` as the window does;
/// the bench rewrites it in place and times from the file's close to `poll()` handing back the decoded
/// theme, which the main loop draws in the frame that polls it.
enum ReloadBench {
    /// Milliseconds from close to loaded, over `edits` saves of the shipped MMMSwitch theme.
    static func run(edits: Int, resources: SDLResources) throws -> Summary {
        let folder = try ScratchFolder(prefix: "switchyard-bench")
        let source = try Assets.locate() + "/themes/mmm-switch.json"
        guard let original = FileManager.default.contents(atPath: source) else {
            throw RuntimeError("\(source): cannot read the theme")
        }
        let text = String(decoding: original, as: UTF8.self)
        let path = folder.path + "/theme.json"
        // The theme's feedback sounds are its files too: a reload reads them as the window's does.
        try FileManager.default.copyItem(
            atPath: (source as NSString).deletingLastPathComponent + "/sounds", toPath: folder.path + "/sounds")
        try write(text, to: path)
        let session = ThemeSession(path: path, language: nil, resources: resources, watch: true) {}
        guard case .loaded = session.start() else { throw RuntimeError("\(path): the bench theme does not load") }
        var latencies: [Double] = []
        for edit in 0..<max(1, edits) {
            usleep(Self.pause)
            let edited = text.replacingOccurrences(of: "\"MMMSwitch\"", with: "\"MMMSwitch \(edit)\"")
            try write(edited, to: path)
            let closed = BenchClock.nanoseconds()
            let deadline = closed + 2_000_000_000
            var loaded = false
            while !loaded, BenchClock.nanoseconds() < deadline {
                if case .loaded = session.poll() { loaded = true } else { usleep(200) }
            }
            guard loaded else { throw RuntimeError("\(path): the edit was not picked up within 2 s") }
            latencies.append(Double(BenchClock.nanoseconds() &- closed) / 1e6)
        }
        return Summary(latencies)
    }

    /// Microseconds between saves: longer than the watcher's minimum interval between checks, as a person's
    /// saves are, so each save is timed as a lone save (a burst of saves coalesces by design).
    private static let pause: UInt32 = 150_000

    /// Opens with O_TRUNC, writes and closes: an editor's in-place save.
    private static func write(_ text: String, to path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw RuntimeError("\(path): cannot write: \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            guard written > 0 else { throw RuntimeError("\(path): write failed: \(String(cString: strerror(errno)))") }
            offset += written
        }
    }
}
