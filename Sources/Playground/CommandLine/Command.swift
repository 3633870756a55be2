import Scenarios
import SceneGraph
import Themes

/// Options of the playground window and of headless runs.
public struct WindowOptions: Equatable, Sendable {
    public var themePath: String?
    public var size = Size(width: 1280, height: 800)
    public var language: String?
    public var logPath: String?
    public var headless = false
    public var frames: Int?
    public var screenshotPath: String?
    /// Pixels per point for headless runs (a window takes the display's).
    public var pixelDensity: Double = 1
    /// `--touch`: start in touch mode, the mouse acting as a finger (M in the window cycles the modes).
    public var touch = false
    /// Reduce motion (`--reduce-motion`): thumbs jump and colours cross-fade, as with the OS setting.
    public var reducesMotion = false
    /// `record --snapshots`: keep a PNG and a draw-list dump of every frame check beside each recording.
    public var keepsSnapshots = false
    /// `--checkpoint-every S`: a recording's periodic checkpoints, in seconds (0: only after value changes).
    public var checkpointSeconds = ScenarioCheckpoints.defaultSeconds

    public init() {}
}

/// Options of `switchyard replay`.
public struct ReplayOptions: Equatable, Sendable {
    public var files: [String] = []
    public var headless = false
    /// Ticks per real tick; nil plays as fast as possible.
    public var speed: Double? = 1
    public var update = false
    public var strict = false
    /// The size asked for with `--size`: the window's, or headless the scene's; nil plays at the recorded size.
    public var size: Size?
    /// Where `--junit` writes a JUnit XML report of the run; nil writes none.
    public var junitPath: String?
    /// `--snapshots` (with `--update`): keep a PNG and a draw-list dump of every frame check beside the file.
    public var keepsSnapshots = false
    /// `--artifacts DIR`: where a failed frame check's images, diff and first differing draw command go.
    public var artifactsPath: String?
    /// `--exit-at-end`: the window closes when the replay ends instead of staying on the last frame.
    public var exitsAtEnd = false
    /// `--jobs N`: headless, how many files replay at once in worker processes (the command line's default
    /// is the number of cores).
    public var jobs = 1
    /// `--shard K/N`: replay only the K-th of N stable parts of the files.
    var shard: ReplayShard?
    /// `--worker PID`: serve the parallel replay whose parent is process PID (`ParallelReplay`), not a
    /// command for people; nil for any other replay.
    var workerOf: Int32?
    public var window = WindowOptions()

    public init() {}
}

/// Options of `switchyard sheet`.
public struct SheetOptions: Equatable, Sendable {
    /// The theme file (`--theme`).
    public var themePath: String
    /// The PNG to write (`--out`).
    public var out: String
    /// Pixels per point the sheet is drawn at (1 to 4).
    public var density: Double = 1
    /// Each drawn pixel written as a `zoom` x `zoom` block (1 to 8): the exact pixels, magnified.
    public var zoom = 1
    /// The theme's string table (`--lang`); nil for the theme's default (not LANG: a sheet is the same everywhere).
    public var language: String?
    /// `--simulate`: the sheet's pixels as a viewer with this colour-vision deficiency sees them; nil draws them as they are.
    package var simulation: ColorVision?

    /// Options for `themePath` written to `out`, at density 1 and zoom 1.
    public init(themePath: String, out: String) {
        self.themePath = themePath
        self.out = out
    }
}

/// Options of `switchyard bench`.
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

/// What the user asked for on the command line.
public enum Command: Equatable, Sendable {
    case window(WindowOptions)
    /// Record to `out` (a timestamped name when nil); `force` replaces an existing file.
    case record(WindowOptions, out: String?, force: Bool = false)
    case replay(ReplayOptions)
    /// Check theme and scenario files; `legibility` (`--a11y`) adds the legibility check's warnings to themes.
    case validate([String], legibility: Bool = false)
    case sheet(SheetOptions)
    case bench(BenchOptions)
    /// Print the key map (`switchyard keys`), as a Markdown table with `markdown`.
    case keys(markdown: Bool)
    /// Print the version (`--version`, on any command).
    case version
    case help(String)
}
