import Foundation
import SDLKit
import Scenarios
import SceneGraph
import SwitchYardKit
import Themes

/// The playground: the engine's gallery of the current theme with the HUD over it, driven by SDL input at
/// 60 fps, in a window or headless. Input is applied when it arrives, at the scene tick real time has
/// reached (`SceneDriver`), animations step on a fixed 1/60 s clock, and a frame is only drawn when
/// something changed. The app's own time axis (the `--log` ticks, the log panel's seconds) is the time
/// since it started, in a window the monotonic clock, headless one sixtieth of a second per frame.
package final class PlaygroundApp: FrameLoopClient {
    let options: WindowOptions
    let target: RenderTarget
    let engine: SwitchYardEngine
    package let hud: HUD
    /// The workbench's inspector (I, or a click on a caption): edits the theme file.
    let inspector: Inspector
    let pump: EventPump
    /// Draws the gallery with its overlays, the inspector and the HUD, and shows them: only what changed
    /// where the target keeps its last frame.
    let presenter: FramePresenter
    /// The `--log` file, when one was asked for (the on-screen panel is `hud.logPanel`).
    var eventLog: EventLog?
    var clock = FrameClock()
    /// The gallery's scene in real time: its clock, pause and slow motion, and the recording.
    let driver: SceneDriver
    /// The app's time since it started (`--log` ticks, the log panel's seconds, the scene's real time).
    let appClock: AppClock
    var translator: InputTranslator
    /// Touch mode (M, `--touch`): the mouse turned into fingers before delivery, so recordings hold fingers.
    var touch = TouchEmulator()
    var running = true
    let recordPath: String?
    /// `--force`: the recording may replace an existing file at `recordPath`.
    let replacesRecording: Bool
    /// True when the recording asked for at start could not begin (`run` then exits 3).
    var recordingRefused = false
    var screenshotRequested = false
    /// Where the mouse was last seen, in window points: a wheel turn over the states sheet scrolls it.
    var lastMouse: Point?
    /// The inspector's rows as the `--log` file's last `inspector` event gave them (path and frame).
    var loggedInspectorRows: [InspectorControl] = []
    /// True while a toast shows (it fades on the clock: frames keep coming).
    var toastUp = false
    /// The switches' feedback: sounds, and rumble on the pad that acted (docs/feedback.md).
    let feedback: FeedbackPlayer
    /// The window on AT-SPI, with `--a11y` or `SWITCHYARD_A11Y=1` and a bus that answers; nil otherwise,
    /// when nothing of ATK or GLib is touched (docs/accessibility.md).
    var atk: AtkBridge?
    /// When start-up's phases ended; the `--log` file's `first-frame` event gives them.
    var startup = StartupTimes()

    /// Sets up SDL, the engine and the HUD. `recordTo` starts recording at once (`switchyard record`); an
    /// existing file there is replaced only with `replacingRecording` (`--force`).
    package init(options: WindowOptions, recordTo: String? = nil, replacingRecording: Bool = false) throws {
        self.options = options
        do {
            target =
                options.headless
                ? try RenderTarget(headless: options.size, density: options.pixelDensity)
                : try RenderTarget(windowOf: options.size, title: "SwitchYard")
        } catch let error as DisplayError {
            throw RuntimeError("\(error); with no display, try --headless")
        }
        let language = ThemeLanguage.resolve(flag: options.language, environment: ProcessInfo.processInfo.environment)
        var engineOptions = SwitchYardEngine.Options(
            themePath: try options.themePath ?? ThemeSession.defaultThemePath(), size: target.pointSize)
        engineOptions.language = language
        engineOptions.showsGallery = true
        engineOptions.pixelDensity = target.pixelDensity
        engine = try SwitchYardEngine(renderer: target.renderer, options: engineOptions)
        engine.reducesMotion = options.reducesMotion
        feedback = FeedbackPlayer(
            context: target.context, headless: options.headless, audio: options.headlessAudio, muted: options.muted,
            volume: options.volume)
        feedback.reducesFeedback = options.reducesFeedback
        let appClock = AppClock(headless: options.headless)
        self.appClock = appClock
        driver = SceneDriver(engine: engine, now: appClock.now)
        pump = EventPump(context: target.context)
        presenter = FramePresenter(engine: engine, target: target, damaged: target.keepsFrame)
        inspector = Inspector(size: target.pointSize, engine: engine)
        hud = HUD(size: target.pointSize, resources: engine.resources, inspector: inspector)
        engine.sharedScenes = [hud.scene, inspector.scene]
        engine.overlays = [inspector.scene, hud.scene]
        translator = InputTranslator(windowSize: target.pointSize)
        recordPath = recordTo
        replacesRecording = replacingRecording
        if let path = options.logPath { eventLog = try EventLog(path: path) }
        // The log is the engine's observer beside the driver's recorder: the driver notes a change first.
        engine.addObserver { [weak self] notice in self?.noticed(notice) }
        showIndicators()
        if options.touch { setTouchMode(.touch) }
        startup.window = StartupTimes.now()
        // Text input is on only while an inspector field is edited (no input method pops up otherwise).
        pump.setTextInput(false)
        inspector.toast = { [weak self] message in self?.toast(message) }
    }

    /// Seconds since the app started (`AppClock`).
    func now() -> Double {
        appClock.now()
    }

    /// The app's time axis in ticks of 1/60 s since it started: the time stamp of `--log` lines.
    var tick: Int { Int((now() * FrameClock.tickRate + 1e-6).rounded(.down)) }

    /// The gallery's scene tick, counted from the start or the recording's start: the time stamp of
    /// recorded input.
    var sceneTick: Int { driver.tick }

    /// Runs until the window closes (or `--frames` frames headless); returns the exit code.
    package func run() -> Int32 {
        QuitSignal.install()
        guard start() else { return recordingRefused ? 3 : 1 }
        FrameLoop(pump: pump).run(self, frames: options.frames ?? (options.headless ? 1 : nil))
        let code = options.headless ? saveFinalScreenshot() : 0
        finish()
        return code
    }

    /// Loads the theme and lays the gallery out (false, with the error printed, when the theme fails), and
    /// starts recording when asked (false when that file is refused: it exists without `--force`, or another
    /// recorder holds it). `run` calls it; so does a caller that steps frames itself with `frame`.
    func start() -> Bool {
        switch engine.loadTheme() {
        case .loaded(let theme):
            feedback.load(theme)
            eventLog?.reload(tick: tick, path: engine.themes.path, error: nil)
            showTitle(of: theme)
            hud.showTheme(theme, file: Self.fileName(engine.themes.path))
            syncGalleryArea()
            // Headless runs have nobody to read a toast, and their screenshots stay as they were.
            if !options.headless { announce(theme) }
        case .failed(let problems):
            for problem in problems { Diagnostics.error(problem) }
            return false
        }
        if let failure = engine.themes.watchFailure { Diagnostics.warn(failure) }
        logLayout()
        startup.theme = StartupTimes.now()
        if let recordPath, !startRecording(to: recordPath, replacing: replacesRecording) {
            recordingRefused = true
            return false
        }
        eventLog?.note(tick: tick, event: "started", detail: options.headless ? "headless" : target.renderer.name)
        startAccessibility()
        return true
    }

    /// Stops a recording in progress and writes the last line of the `--log` file.
    func finish() {
        if driver.recording != nil { stopRecording() }
        if let atk { eventLog?.note(tick: tick, event: "a11y-cost", detail: atk.cost.summary) }
        atk = nil
        eventLog?.note(tick: tick, event: "quit")
    }

    /// Whether the app still runs: false once a quit was asked for (a key, the window, a signal).
    var isRunning: Bool { running && !QuitSignal.requested }

    // MARK: Frames

    /// One frame of the `FrameLoop`: takes a pending theme change, moves the time on (headless, by one
    /// tick of the counted clock) and draws if anything changed (always on the last headless frame when a
    /// screenshot is due); true when it drew.
    @discardableResult
    func frame(_ number: Int) -> Bool {
        engineThemeChanges()
        appClock.framePlayed()
        driver.catchUp()
        inspector.advance(to: now())
        checkRecording()
        toastUp = hud.updateToast(now: clock.now())
        if number == options.frames, options.screenshotPath != nil { engine.scene.setNeedsDisplay() }
        let drew = drawIfNeeded()
        accessibilityFrame()
        return drew
    }

    /// True while the gallery animates on a running clock, a toast shows or the inspector animates. Slow
    /// motion holds a scene tick for several frames: those frames draw nothing but still come.
    var wantsFrames: Bool {
        (engine.isAnimating && !driver.time.isPaused) || toastUp || inspector.scene.isAnimating
    }

    /// Writes `--screenshot` after a headless run; the exit code.
    func saveFinalScreenshot() -> Int32 {
        guard let path = options.screenshotPath else { return 0 }
        do {
            try presenter.render()
            try target.renderer.saveScreenshot(to: path)
        } catch {
            Diagnostics.raw("\(path): error: cannot write the screenshot: \(Diagnostics.describe(error))")
            return 3
        }
        return 0
    }
}
