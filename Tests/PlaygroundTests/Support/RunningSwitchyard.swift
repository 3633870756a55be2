import Foundation
import TestSupport

/// A `switchyard` run a test watches while it goes: its stdout read a line at a time from a pipe the test
/// may close early (as `| head -1` does), its stderr into a file, its child processes found in /proc. A run
/// still going when this is released is killed with its children.
final class RunningSwitchyard {
    let process: Process
    /// Where stderr goes.
    let stderrPath: String
    private let output: FileHandle
    private var outputOpen = true
    private var buffered: [UInt8] = []
    /// Every child process seen by `children()`, so none outlives the test.
    private var seen: Set<pid_t> = []

    /// Starts `switchyard arguments...`, its stderr to `stderrPath`.
    init(_ arguments: [String], stderrPath: String) throws {
        process = try SwitchyardProcess.process(arguments)
        self.stderrPath = stderrPath
        guard FileManager.default.createFile(atPath: stderrPath, contents: nil) else {
            throw CocoaError(.fileWriteUnknown)
        }
        guard let errors = FileHandle(forWritingAtPath: stderrPath) else { throw CocoaError(.fileWriteUnknown) }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = errors
        output = pipe.fileHandleForReading
        try process.run()
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        // Only a process still named switchyard: a worker's pid, once reaped, may be any process's or
        // thread's, this test process's own among them.
        for pid in seen where Self.isAlive(pid) && Self.command(pid) == "switchyard" { kill(pid, SIGKILL) }
        process.waitUntilExit()
    }

    var pid: pid_t { process.processIdentifier }

    /// The next line on stdout (without its newline), nil when none came within `seconds` or stdout ended.
    func line(within seconds: Double = 30) -> String? {
        eventuallyValue(within: seconds) { () -> String? in
            if let newline = buffered.firstIndex(of: UInt8(ascii: "\n")) {
                defer { buffered.removeSubrange(...newline) }
                return String(decoding: buffered[..<newline], as: UTF8.self)
            }
            readAvailable(waiting: 10)
            return nil
        }
    }

    /// Closes the read end of stdout, as `head` does once it has its lines.
    func closeOutput() {
        try? output.close()
        outputOpen = false
    }

    /// Everything left on stdout, read to its end (call once the run ended).
    func remainingOutput() -> String {
        _ = eventually(within: 10) { !readAvailable(waiting: 10) }
        defer { buffered.removeAll() }
        return String(decoding: buffered, as: UTF8.self)
    }

    /// What the run printed on stderr so far.
    var stderr: String { (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? "" }

    /// Waits up to `seconds` for the run to end; true when it did.
    func ended(within seconds: Double) -> Bool {
        eventually(within: seconds) { !process.isRunning }
    }

    /// The live processes whose parent is this run (its replay workers), from /proc.
    func children() -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        let found = entries.compactMap(pid_t.init).filter { Self.stat($0)?.parent == pid && Self.isAlive($0) }
        seen.formUnion(found)
        return found.sorted()
    }

    /// True while `pid` runs (a zombie, ended but not reaped, is not running).
    static func isAlive(_ pid: pid_t) -> Bool {
        guard let state = stat(pid)?.state else { return false }
        return state != "Z" && state != "X"
    }

    /// The command name in /proc/PID/stat (the executable's, up to 15 bytes); nil when there is no such
    /// process.
    static func command(_ pid: pid_t) -> String? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")"), open < close
        else { return nil }
        return String(text[text.index(after: open)..<close])
    }

    /// The state letter and parent pid in /proc/PID/stat; nil when there is no such process.
    private static func stat(_ pid: pid_t) -> (state: Character, parent: pid_t)? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = text.lastIndex(of: ")")
        else { return nil }
        // After the command in parentheses: " S PPID ...".
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 1, let state = fields[0].first, let parent = pid_t(fields[1]) else { return nil }
        return (state, parent)
    }

    /// Reads what stdout holds, waiting up to `milliseconds` for something; false at its end.
    @discardableResult
    private func readAvailable(waiting milliseconds: Int32) -> Bool {
        guard outputOpen else { return false }
        var entry = pollfd(fd: output.fileDescriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&entry, 1, milliseconds) > 0 else { return true }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let count = chunk.withUnsafeMutableBytes { read(output.fileDescriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return count < 0 && errno == EINTR }
        buffered += chunk[..<count]
        return true
    }
}
