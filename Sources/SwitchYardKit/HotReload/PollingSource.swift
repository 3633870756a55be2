import Synchronization

/// Live reload without kernel events: every `intervalMilliseconds` the watcher's thread takes
/// the `stat` of each file of the plan (links followed; nothing is opened, so a FIFO never blocks it) and
/// reports a file once its status changed and then stayed the same for a whole interval, so a file still
/// being written is not reported half-way and a burst of saves becomes one report. The watcher then
/// hashes the content as it does for kernel events.
final class PollingSource: FileChangeSource {
    /// How often the files are looked at.
    static let intervalMilliseconds = 250

    private typealias Observation = Result<FileStatus, FileStatusFailure>

    private struct Poll {
        var files: Set<String> = []
        /// What the last poll saw of each file.
        var seen: [String: Observation] = [:]
        /// What each file was when it was last reported (or first seen).
        var reported: [String: Observation] = [:]
        var thread: WatcherThread?
    }

    private let poll = Mutex(Poll())

    func start(on thread: WatcherThread, handler: @escaping @Sendable (FileChangeReport) -> Void) {
        poll.withLock { $0.thread = thread }
        thread.every(milliseconds: Self.intervalMilliseconds) { [weak self] in
            guard let report = self?.look(), !report.changes.isEmpty else { return }
            handler(report)
        }
    }

    /// Follows the plan's files from now on; a file new to it is taken as it is now.
    func arm(_ plan: WatchPlan) {
        let known = poll.withLock { $0.files }
        let fresh = plan.files.subtracting(known).map { ($0, FileStatus.of($0)) }
        poll.withLock { poll in
            poll.files = plan.files
            poll.seen = poll.seen.filter { plan.files.contains($0.key) }
            poll.reported = poll.reported.filter { plan.files.contains($0.key) }
            for (path, observation) in fresh where poll.seen[path] == nil {
                poll.seen[path] = observation
                poll.reported[path] = observation
            }
        }
    }

    func pause() {
        poll.withLock { $0.thread }?.holdSource(true)
    }

    func resume() {
        poll.withLock { $0.thread }?.holdSource(false)
    }

    func stop() {
        poll.withLock { poll in
            defer { poll.thread = nil }
            return poll.thread
        }?.dropSource()
    }

    /// One poll: the files whose status settled on something new since they were last reported.
    private func look() -> FileChangeReport {
        let files = poll.withLock { $0.files }
        let now = files.map { ($0, FileStatus.of($0)) }
        return poll.withLock { poll in
            var changes: [FileChange] = []
            for (path, observation) in now where poll.files.contains(path) {
                let settled = poll.seen[path] == observation
                poll.seen[path] = observation
                guard settled, poll.reported[path] != observation else { continue }
                poll.reported[path] = observation
                switch observation {
                case .success: changes.append(.saved(path))
                case .failure: changes.append(.removed(path))
                }
            }
            return FileChangeReport(received: changes.count, changes: changes)
        }
    }
}
