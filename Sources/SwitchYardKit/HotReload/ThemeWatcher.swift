import Synchronization
import Themes

/// Watches a theme file and the files it names and hands the main loop at most one pending change, which
/// it takes between frames. It learns of changes from a `FileChangeSource`: kernel events (inotify) when
/// they can be had, otherwise polling every 250 ms (`LiveReload`), with `notice` saying why. Saves are
/// coalesced: a change is checked once the files were quiet for `Timing.quiet` and no watched file is
/// still open for writing, then the content is hashed, so editors' temp-file renames, vim's backup dance,
/// truncate-then-write and bursts of saves become one reload of complete content, and a save that changed
/// nothing becomes none.
///
/// A save that ends a quiet spell is checked at once instead: when the source reports a complete file (one
/// closed after writing or renamed into place; when polling, a status that held for an interval), no
/// watched file is still open for writing, the events began less than `Timing.quiet` ago (this is the first
/// save, not the middle of a burst) and no check ran in the last `Timing.minimumInterval`. A burst's first
/// save is then shown at once and the rest coalesce into one trailing reload as before (at most two for the
/// burst); a close that leaves the theme empty (the first half of truncate-then-write) waits for quiet like
/// any other event.
///
/// One `Mutex` owns every piece of mutable state, whichever thread touches it: the main loop taking a
/// change or naming dependencies, or the watcher's own thread (`WatcherThread`), which runs the source's
/// reports and the timers and ends with the watcher. The thread only runs that work; each step that must not interleave with another (re-arming
/// the watches, comparing content and delivering a change) is one locked section, and a check tolerates
/// the dependency list changing while it hashes.
package final class ThemeWatcher: Sendable {
    /// How long to wait, in milliseconds.
    package struct Timing: Sendable, Equatable {
        /// Quiet time after the last event before the files are checked.
        package var quiet: Int
        /// Shortest time between two checks.
        package var minimumInterval: Int
        /// A stream of events that never goes quiet is still checked this long after it started.
        package var maximumDelay: Int
        /// A file written but not closed is checked anyway after this long.
        package var openWriteLimit: Int

        /// Timings in milliseconds; the defaults suit editors saving by hand.
        package init(quiet: Int = 40, minimumInterval: Int = 100, maximumDelay: Int = 500, openWriteLimit: Int = 2000) {
            self.quiet = quiet
            self.minimumInterval = minimumInterval
            self.maximumDelay = maximumDelay
            self.openWriteLimit = openWriteLimit
        }
    }

    /// The theme file, absolute.
    package let themePath: String
    /// Why the watcher polls although kernel events were asked for (`LiveReload.automatic`), as one line
    /// ("live reload polls every 250 ms: inotify unavailable: …"); nil when it has what it was asked for.
    package let notice: String?
    /// True when changes are noticed by polling rather than by kernel events.
    package let isPolling: Bool
    private let timing: Timing
    private let source: any FileChangeSource
    private let thread = WatcherThread()
    private let notify: (@Sendable () -> Void)?
    private let state: Mutex<State>

    private struct State {
        var dependencies: [String] = []
        var baseline: [String: FileFingerprint] = [:]
        var pending: ThemeChange?
        var generation: UInt64 = 0
        var firstEventAt: UInt64?
        var lastCheckAt: UInt64?
        var openWrites: Set<String> = []
        var openSince: UInt64?
        var outstandingChecks = 0
        var statistics = ThemeWatcherStatistics()
        var stopped = false
    }

    /// Starts watching `themeFile` (its folder and that folder's parent, and through links, the target's),
    /// noticing changes as `reload` says. The content now is the baseline: create the watcher before the
    /// first load so no save is missed. `notify` is called on the watcher's thread whenever a change becomes
    /// pending (to wake an idle main loop).
    package init(
        themeFile: String, timing: Timing = Timing(), reload: LiveReload = .automatic,
        notify: (@Sendable () -> Void)? = nil
    ) {
        themePath = WatchPlan.absolute(themeFile)
        self.timing = timing
        self.notify = notify
        let (source, notice) = reload.makeSource()
        self.source = source
        self.notice = notice
        isPolling = source is PollingSource
        state = Mutex(State())
        rearm()
        let theme = FileFingerprint.read(themePath, limit: ThemeLimits.maxThemeBytes).fingerprint
        state.withLock { $0.baseline[themePath] = theme }
        source.start(on: thread) { [weak self] report in self?.receive(report) }
    }

    deinit {
        stop()
    }

    /// Also watches these files (the images and fonts the theme names: `Theme.sourceFiles` or
    /// `ThemeErrors.sourceFiles`); a file new to the list gets its content now as baseline. Call after
    /// every load.
    package func watch(dependencies: [String]) {
        let paths = dependencies.map(WatchPlan.absolute).filter { $0 != themePath }
        let known = state.withLock { state in
            state.dependencies = paths
            return state.baseline
        }
        rearm()
        var fresh: [String: FileFingerprint] = [:]
        for path in paths where known[path] == nil {
            fresh[path] = FileFingerprint.read(path, limit: Self.dependencyLimit).fingerprint
        }
        state.withLock { state in
            state.baseline = state.baseline.filter { $0.key == themePath || paths.contains($0.key) }
            state.baseline.merge(fresh) { old, _ in old }
        }
    }

    /// The change waiting to be applied, if any; taking it clears it. Poll once a frame.
    package func takeChange() -> ThemeChange? {
        state.withLock { state in
            defer { state.pending = nil }
            return state.pending
        }
    }

    /// The watcher's counters so far.
    package var statistics: ThemeWatcherStatistics {
        state.withLock { state in
            var statistics = state.statistics
            statistics.checkScheduled = state.outstandingChecks > 0
            return statistics
        }
    }

    /// Stops watching and ends the watcher's thread (waiting for the work it is running); no change becomes
    /// pending afterwards.
    package func stop() {
        state.withLock { $0.stopped = true }
        source.stop()
        thread.stop()
    }

    /// Holds the source's reports back (kernel events pile up in the kernel's queue, up to an overflow)
    /// until `resumeEvents()`; lets tests provoke `IN_Q_OVERFLOW` deterministically.
    func pauseEvents() {
        source.pause()
    }

    func resumeEvents() {
        source.resume()
    }

    /// Images and fonts are capped at 8 and 16 MiB by the theme rules; hash a little past that.
    private static let dependencyLimit = 32 << 20

    // MARK: - Run on the watcher's thread

    private func receive(_ report: FileChangeReport) {
        let now = WatcherThread.now()
        let (relevant, immediate) = state.withLock { state in
            state.statistics.events += report.received
            guard !state.stopped else { return (false, false) }
            var relevant = false
            var saved = false
            for change in report.changes {
                relevant = true
                switch change {
                case .overflow:
                    state.statistics.overflows += 1
                case .touched:
                    break
                case .writing(let path):
                    state.openWrites.insert(path)
                    state.openSince = state.openSince ?? now
                case .saved(let path):
                    state.openWrites.remove(path)
                    saved = true
                case .removed(let path):
                    state.openWrites.remove(path)
                }
            }
            guard relevant else { return (false, false) }
            state.generation += 1
            state.firstEventAt = state.firstEventAt ?? now
            return (true, saved && isSettledFirstSave(state, now: now))
        }
        if immediate {
            check(immediate: true)
        } else if relevant {
            schedule(afterMilliseconds: timing.quiet)
        }
    }

    /// True when a save that just closed can be checked without waiting: no watched file is open for
    /// writing, the events since the last check began less than `quiet` ago, and the last check is at
    /// least `minimumInterval` old.
    private func isSettledFirstSave(_ state: State, now: UInt64) -> Bool {
        guard state.openWrites.isEmpty, let first = state.firstEventAt else { return false }
        guard Self.milliseconds(now - first) < timing.quiet else { return false }
        guard let last = state.lastCheckAt else { return true }
        return Self.milliseconds(now - last) >= timing.minimumInterval
    }

    private func schedule(afterMilliseconds delay: Int) {
        let generation = state.withLock { state in
            state.outstandingChecks += 1
            return state.generation
        }
        thread.after(milliseconds: delay) { [weak self] in
            self?.scheduledCheck(generation)
        }
    }

    /// Decides whether the check due for `generation` runs now, waits longer, or is superseded.
    private func scheduledCheck(_ generation: UInt64) {
        enum Decision {
            case skip
            case wait(Int)
            case check
        }
        let now = WatcherThread.now()
        let decision = state.withLock { state -> Decision in
            state.outstandingChecks -= 1
            guard !state.stopped else { return .skip }
            let sinceFirst = Self.milliseconds(now - (state.firstEventAt ?? now))
            if generation != state.generation, sinceFirst < timing.maximumDelay { return .skip }
            if !state.openWrites.isEmpty, Self.milliseconds(now - (state.openSince ?? now)) < timing.openWriteLimit {
                state.statistics.deferredChecks += 1
                return .wait(timing.quiet)
            }
            if let last = state.lastCheckAt, Self.milliseconds(now - last) < timing.minimumInterval {
                return .wait(timing.minimumInterval - Self.milliseconds(now - last))
            }
            return .check
        }
        switch decision {
        case .skip: break
        case .wait(let delay): schedule(afterMilliseconds: max(1, delay))
        case .check: check()
        }
    }

    /// Re-arms the watches, hashes the theme and its files, and makes a change pending when they differ
    /// from the last delivered content. An `immediate` check that finds the theme empty waits for quiet
    /// instead: more may still be written.
    private func check(immediate: Bool = false) {
        let dependencies = state.withLock { state in
            state.firstEventAt = nil
            state.openWrites.removeAll()
            state.openSince = nil
            state.lastCheckAt = WatcherThread.now()
            return state.dependencies
        }
        rearm()
        let theme = FileFingerprint.read(themePath, limit: ThemeLimits.maxThemeBytes)
        let mayGrow = immediate && theme.fingerprint.isPresent && theme.bytes.isEmpty
        guard theme.stable, !mayGrow else {
            state.withLock { $0.firstEventAt = WatcherThread.now() }
            schedule(afterMilliseconds: timing.quiet)
            return
        }
        var current: [String: FileFingerprint] = [themePath: theme.fingerprint]
        for path in dependencies {
            current[path] = FileFingerprint.read(path, limit: Self.dependencyLimit).fingerprint
        }
        let missingReason = theme.fingerprint == .missing ? Self.missingReason(themePath) : ""
        let delivered = state.withLock { state -> Bool in
            state.statistics.checks += 1
            if immediate { state.statistics.immediateChecks += 1 }
            if !theme.fingerprint.isPresent {
                guard state.baseline[themePath] != theme.fingerprint else { return false }
                state.baseline[themePath] = theme.fingerprint
                if case .unreadable(let reason) = theme.fingerprint {
                    state.pending = .unreadable(path: themePath, reason: reason)
                } else {
                    state.pending = .missing(path: themePath, reason: missingReason)
                }
            } else {
                // `watch(dependencies:)` may have changed the list since this check read it: compare only
                // files still watched, and take a file whose baseline is still being read as it is now.
                let watched = current.filter { $0.key == themePath || state.dependencies.contains($0.key) }
                let changed = watched.contains { path, now in state.baseline[path].map { $0 != now } ?? false }
                state.baseline.merge(watched) { _, new in new }
                guard changed else { return false }
                state.pending = .updated(ThemeSnapshot(path: themePath, contents: theme.bytes))
            }
            state.statistics.deliveries += 1
            return true
        }
        if delivered { notify?() }
    }

    /// Arms the source with the plan the current files need, in one locked step so a re-arm from the main
    /// loop and one from the watcher's thread cannot undo each other's watches.
    private func rearm() {
        state.withLock { state in
            source.arm(WatchPlan(files: [themePath] + state.dependencies))
        }
    }

    private static func milliseconds(_ nanoseconds: UInt64) -> Int {
        Int(clamping: nanoseconds / 1_000_000)
    }

    private static func missingReason(_ path: String) -> String {
        switch FileStatus.of(path) {
        case .failure(let failure): return failure.reason
        case .success: return "it came back while it was checked"
        }
    }
}
