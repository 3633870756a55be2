/// Prints each file's outcome once its turn comes and keeps what the end of the run needs: the JUnit
/// report and, for a run that stops early, the counts its summary line gives. One job and parallel runs
/// share it, so both print the same lines.
struct ReplayReporter {
    private(set) var junit: JUnitReport
    /// False once stdout stopped taking lines; nothing more is printed to either stream then.
    private(set) var outputOpen = true
    private var passed = 0
    private var failed = 0
    private var cut = 0
    private var notPlayed = 0

    init(junit: JUnitReport) {
        self.junit = junit
    }

    /// Prints `outcome` (unless stdout closed) and adds it to the report; the stop it calls for: a closed
    /// stdout, or the signal that stopped a worker's replay part-way.
    mutating func report(_ outcome: ReplayOutcome) -> ReplayStop? {
        if outputOpen { outputOpen = outcome.show() }
        junit.add(outcome.file, seconds: outcome.seconds, failures: outcome.failures, skipped: outcome.skipped)
        switch outcome.extent {
        case .whole where outcome.status == 0: passed += 1
        case .whole: failed += 1
        case .part: cut += 1
        case .none: notPlayed += 1
        }
        if !outputOpen { return .closedOutput }
        return outcome.stoppedBy == 0 ? nil : .signal(outcome.stoppedBy)
    }

    /// Ends a run that `stop` cut short: reports each of `files` as not played, then (after a signal; a
    /// closed stdout ends quietly) the summary on stderr. The exit status.
    mutating func stopped(_ stop: ReplayStop, notPlayed files: some Sequence<String>) -> Int32 {
        for file in files { _ = report(.notPlayed(file)) }
        if case .signal(let number) = stop, outputOpen {
            Diagnostics.raw(
                "switchyard: replay stopped by \(QuitSignal.name(number)): \(passed) passed, \(failed) failed, "
                    + "\(cut) not played to the end, \(notPlayed) not played")
        }
        return stop.status
    }
}
