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
