/// One line after the header: an event or an expectation at a tick, with the line it came from.
package struct ScenarioEntry: Hashable, Sendable {
    package enum Content: Hashable, Sendable {
        case event(ScenarioEvent)
        case expect(ScenarioExpectation)
    }

    package var tick: Int
    package var content: Content
    /// The 1-based line in the file, so a failed check can point at it; 0 for entries built in code.
    package var line: Int

    package init(tick: Int, content: Content, line: Int = 0) {
        self.tick = tick
        self.content = content
        self.line = line
    }
}

/// A whole scenario: the header, the entries in tick order, and the tick it ends at.
package struct Scenario: Hashable, Sendable {
    package var header: ScenarioHeader
    package var entries: [ScenarioEntry]
    package var endTick: Int

    package init(header: ScenarioHeader, entries: [ScenarioEntry], endTick: Int) {
        self.header = header
        self.entries = entries
        self.endTick = endTick
    }
}
