import Foundation
import JSONKit

/// One `replay --worker` process as its parent (`ParallelReplay`) sees it: the pipes to it, the files it
/// was given and has not answered, and what it sent that does not end a line yet.
final class ReplayWorker {
    /// How many files a worker is given ahead of the one it replays.
    static let queueDepth = 4

    let pid: pid_t
    /// The worker's stdin (requests); -1 once closed.
    private var input: Int32
    /// The worker's stdout (outcomes); -1 once it ended and was reaped.
    private(set) var output: Int32
    /// Bytes read that do not end a line yet.
    private var pending: [UInt8] = []
    /// The indices of the files it was given and has not answered yet, oldest (the one it is replaying)
    /// first.
    private var assigned: [Int] = []
    /// True once it sent an outcome a quit signal cut short: it ends then, and the files it still had were
    /// not played rather than lost.
    private var stopped = false

    private init(pid: pid_t, input: Int32, output: Int32) {
        self.pid = pid
        self.input = input
        self.output = output
    }

    /// True until its stdout ended and it was reaped.
    var isRunning: Bool { output >= 0 }

    /// Starts `switchyard arguments...` (this executable) with pipes on its stdin and stdout; stderr is
    /// shared, for a crash's last words. Call from the main thread: a worker's parent-death signal
    /// (`ReplayWorkerService`) fires when the thread that started it ends.
    static func spawn(_ arguments: [String]) -> Result<ReplayWorker, RuntimeError> {
        var toWorker: [Int32] = [-1, -1]
        var fromWorker: [Int32] = [-1, -1]
        guard pipe(&toWorker) == 0 else { return .failure(RuntimeError(reason())) }
        guard pipe(&fromWorker) == 0 else {
            let message = reason()
            close(toWorker[0])
            close(toWorker[1])
            return .failure(RuntimeError(message))
        }
        // Close-on-exec, so no worker holds another's pipe open (its end of file would never come); the
        // two ends a worker uses are duplicated onto its stdin and stdout, which stay open.
        for fd in toWorker + fromWorker { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toWorker[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromWorker[1], 1)
        let executable = "/proc/self/exe"
        let argv = ([executable] + arguments).map { strdup($0) }
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, nil, argv + [nil], environ)
        close(toWorker[0])
        close(fromWorker[1])
        guard status == 0 else {
            close(toWorker[1])
            close(fromWorker[0])
            return .failure(RuntimeError(String(cString: strerror(status))))
        }
        return .success(ReplayWorker(pid: pid, input: toWorker[1], output: fromWorker[0]))
    }

    /// Gives it files from `next` on until it has `queueDepth` waiting, or closes its stdin (it then exits
    /// once it answered them) when none is left.
    func give(_ files: [String], from next: inout Int) {
        while input >= 0, assigned.count < Self.queueDepth {
            guard next < files.count else {
                closeInput()
                return
            }
            var bytes = Array((JSONWriter.quote(files[next]) + "\n").utf8)[...]
            while !bytes.isEmpty {
                let written = bytes.withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return }  // the worker ended: its end of file reports it
                bytes = bytes.dropFirst(written)
            }
            assigned.append(next)
            next += 1
        }
    }

    /// Closes its stdin: it starts no file after the ones already sent.
    func closeInput() {
        guard input >= 0 else { return }
        close(input)
        input = -1
    }

    /// Reads what it sent: its finished outcomes with their files' indices. At its end of file it is
    /// reaped, and each file it still had gets an outcome that says it ended before it finished (the first
    /// is the one it was replaying; the run stops there); none when the run is `stopping` or a quit signal
    /// stopped the worker, since those files were simply not played.
    func read(files: [String], stopping: Bool) -> [(Int, ReplayOutcome)] {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let count = buffer.withUnsafeMutableBytes { Foundation.read(output, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR || errno == EAGAIN { return [] }
        var outcomes: [(Int, ReplayOutcome)] = []
        guard count > 0 else {
            close(output)
            output = -1
            closeInput()
            let end = Self.reap(pid)
            for index in assigned where !stopping && !stopped {
                var lost = ReplayOutcome(file: files[index])
                let line = "\(files[index]): error: its replay worker (pid \(pid)) ended before it finished: \(end)"
                lost.error(line)
                lost.failures = [line]
                lost.status = 3
                outcomes.append((index, lost))
            }
            assigned.removeAll()
            return outcomes
        }
        pending += buffer[0..<count]
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
            let line = String(decoding: pending[..<newline], as: UTF8.self)
            pending.removeSubrange(...newline)
            guard let outcome = ReplayOutcome(json: line), !assigned.isEmpty else { continue }
            if outcome.stoppedBy != 0 { stopped = true }
            outcomes.append((assigned.removeFirst(), outcome))
        }
        return outcomes
    }

    /// Ends it if it still runs: closes its pipes, sends `signal` and reaps it.
    func end(with signal: Int32) {
        closeInput()
        guard output >= 0 else { return }
        close(output)
        output = -1
        kill(pid, signal)
        _ = Self.reap(pid)
    }

    /// Waits for `pid` to end; how it ended, in words.
    private static func reap(_ pid: pid_t) -> String {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return "its end could not be told (\(reason()))" }
        }
        let signal = status & 0x7f
        return signal == 0 ? "exit status \((status >> 8) & 0xff)" : "signal \(signal)"
    }

    private static func reason() -> String {
        String(cString: strerror(errno))
    }
}
