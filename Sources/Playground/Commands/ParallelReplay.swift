import Foundation
import JSONKit

/// `replay --headless --jobs N`: replays files in N worker processes, each this same executable run as
/// `switchyard replay --worker` with the parent's replay options. Processes, not threads: SDL_ttf shares one
/// FreeType library between all fonts without a lock and SDLKit keeps process-wide caches, so two engines
/// must not run in one process at once; a process each also keeps a crash to one file.
///
/// The parent hands out files (a JSON string a line on the worker's stdin, a few ahead so a worker never
/// waits for the parent between two short files), the worker answers with each file's `ReplayOutcome` (a
/// JSON line on its stdout) in the order it got them, and the parent prints the outcomes in the order the
/// files were given as soon as every earlier one is in: the same lines, in the same order, as
/// one job. A runtime failure (exit 3) stops the run there, as with one job.
enum ParallelReplay {
    /// One worker process and the pipes to it.
    private final class Worker {
        let pid: pid_t
        /// The worker's stdin (requests); -1 once closed.
        var input: Int32
        /// The worker's stdout (outcomes); -1 once it ended.
        var output: Int32
        /// Bytes read that do not end a line yet.
        var pending: [UInt8] = []
        /// The indices of the files it was given and has not answered yet, oldest (the one it is replaying)
        /// first.
        var assigned: [Int] = []

        init(pid: pid_t, input: Int32, output: Int32) {
            self.pid = pid
            self.input = input
            self.output = output
        }
    }

    /// How many files a worker is given ahead of the one it replays.
    static let queueDepth = 4

    /// Replays `files` in `options.jobs` workers, printing each outcome in order and adding it to `junit`.
    /// The exit status.
    static func run(_ files: [String], options: ReplayOptions, into junit: inout JUnitReport) -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        let arguments = workerArguments(options)
        var workers: [Worker] = []
        for _ in 0..<min(options.jobs, files.count) {
            switch spawn(arguments) {
            case .success(let worker): workers.append(worker)
            case .failure(let error):
                Diagnostics.raw("switchyard: error: cannot start a replay worker: \(error)")
                stop(workers)
                return 3
            }
        }
        var outcomes = [ReplayOutcome?](repeating: nil, count: files.count)
        var next = 0
        var printed = 0
        var failed = false
        for worker in workers { fill(worker, &next, files) }
        while printed < files.count {
            let live = workers.filter { $0.output >= 0 }
            guard !live.isEmpty else { break }
            var polls = live.map { pollfd(fd: $0.output, events: Int16(POLLIN), revents: 0) }
            guard poll(&polls, nfds_t(polls.count), -1) >= 0 || errno == EINTR else { break }
            for (worker, entry) in zip(live, polls) where entry.revents != 0 {
                for (index, outcome) in read(from: worker, files: files) { outcomes[index] = outcome }
                fill(worker, &next, files)
            }
            while printed < files.count, let outcome = outcomes[printed] {
                outcome.show()
                junit.add(outcome.file, seconds: outcome.seconds, failures: outcome.failures)
                printed += 1
                if outcome.status == 3 {
                    stop(workers)
                    return 3
                }
                if outcome.status != 0 { failed = true }
            }
        }
        stop(workers)
        return printed < files.count ? 3 : (failed ? 1 : 0)
    }

    /// Serves a parent as `replay --worker`: replays each file named on stdin and answers with its outcome
    /// on stdout, until stdin closes. Exit 0.
    static func serve(_ options: ReplayOptions) -> Int32 {
        let readOptions = JSONReadOptions(limits: JSONLimits(maxBytes: 1 << 20, maxDepth: 1))
        while let line = readLine(strippingNewline: true) {
            guard case .string(let file)? = try? JSONParser.value(of: line, options: readOptions).kind else {
                Diagnostics.raw("switchyard: error: replay --worker reads one JSON string a line, got '\(line)'")
                return 2
            }
            let outcome = ReplayCommand.replayFile(file, options: options)
            FileHandle.standardOutput.write(Data((outcome.json + "\n").utf8))
        }
        return 0
    }

    /// The worker's command line: the replay options that change an outcome.
    private static func workerArguments(_ options: ReplayOptions) -> [String] {
        var arguments = ["replay", "--worker", "--headless"]
        if options.update { arguments.append("--update") }
        if options.strict { arguments.append("--strict") }
        if let size = options.size { arguments += ["--size", "\(Int(size.width))x\(Int(size.height))"] }
        if let language = options.window.language { arguments += ["--lang", language] }
        if options.keepsSnapshots { arguments.append("--snapshots") }
        if let artifacts = options.artifactsPath { arguments += ["--artifacts", artifacts] }
        return arguments
    }

    /// Starts `switchyard arguments...` (this executable) with pipes on its stdin and stdout; stderr is
    /// shared, for a crash's last words.
    private static func spawn(_ arguments: [String]) -> Result<Worker, RuntimeError> {
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
        return .success(Worker(pid: pid, input: toWorker[1], output: fromWorker[0]))
    }

    /// Gives `worker` files until it has `queueDepth` waiting, or closes its stdin (it then exits once it
    /// answered them) when none is left.
    private static func fill(_ worker: Worker, _ next: inout Int, _ files: [String]) {
        while worker.input >= 0, worker.assigned.count < queueDepth {
            guard next < files.count else {
                close(worker.input)
                worker.input = -1
                return
            }
            var bytes = Array((JSONWriter.quote(files[next]) + "\n").utf8)[...]
            while !bytes.isEmpty {
                let written = bytes.withUnsafeBytes { write(worker.input, $0.baseAddress, $0.count) }
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return }  // the worker ended: its end of file reports it
                bytes = bytes.dropFirst(written)
            }
            worker.assigned.append(next)
            next += 1
        }
    }

    /// Reads what `worker` sent: its finished outcomes with their files' indices; at its end of file, an
    /// outcome that says so for each file it still had (the first is the one it was replaying; the run stops
    /// there), and the worker is reaped.
    private static func read(from worker: Worker, files: [String]) -> [(Int, ReplayOutcome)] {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let count = buffer.withUnsafeMutableBytes { Foundation.read(worker.output, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR || errno == EAGAIN { return [] }
        var outcomes: [(Int, ReplayOutcome)] = []
        guard count > 0 else {
            close(worker.output)
            worker.output = -1
            if worker.input >= 0 {
                close(worker.input)
                worker.input = -1
            }
            let end = reap(worker.pid)
            for index in worker.assigned {
                var lost = ReplayOutcome(file: files[index])
                let line =
                    "\(files[index]): error: its replay worker (pid \(worker.pid)) ended before it finished: \(end)"
                lost.error(line)
                lost.failures = [line]
                lost.status = 3
                outcomes.append((index, lost))
            }
            worker.assigned.removeAll()
            return outcomes
        }
        worker.pending += buffer[0..<count]
        while let newline = worker.pending.firstIndex(of: UInt8(ascii: "\n")) {
            let line = String(decoding: worker.pending[..<newline], as: UTF8.self)
            worker.pending.removeSubrange(...newline)
            guard let outcome = ReplayOutcome(json: line), !worker.assigned.isEmpty else { continue }
            outcomes.append((worker.assigned.removeFirst(), outcome))
        }
        return outcomes
    }

    /// Closes every worker's pipes, ends the ones still running (SIGTERM) and reaps them.
    private static func stop(_ workers: [Worker]) {
        for worker in workers {
            if worker.input >= 0 { close(worker.input) }
            worker.input = -1
            guard worker.output >= 0 else { continue }
            close(worker.output)
            worker.output = -1
            kill(worker.pid, SIGTERM)
            _ = reap(worker.pid)
        }
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
