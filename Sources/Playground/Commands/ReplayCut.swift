import Scenarios

/// Where a quit signal stopped a file's headless replay: the last tick played and the checks after it, for
/// the file's verdict, a line per check not played, and the JUnit report's `<skipped>`.
struct ReplayCut {
    /// The most checks named one by one; a note counts the rest.
    static let listedChecks = 10

    let signal: Int32
    /// The last tick played; -1 when the replay had not begun.
    let tick: Int
    let endTick: Int
    /// The line and tick of every check after `tick`, in file order.
    let unplayed: [(line: Int, tick: Int)]

    /// The cut of `scenario` after `tick`, by `signal`.
    init(_ scenario: Scenario, after tick: Int, signal: Int32) {
        self.signal = signal
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
        var notPlayed = unplayed.prefix(Self.listedChecks).map { "\(file):\($0.line): tick \($0.tick): not played" }
        if unplayed.count > Self.listedChecks {
            notPlayed.append("\(file): note: \(unplayed.count - Self.listedChecks) more checks not played")
        }
        for line in notPlayed { outcome.error(line) }
        let stopped = "stopped at tick \(tick) of \(endTick)"
        let untouched = update ? ", not updated" : ""
        let verdict: String
        if outcome.failures.isEmpty {
            verdict =
                "not played to the end\(untouched) (\(stopped): \(Self.checks(report.checks)) held, "
                + "\(unplayed.count) not played)"
        } else {
            outcome.status = 1
            verdict =
                "FAILED (\(ReplayCommand.failedChecks(report))), then not played to the end\(untouched) "
                + "(\(stopped): \(Self.checks(unplayed.count)) not played)"
        }
        outcome.say("\(file): \(verdict)")
        outcome.skipped = [verdict] + notPlayed
    }

    /// `1 check`, `5 checks`.
    private static func checks(_ count: Int) -> String {
        count == 1 ? "1 check" : "\(count) checks"
    }
}
