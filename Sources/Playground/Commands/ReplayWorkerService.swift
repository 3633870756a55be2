import CProcessControl
import Foundation
import JSONKit

/// `replay --worker PID`: the worker side of `ParallelReplay`. Replays each file named on stdin (a JSON
/// string a line) and answers with its `ReplayOutcome` on stdout (a JSON line), until stdin closes.
///
/// It never outlives its parent: the kernel sends it SIGTERM when the parent dies, however it died. A quit
/// signal (the parent's SIGTERM, or a Ctrl+C to the whole process group) stops the file at the next tick:
/// its outcome says how far it got, and the worker starts no other. A parent that went away (EPIPE on
/// stdout) has no one to answer: the worker just ends.
enum ReplayWorkerService {
    /// Serves the parent `parent` until stdin closes, a quit signal arrives or the parent is gone. The
    /// exit status: 0, 2 for a request that is not a JSON string, 3 when it cannot tie its life to the
    /// parent's.
    static func serve(_ options: ReplayOptions, parent: pid_t) -> Int32 {
        guard process_control_set_parent_death_signal(SIGTERM) == 0 else {
            let reason = String(cString: strerror(errno))
            Diagnostics.raw("switchyard: error: replay --worker cannot ask to end with its parent: \(reason)")
            return 3
        }
        // The parent may have died before the line above: then the signal will never come, and no one waits.
        guard getppid() == parent else { return 0 }
        let readOptions = JSONReadOptions(limits: JSONLimits(maxBytes: 1 << 20, maxDepth: 1))
        while !QuitSignal.requested, let line = readLine(strippingNewline: true) {
            guard case .string(let file)? = try? JSONParser.value(of: line, options: readOptions).kind else {
                Diagnostics.raw("switchyard: error: replay --worker reads one JSON string a line, got '\(line)'")
                return 2
            }
            guard !QuitSignal.requested else { break }
            let outcome = ReplayCommand.replayFile(file, options: options)
            guard StandardStream.line(outcome.json, to: STDOUT_FILENO), outcome.stoppedBy == 0 else { break }
        }
        return 0
    }
}
