import Foundation

/// The command line: `swift-settings [--theme FILE] [--headless] [--frames N] [--tap ID] [--screenshot OUT.png]
/// [--compare GOLDEN.png]`, the same flags as the C example.
struct Arguments {
    /// The theme file; by default the `settings.json` beside this package's `Sources` folder.
    var theme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("settings.json").path
    /// Draw in software onto a surface, with no window (SDL's dummy video driver), 1/60 s per frame.
    var headless = false
    /// Stop after this many frames; 0 runs until the window closes.
    var frames = 0
    /// Press and release the mouse on this switch's centre on frame 2.
    var tap: String?
    /// Save the last frame as a PNG here.
    var screenshot: String?
    /// Compare the last frame with this golden PNG (`SWITCHYARD_RECORD_GOLDEN=1` records it instead).
    var compare: String?

    /// Parses `arguments` (without the program name); nil when one is not understood.
    init?(_ arguments: [String]) {
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            if flag == "--headless" {
                headless = true
                continue
            }
            guard let value = rest.popFirst() else { return nil }
            switch flag {
            case "--theme": theme = value
            case "--frames": frames = max(0, Int(value) ?? 0)
            case "--tap": tap = value
            case "--screenshot": screenshot = value
            case "--compare": compare = value
            default: return nil
            }
        }
    }
}
