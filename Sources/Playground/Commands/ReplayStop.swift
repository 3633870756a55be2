import Foundation

/// Why a replay ended before every file was played.
enum ReplayStop: Equatable {
    /// A quit signal (SIGINT, SIGTERM, SIGHUP, SIGQUIT) to the run or to one of its workers.
    case signal(Int32)
    /// Stdout closed: its reader went away (`switchyard replay ... | head -1`).
    case closedOutput

    /// The exit status: 128 + the signal's number, as a shell shows a process that signal ended (130
    /// SIGINT, 143 SIGTERM, 129 SIGHUP, 131 SIGQUIT); 141 (128 + SIGPIPE) for a closed stdout.
    var status: Int32 {
        switch self {
        case .signal(let number): 128 + number
        case .closedOutput: 128 + SIGPIPE
        }
    }

    /// The stop a quit signal to this process asks for; nil while none came.
    static var asked: ReplayStop? { QuitSignal.number.map(ReplayStop.signal) }
}

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
