import Scenarios

/// Where a quit signal stopped a file's replay, or its window was closed before the end: the last tick
/// played and the checks after it, for the file's verdict, a line per check not played, and the JUnit
/// report's `<skipped>`.
struct ReplayCut {
    /// What stopped the replay.
    enum Cause: Equatable {
        /// A quit signal: the run stops, exit 128 + the signal.
        case signal(Int32)
        /// The replay window was closed (Esc, Ctrl+Q, its close button) before the end.
        case windowClosed
    }

    /// The most checks named one by one; a note counts the rest.
    static let listedChecks = 10
    /// The exit status of a replay whose window was closed before the end with no check failed so far.
    static let windowClosedStatus: Int32 = 4

    let cause: Cause
    /// The last tick played; -1 when the replay had not begun.
    let tick: Int
    let endTick: Int
    /// The line and tick of every check after `tick`, in file order.
    let unplayed: [(line: Int, tick: Int)]

    /// The cut of `scenario` after `tick`, by `signal`.
    init(_ scenario: Scenario, after tick: Int, signal: Int32) {
        self.init(scenario, after: tick, cause: .signal(signal))
    }

    /// The cut of `scenario` after `tick`, for `cause`.
    init(_ scenario: Scenario, after tick: Int, cause: Cause) {
        self.cause = cause
        self.tick = tick
        endTick = scenario.endTick
        unplayed = scenario.entries.compactMap { entry in
            guard case .expect = entry.content, entry.tick > tick else { return nil }
            return (entry.line, entry.tick)
        }
    }

    /// Plays `player` to its end a tick at a time, stopping when a quit signal arrives if `stoppable`; the
    /// cut, nil when it played to the end.
    static func play(_ player: ScenarioPlayer, stoppable: Bool) -> ReplayCut? {
        while !player.isFinished {
            if stoppable, let signal = QuitSignal.number {
                return ReplayCut(player.scenario, after: player.currentTick, signal: signal)
            }
            player.advance(toTick: player.currentTick + 1)
        }
        return nil
    }

    /// Judges `file` stopped here, `report` saying what the ticks played found: its notes and failure
    /// lines, a line per check not played, and a verdict that says it was not played to the end (and that
    /// `--update` left it alone). A replay stopped before its first tick is reported as not played.
    func judge(_ report: ScenarioReport, file: String, update: Bool, into outcome: inout ReplayOutcome) {
        let signal: Int32 = if case .signal(let number) = cause { number } else { 0 }
        guard tick >= 0 else {
            outcome = .notPlayed(file)
            outcome.stoppedBy = signal
            return
        }
        outcome.extent = .part
        outcome.stoppedBy = signal
        for note in report.notes { outcome.error("\(file): note: \(note)") }
        outcome.failures = report.errors + report.failures.map(\.description)
        for failure in outcome.failures { outcome.error(failure) }
        let missed = cause == .windowClosed ? "not reached" : "not played"
        var notPlayed = unplayed.prefix(Self.listedChecks).map { "\(file):\($0.line): tick \($0.tick): \(missed)" }
        if unplayed.count > Self.listedChecks {
            notPlayed.append("\(file): note: \(unplayed.count - Self.listedChecks) more checks \(missed)")
        }
        for line in notPlayed { outcome.error(line) }
        let verdict =
            cause == .windowClosed
            ? closedVerdict(report, outcome: &outcome) : cutVerdict(report, update: update, outcome: &outcome)
        outcome.say("\(file): \(verdict)")
        outcome.skipped = [verdict] + notPlayed
    }

    /// A signal's verdict: not played to the end (and `--update` left the file alone).
    private func cutVerdict(_ report: ScenarioReport, update: Bool, outcome: inout ReplayOutcome) -> String {
        let stopped = "stopped at tick \(tick) of \(endTick)"
        let untouched = update ? ", not updated" : ""
        guard outcome.failures.isEmpty else {
            outcome.status = 1
            return "FAILED (\(ReplayCommand.failedChecks(report))), then not played to the end\(untouched) "
                + "(\(stopped): \(Self.checks(unplayed.count)) not played)"
        }
        return "not played to the end\(untouched) (\(stopped): \(Self.checks(report.checks)) held, "
            + "\(unplayed.count) not played)"
    }

    /// A closed window's verdict: what ran, `stopped at tick 65 of 200 (window closed): 2 checks passed, 3
    /// not reached`, exit 4; a check that failed before the close fails the file (exit 1).
    private func closedVerdict(_ report: ScenarioReport, outcome: inout ReplayOutcome) -> String {
        let stopped = "stopped at tick \(tick) of \(endTick) (window closed)"
        guard outcome.failures.isEmpty else {
            outcome.status = 1
            return "FAILED (\(ReplayCommand.failedChecks(report))), then \(stopped): "
                + "\(Self.checks(unplayed.count)) not reached"
        }
        outcome.status = Self.windowClosedStatus
        return "\(stopped): \(Self.checks(report.checks)) passed, \(unplayed.count) not reached"
    }

    /// `1 check`, `5 checks`.
    private static func checks(_ count: Int) -> String {
        count == 1 ? "1 check" : "\(count) checks"
    }
}
