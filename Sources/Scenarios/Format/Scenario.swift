/// One line after the header: an event or an expectation at a tick, with the line it came from.
public struct ScenarioEntry: Hashable, Sendable {
    public enum Content: Hashable, Sendable {
        case event(ScenarioEvent)
        case expect(ScenarioExpectation)
    }

    public var tick: Int
    public var content: Content
    /// The 1-based line in the file, so a failed check can point at it; 0 for entries built in code.
    public var line: Int

    public init(tick: Int, content: Content, line: Int = 0) {
        self.tick = tick
        self.content = content
        self.line = line
    }
}

/// A whole scenario: the header, the entries in tick order, and the tick it ends at.
public struct Scenario: Hashable, Sendable {
    public var header: ScenarioHeader
    public var entries: [ScenarioEntry]
    public var endTick: Int

    public init(header: ScenarioHeader, entries: [ScenarioEntry], endTick: Int) {
        self.header = header
        self.entries = entries
        self.endTick = endTick
    }
}
