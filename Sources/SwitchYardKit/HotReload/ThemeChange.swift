/// What the watcher reports to the main loop: new theme contents (read in one piece once writes
/// settled), the theme file gone, or something there that is not read (the last good theme stays in both
/// cases; a banner says why).
package enum ThemeChange: Sendable, Equatable {
    /// The theme file's new contents, read once its writes settled.
    case updated(ThemeSnapshot)
    /// The theme file at `path` is gone or unreadable, and why.
    case missing(path: String, reason: String)
    /// Something is at the theme's path but is not read: a FIFO, a device, a socket, a folder, or a file
    /// that cannot be opened. `reason` is one line naming the path.
    case unreadable(path: String, reason: String)
}

/// The theme file's bytes as read after the save settled: parse these, not the file, so a reload never
/// sees a half-written file.
package struct ThemeSnapshot: Sendable, Equatable {
    /// The theme file's path as given to the watcher (made absolute).
    package let path: String
    /// The bytes read.
    package let contents: [UInt8]
}

/// Counters for the HUD and for tests that wait on the watcher instead of sleeping.
package struct ThemeWatcherStatistics: Sendable, Equatable {
    /// Notifications the change source delivered: kernel events read, or files a poll found changed.
    package var events = 0
    /// Content checks made (each re-arms the watches and re-hashes the watched files).
    package var checks = 0
    /// Checks put off because a watched file was written but not yet closed.
    package var deferredChecks = 0
    /// Checks made at once on a save's close or rename, without waiting for quiet (counted in `checks`).
    package var immediateChecks = 0
    /// Changes handed to the main loop.
    package var deliveries = 0
    /// Kernel queue overflows (each forces a full re-check).
    package var overflows = 0
    /// True while a check is scheduled.
    package var checkScheduled = false
}
