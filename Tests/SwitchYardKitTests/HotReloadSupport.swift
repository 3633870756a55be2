import Foundation
import Glibc
import TestSupport

@testable import SwitchYardKit

/// A temporary folder holding `theme.json` with `text`, and a watcher on that theme made after it was written.
func watchedTheme(_ text: String, timing: ThemeWatcher.Timing = .init()) throws -> (TestFolder, ThemeWatcher) {
    let folder = try TestFolder()
    folder.writeInPlace("theme.json", text)
    return (folder, ThemeWatcher(themeFile: folder.path("theme.json"), timing: timing))
}

extension ThemeWatcher {
    /// Waits for the next change; nil if none came within the bound.
    func nextChange(within seconds: Double = 10) -> ThemeChange? {
        var change: ThemeChange?
        _ = eventually(within: seconds) {
            change = takeChange()
            return change != nil
        }
        return change
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
