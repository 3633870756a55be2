/// What the watcher reports to the main loop: new theme contents (read in one piece once writes
/// settled), or the theme file gone (the last good theme stays; a banner says "missing").
public enum ThemeChange: Sendable, Equatable {
    /// The theme file's new contents, read once its writes settled.
    case updated(ThemeSnapshot)
    /// The theme file at `path` is gone or unreadable, and why.
    case missing(path: String, reason: String)
}

/// The theme file's bytes as read after the save settled: parse these, not the file, so a reload never
/// sees a half-written file.
public struct ThemeSnapshot: Sendable, Equatable {
    /// The theme file's path as given to the watcher (made absolute).
    public let path: String
    /// The bytes read.
    public let contents: [UInt8]
}

/// Counters for the HUD and for tests that wait on the watcher instead of sleeping.
public struct ThemeWatcherStatistics: Sendable, Equatable {
    /// Kernel events read.
    public var events = 0
    /// Content checks made (each re-arms the watches and re-hashes the watched files).
    public var checks = 0
    /// Checks put off because a watched file was written but not yet closed.
    public var deferredChecks = 0
    /// Checks made at once on a save's close or rename, without waiting for quiet (counted in `checks`).
    public var immediateChecks = 0
    /// Changes handed to the main loop.
    public var deliveries = 0
    /// Kernel queue overflows (each forces a full re-check).
    public var overflows = 0
    /// True while a check is scheduled.
    public var checkScheduled = false
}
