import Glibc
import TestSupport
import Testing

@testable import SwitchYardKit

/// A save that ends a quiet spell is checked on its close or rename, without waiting for quiet; what
/// could still be half-written waits as before.
@Suite(.serialized) struct HotReloadLatencyTests {
    @Test func aLoneInPlaceSaveIsCheckedOnItsClose() throws {
        let (folder, watcher) = try watchedTheme("before")
        folder.writeInPlace("theme.json", "after")
        #expect(watcher.nextChange()?.text == "after")
        #expect(watcher.settle(afterChecks: 1))
        #expect(watcher.statistics.immediateChecks == 1)
        #expect(watcher.statistics.deliveries == 1)
    }

    @Test func aRenameOntoTheThemeIsCheckedAtOnce() throws {
        let (folder, watcher) = try watchedTheme("before")
        folder.writeAtomically("theme.json", "after")
        #expect(watcher.nextChange()?.text == "after")
        #expect(watcher.settle(afterChecks: 1))
        #expect(watcher.statistics.immediateChecks == 1)
    }

    /// The quiet time is long here so that a loaded machine pausing this thread between the two writes
    /// cannot let the first write's check run before the second arrives (the case under test).
    @Test func aCloseThatLeavesTheThemeEmptyWaitsForWhatFollows() throws {
        let (folder, watcher) = try watchedTheme("before", timing: .init(quiet: 2000, maximumDelay: 8000))
        folder.writeInPlace("theme.json", "")
        #expect(eventually { watcher.statistics.checkScheduled })
        #expect(watcher.takeChange() == nil)
        folder.writeInPlace("theme.json", "after")
        #expect(watcher.nextChange()?.text == "after")
        #expect(watcher.settle(afterChecks: 1))
        #expect(watcher.takeChange() == nil)
        #expect(watcher.statistics.immediateChecks == 0)
    }

    @Test func aSaveSoonAfterACheckWaitsForTheMinimumInterval() throws {
        let (folder, watcher) = try watchedTheme("one", timing: .init(minimumInterval: 60_000, maximumDelay: 120_000))
        folder.writeInPlace("theme.json", "two")
        #expect(watcher.nextChange()?.text == "two")
        folder.writeInPlace("theme.json", "three")
        #expect(eventually { watcher.statistics.checkScheduled })
        #expect(watcher.statistics.immediateChecks == 1)
        #expect(watcher.takeChange() == nil)
    }
}
