import JSONKit

/// One check that did not hold: a diagnostic on the check's line and the tick it was checked at, printed
/// as `file:line: tick N: message` (a failed check is a result, not a problem with the file, so it shows
/// no severity).
package struct ScenarioFailure: Hashable, Sendable, CustomStringConvertible {
    package var diagnostic: Diagnostic
    package var tick: Int
    /// True when the scene could not be set up (its theme missing, changed under `--strict`, or not
    /// loading): nothing was played or checked.
    package var isSetUp: Bool
    /// False for a set-up failure that is a diagnostic of its own, printed without a tick.
    private var showsTick = true

    package init(file: String, line: Int, tick: Int, message: String, isSetUp: Bool = false) {
        diagnostic = Diagnostic(file: file, line: line, message: message)
        self.tick = tick
        self.isSetUp = isSetUp
    }

    /// The scene could not be set up, as `diagnostic` says: printed as that diagnostic, `file:line: error:
    /// message`, once (its message is `error: message`, what follows the place).
    package init(setUp diagnostic: Diagnostic) {
        let detail = diagnostic.description.dropFirst(diagnostic.place.count + 2)
        self.diagnostic = Diagnostic(
            file: diagnostic.file, line: diagnostic.line, column: diagnostic.column, message: String(detail))
        tick = 0
        isSetUp = true
        showsTick = false
    }

    package var file: String { diagnostic.file }
    package var line: Int { diagnostic.line }
    package var message: String { diagnostic.message }

    package var description: String {
        showsTick ? "\(diagnostic.place): tick \(tick): \(message)" : "\(diagnostic.place): \(message)"
    }
}

/// A frame hash the replay saw at a check.
package struct ScenarioFrameSample: Hashable, Sendable {
    package var tick: Int
    package var hash: FrameHash

    package init(tick: Int, hash: FrameHash) {
        self.tick = tick
        self.hash = hash
    }
}

/// What a replay found.
package struct ScenarioReport: Sendable {
    package var file: String
    /// Every check that failed, in file order; empty when the replay passed.
    package var failures: [ScenarioFailure] = []
    /// Remarks that are not failures, such as coordinates mapped to a window of another size.
    package var notes: [String] = []
    /// Errors of the run that are not checks (snapshots that could not be written), one line each with its
    /// place: they fail the run.
    package var errors: [String] = []
    /// How many `expect` lines were checked.
    package var checks = 0
    /// The tick the replay ended at.
    package var endTick = 0
    /// Every frame hash the host reported at a check, in order: equal across runs of the same file.
    package var frameHashes: [ScenarioFrameSample] = []
    /// In update mode, the scenario rewritten with the actual outcomes in place of the expectations.
    package var updatedText: String?

    package init(file: String) {
        self.file = file
    }

    package var passed: Bool { failures.isEmpty && errors.isEmpty }
}
