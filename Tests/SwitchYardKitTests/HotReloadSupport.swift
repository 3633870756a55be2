import Foundation
import Glibc
import TestSupport
import Testing

@testable import SwitchYardKit

/// A temporary folder holding `theme.json` with `text`, and a watcher on that theme made after it was written
/// (inotify, or polling when `reload` asks for it).
func watchedTheme(_ text: String, timing: ThemeWatcher.Timing = .init(), reload: LiveReload = .automatic) throws
    -> (TestFolder, ThemeWatcher)
{
    let folder = try TestFolder()
    folder.writeInPlace("theme.json", text)
    return (folder, ThemeWatcher(themeFile: folder.path("theme.json"), timing: timing, reload: reload))
}

/// A watcher timing for bursts: its quiet time outlasts a loaded machine's pause between two saves.
let burstTiming = ThemeWatcher.Timing(quiet: 500, minimumInterval: 500, maximumDelay: 8000)

/// Fifty atomic saves 3 ms apart give at most two deliveries, the last with the last save's content: the
/// rule every watcher source keeps. Callers watch with `burstTiming`, so the count tests coalescing
/// rather than the scheduler.
func expectBurstCoalesces(
    _ folder: TestFolder, _ watcher: ThemeWatcher, sourceLocation: SourceLocation = #_sourceLocation
) {
    for index in 1...50 {
        folder.writeAtomically("theme.json", "save \(index)")
        usleep(3000)
    }
    var last: ThemeChange?
    #expect(
        eventually {
            if let change = watcher.takeChange() { last = change }
            return last?.text == "save 50"
        }, sourceLocation: sourceLocation)
    #expect(watcher.settle(afterChecks: 1), sourceLocation: sourceLocation)
    #expect(watcher.takeChange() == nil, sourceLocation: sourceLocation)
    #expect(watcher.statistics.deliveries <= 2, sourceLocation: sourceLocation)
}

/// A save that leaves the bytes as they were delivers nothing.
func expectUnchangedSaveIgnored(
    _ folder: TestFolder, _ watcher: ThemeWatcher, sourceLocation: SourceLocation = #_sourceLocation
) {
    folder.writeAtomically("theme.json", "same")
    #expect(eventually { watcher.statistics.checks >= 1 }, sourceLocation: sourceLocation)
    #expect(watcher.settle(afterChecks: 1), sourceLocation: sourceLocation)
    #expect(watcher.takeChange() == nil, sourceLocation: sourceLocation)
    #expect(watcher.statistics.deliveries == 0, sourceLocation: sourceLocation)
}

extension ThemeWatcher {
    /// Waits for the next change; nil if none came within the bound.
    func nextChange(within seconds: Double = 10) -> ThemeChange? {
        eventuallyValue(within: seconds) { takeChange() }
    }

    /// Waits until every event so far was checked (no check outstanding, at least `checks` made).
    func settle(afterChecks checks: Int) -> Bool {
        eventually { statistics.checks >= checks && !statistics.checkScheduled }
    }
}

extension ThemeChange {
    /// The snapshot's text, nil for a missing file.
    var text: String? {
        guard case .updated(let snapshot) = self else { return nil }
        return String(decoding: snapshot.contents, as: UTF8.self)
    }

    var isMissing: Bool {
        if case .missing = self { return true }
        return false
    }
}
