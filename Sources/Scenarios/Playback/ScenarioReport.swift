/// One check that did not hold, with its place: printed as `file:line: tick N: message`.
public struct ScenarioFailure: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var tick: Int
    public var message: String

    public init(file: String, line: Int, tick: Int, message: String) {
        self.file = file
        self.line = line
        self.tick = tick
        self.message = message
    }

    public var description: String { "\(file):\(line): tick \(tick): \(message)" }
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

    public var passed: Bool { failures.isEmpty }
}
