/// One decoded line after the header.
enum ScenarioLine: Hashable, Sendable {
    case entry(tick: Int, ScenarioEntry.Content)
    case end(tick: Int)
}

/// Names used for events, pointers, buttons and keys in files.
enum ScenarioVocabulary {
    static let eventKinds = [
        "down", "move", "up", "cancel", "key", "wheel", "resize", "focusLost", "themeReload", "decide", "resolve",
    ]
    /// Ticks run up to one day at 60 Hz.
    static let maxTick = 5_184_000
    static let maxWindowSide = 100_000.0
    static let maxPixelDensity = 16.0
    /// Scroll distances per wheel event, in points.
    static let maxWheel = 100_000.0
    /// The largest finite coordinate read before the window range check.
    static let maxCoordinate = 1e9
}
