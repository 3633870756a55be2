import Foundation

/// `replay --headless --jobs N`: replays files in N worker processes (`ReplayWorker`), each this same
/// executable run as `switchyard replay --worker PID` with the parent's replay options. Processes, not
/// threads: SDL_ttf shares one FreeType library between all fonts without a lock and SDLKit keeps
/// process-wide caches, so two engines must not run in one process at once; a process each also keeps a
/// crash to one file.
///
/// The parent hands out files (a JSON string a line on the worker's stdin, a few ahead so a worker never
/// waits for the parent between two short files), the worker answers with each file's `ReplayOutcome` (a
/// JSON line on its stdout) in the order it got them, and the parent prints the outcomes in the order the
/// files were given as soon as every earlier one is in: the same lines, in the same order, as
/// one job. A runtime failure (exit 3) stops the run there, as with one job.
///
/// A quit signal to the parent (or to a worker, which then sends its file cut short) or a closed stdout
/// stops the run: every worker is sent SIGTERM and answers the file it is on as played so far, the parent
/// reports what it has and "not played" for the rest, and a worker still running after `grace` is killed.
/// No worker outlives the run: each is reaped, and one whose parent died unannounced is sent SIGTERM by
/// the kernel (`ReplayWorkerService`).
enum ParallelReplay {
    /// How long stopped workers have to answer before they are killed.
    static let grace = Duration.milliseconds(500)
    /// How long the parent waits for a worker's answer before it looks for a quit signal again (one that
    /// another thread took does not wake `poll`).
    static let pollMilliseconds: Int32 = 100

    /// Replays `files` in `options.jobs` workers, reporting each outcome in order. The exit status.
    static func run(_ files: [String], options: ReplayOptions, into reporter: inout ReplayReporter) -> Int32 {
        let arguments = workerArguments(options)
        var workers: [ReplayWorker] = []
        for _ in 0..<min(options.jobs, files.count) {
            switch ReplayWorker.spawn(arguments) {
            case .success(let worker): workers.append(worker)
            case .failure(let error):
                Diagnostics.raw("switchyard: error: cannot start a replay worker: \(error)")
                for worker in workers { worker.end(with: SIGTERM) }
                return 3
            }
        }
        var outcomes = [ReplayOutcome?](repeating: nil, count: files.count)
        var next = 0
        var printed = 0
        var failed = false
        var stop: ReplayStop?
        for worker in workers { worker.give(files, from: &next) }
        while printed < files.count, stop == nil {
            stop = ReplayStop.asked
            let live = workers.filter(\.isRunning)
            guard stop == nil, !live.isEmpty else { break }
            for worker in ready(live, within: pollMilliseconds) {
                for (index, outcome) in worker.read(files: files, stopping: false) { outcomes[index] = outcome }
                worker.give(files, from: &next)
            }
            while stop == nil, printed < files.count, let outcome = outcomes[printed] {
                stop = reporter.report(outcome)
                printed += 1
                if outcome.status == 3 {
                    for worker in workers { worker.end(with: SIGTERM) }
                    return 3
                }
                if outcome.status != 0 { failed = true }
            }
        }
        guard let stop else {
            for worker in workers { worker.end(with: SIGTERM) }
            return printed < files.count ? 3 : (failed ? 1 : 0)
        }
        drain(workers, files: files, into: &outcomes)
        for index in printed..<files.count { _ = reporter.report(outcomes[index] ?? .notPlayed(files[index])) }
        return reporter.stopped(stop, notPlayed: [])
    }

    /// Stops every worker still running: each is sent SIGTERM and its stdin closed, so it answers the file
    /// it is on as played so far and exits; what arrives within `grace` goes into `outcomes`, and a worker
    /// still running then is killed. Every worker is reaped.
    private static func drain(_ workers: [ReplayWorker], files: [String], into outcomes: inout [ReplayOutcome?]) {
        for worker in workers where worker.isRunning {
            kill(worker.pid, SIGTERM)
            worker.closeInput()
        }
        let clock = ContinuousClock()
        let deadline = clock.now + grace
        while clock.now < deadline {
            let live = workers.filter(\.isRunning)
            guard !live.isEmpty else { break }
            let left = (deadline - clock.now).components
            let milliseconds = Int32(clamping: left.seconds * 1000 + left.attoseconds / 1_000_000_000_000_000 + 1)
            for worker in ready(live, within: min(milliseconds, pollMilliseconds)) {
                for (index, outcome) in worker.read(files: files, stopping: true) { outcomes[index] = outcome }
            }
        }
        for worker in workers { worker.end(with: SIGKILL) }
    }

    /// The workers among `live` with something to read (an outcome or their end), waiting up to
    /// `milliseconds`; none when the wait ran out or a signal cut it short.
    private static func ready(_ live: [ReplayWorker], within milliseconds: Int32) -> [ReplayWorker] {
        var polls = live.map { pollfd(fd: $0.output, events: Int16(POLLIN), revents: 0) }
        guard poll(&polls, nfds_t(polls.count), milliseconds) > 0 else { return [] }
        return zip(live, polls).filter { $0.1.revents != 0 }.map(\.0)
    }

    /// The worker's command line: this process as its parent, and the replay options that change an
    /// outcome.
    private static func workerArguments(_ options: ReplayOptions) -> [String] {
        var arguments = ["replay", "--worker", "\(getpid())", "--headless"]
        if options.update { arguments.append("--update") }
        if options.strict { arguments.append("--strict") }
        if let size = options.size { arguments += ["--size", "\(Int(size.width))x\(Int(size.height))"] }
        if let language = options.window.language { arguments += ["--lang", language] }
        if options.keepsSnapshots { arguments.append("--snapshots") }
        if let artifacts = options.artifactsPath { arguments += ["--artifacts", artifacts] }
        return arguments
    }
}
