import JSONKit

/// One check that did not hold: a diagnostic on the check's line and the tick it was checked at, printed
/// as `file:line: tick N: message` (a failed check is a result, not a problem with the file, so it shows
/// no severity).
public struct ScenarioFailure: Hashable, Sendable, CustomStringConvertible {
    public var diagnostic: Diagnostic
    public var tick: Int
    /// True when the scene could not be set up (its theme missing, changed under `--strict`, or not
    /// loading): nothing was played or checked.
    public var isSetUp: Bool
    /// False for a set-up failure that is a diagnostic of its own, printed without a tick.
    private var showsTick = true

    public init(file: String, line: Int, tick: Int, message: String, isSetUp: Bool = false) {
        diagnostic = Diagnostic(file: file, line: line, message: message)
        self.tick = tick
        self.isSetUp = isSetUp
    }

    /// The scene could not be set up, as `diagnostic` says: printed as that diagnostic, `file:line: error:
    /// message`, once (its message is `error: message`, what follows the place).
    public init(setUp diagnostic: Diagnostic) {
        let detail = diagnostic.description.dropFirst(diagnostic.place.count + 2)
        self.diagnostic = Diagnostic(
            file: diagnostic.file, line: diagnostic.line, column: diagnostic.column, message: String(detail))
        tick = 0
        isSetUp = true
        showsTick = false
    }

    public var file: String { diagnostic.file }
    public var line: Int { diagnostic.line }
    public var message: String { diagnostic.message }

    public var description: String {
        showsTick ? "\(diagnostic.place): tick \(tick): \(message)" : "\(diagnostic.place): \(message)"
    }
}

/// A frame hash the replay saw at a check.
public struct ScenarioFrameSample: Hashable, Sendable {
    public var tick: Int
    public var hash: FrameHash

    public init(tick: Int, hash: FrameHash) {
        self.tick = tick
        self.hash = hash
    }
}

/// What a replay found.
public struct ScenarioReport: Sendable {
    public var file: String
    /// Every check that failed, in file order; empty when the replay passed.
    public var failures: [ScenarioFailure] = []
    /// Remarks that are not failures, such as coordinates mapped to a window of another size.
    public var notes: [String] = []
    /// Errors of the run that are not checks (snapshots that could not be written), one line each with its
    /// place: they fail the run.
    public var errors: [String] = []
    /// How many `expect` lines were checked.
    public var checks = 0
    /// The tick the replay ended at.
    public var endTick = 0
    /// Every frame hash the host reported at a check, in order: equal across runs of the same file.
    public var frameHashes: [ScenarioFrameSample] = []
    /// In update mode, the scenario rewritten with the actual outcomes in place of the expectations.
    public var updatedText: String?

    public init(file: String) {
        self.file = file
    }

    public var passed: Bool { failures.isEmpty && errors.isEmpty }
}
