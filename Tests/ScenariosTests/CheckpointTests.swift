import Testing

@testable import Scenarios

/// When a live recording writes its checkpoints: after a value change once the scene settled, and at
/// every whole multiple of the period, whatever else happened.
@Suite struct CheckpointTests {
    /// The ticks from 1 to `last` at which a checkpoint falls due, with value changes at `changes` and the
    /// scene animating for 15 ticks after each.
    static func due(everySeconds seconds: Double, changes: Set<Int>, last: Int) -> [Int] {
        var checkpoints = ScenarioCheckpoints(everySeconds: seconds)
        var animatingUntil = 0
        var out: [Int] = []
        for tick in 1...last {
            if changes.contains(tick) {
                checkpoints.valueChanged()
                animatingUntil = tick + 15
            }
            if checkpoints.isDue(atTick: tick, settled: tick >= animatingUntil) { out.append(tick) }
        }
        return out
    }

    @Test func afterEachValueChangeOnceSettled() {
        #expect(Self.due(everySeconds: 0, changes: [10, 100], last: 400) == [25, 115])
        #expect(Self.due(everySeconds: 0, changes: [10, 12], last: 400) == [27], "one checkpoint for both")
    }

    @Test func periodicAtWholeMultiplesOfThePeriod() {
        #expect(ScenarioCheckpoints(everySeconds: 5).interval == 300)
        #expect(ScenarioCheckpoints(everySeconds: 0.001).interval == 1, "at least a tick")
        #expect(ScenarioCheckpoints(everySeconds: 0).interval == nil)
        #expect(Self.due(everySeconds: 2, changes: [], last: 500) == [120, 240, 360, 480])
        #expect(Self.due(everySeconds: 2, changes: [60], last: 250) == [75, 120, 240])
    }

    /// A periodic checkpoint in the middle of an animation does not take the place of the settled one.
    @Test func aPeriodicCheckpointMidAnimationLeavesTheSettledOneDue() {
        #expect(Self.due(everySeconds: 2, changes: [110], last: 200) == [120, 125])
    }

    /// Ticks skipped (a caller that asks only now and then) still give one periodic checkpoint, then the
    /// next multiple.
    @Test func skippedTicksGiveOnePeriodicCheckpoint() {
        var checkpoints = ScenarioCheckpoints(everySeconds: 1)
        let due = [250, 299, 300].map { checkpoints.isDue(atTick: $0, settled: true) }
        #expect(due == [true, false, true])
    }
}
