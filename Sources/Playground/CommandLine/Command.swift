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
    /// `--audio`: with `--headless`, open the audio device (which `SDL_AUDIODRIVER` chooses) and play the
    /// cues' sounds, as a window does.
    public var headlessAudio = false
    /// `--mute`: start with the feedback sounds muted (N in the window toggles).
    public var muted = false
    /// `--volume P`: the feedback sounds' volume, 0 to 1 (given in percent; - and = in the window step it).
    public var volume = 1.0
    /// `--a11y`: expose the window to screen readers over AT-SPI (also `SWITCHYARD_A11Y=1`).
    public var accessibility = false
    /// `--reduce-feedback`: the feedback sounds at half their gain and no rumble (X in the window toggles).
    public var reducesFeedback = false
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

/// What the user asked for on the command line.
public enum Command: Equatable, Sendable {
    case window(WindowOptions)
    /// Record to `out` (a timestamped name when nil); `force` replaces an existing file.
    case record(WindowOptions, out: String?, force: Bool = false)
    case replay(ReplayOptions)
    /// Check theme and scenario files; `legibility` (`--a11y`) adds the legibility check's warnings to themes.
    case validate([String], legibility: Bool = false)
    case sheet(SheetOptions)
    /// `switchyard bench` and the arguments after it, which the bench (SwitchYardTools) parses.
    case bench([String])
    /// Print the key map (`switchyard keys`), as a Markdown table with `markdown`.
    case keys(markdown: Bool)
    /// Print the version (`--version`, on any command).
    case version
    /// Write a starter theme named `name` in the current folder (`switchyard new-theme NAME`).
    case newTheme(name: String)
    case help(String)
}
