import Playground

/// Options of `switchyard bench`, as `BenchArguments` parses them.
public struct BenchOptions: Equatable, Sendable {
    /// The renderer SwitchYard's frames are drawn with.
    public enum Renderer: String, Equatable, Sendable, CaseIterable {
        /// SDL's software renderer onto a 1280x800 surface, headless (the C baseline's renderer).
        case software
        /// SDL's OpenGL renderer in a 1280x800 window, without vsync: needs a display with OpenGL.
        case opengl
    }

    /// One measurement of the bench, named as `--only` takes it.
    public enum Measurement: String, Equatable, Hashable, Sendable, CaseIterable {
        /// Every switch animating, against the C baseline, per switch count.
        case frames
        /// Damage regions against full redraws, headless.
        case damage
        /// The typical frame in a real window, per render driver (not in `--quick`).
        case windowDamage = "window-damage"
        /// The hit-test index against a linear scan.
        case hitTest = "hit-test"
        /// Reflow and draw-list build of a large gallery.
        case layout
        /// Lateness of paced 60 Hz wakes.
        case pacing
        /// Spawn to first frame of the executable.
        case startup
        /// Theme reload latency.
        case reload
        /// Headless replay speed.
        case replay
        /// CPU of an idle window.
        case idle
        /// The frame of a program embedding SwitchYard.
        case embedded
        /// The inspector's slider drag and write-back.
        case inspector
        /// Adding, moving, clicking, tabbing and removing at 10,000 and 100,000 placed switches.
        case growth
        /// A host's frame with SwitchYard drawing as its guest, idle and one animating, at 10 and 1,000.
        case guest

        /// Every name, comma-separated, in the order the bench runs them.
        public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
    }

    public var switchCounts: [Int] = [10, 100, 1_000, 10_000]
    /// The measurements to run (`--only`); all of them by default.
    public var measurements = Set(Measurement.allCases)
    public var renderer = Renderer.software
    public var frames = 120
    public var json = false
    public var quick = false
    public var chartPath: String?

    public init() {}
}
