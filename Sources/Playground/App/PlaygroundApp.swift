import Foundation
import SDLKit
import Scenarios
import SceneGraph
import SwitchYardKit
import Themes

/// The playground: the engine's gallery of the current theme with the HUD over it, driven by SDL input at
/// 60 fps, in a window or headless. Input is applied in the frame it arrives, animations step on a fixed
/// 1/60 s clock, and a frame is only drawn when something changed.
package final class PlaygroundApp {
    let options: WindowOptions
    let target: RenderTarget
    let engine: SwitchYardEngine
    package let hud: HUD
    private let pump: EventPump
    private var log: EventLog?
    private var clock = FrameClock()
    private var translator: InputTranslator
    private let callbacks = CallbackRecorder()
    private var hudList = DrawList()
    private var snapshotList = DrawList()
    /// Ticks (1/60 s each) since start: the time stamp of log lines.
    private(set) var tick = 0
    /// Ticks of the gallery's scene clock, which starts over with a recording: the time stamp of
    /// recorded input.
    private(set) var sceneTick = 0
    private var running = true
    private var recording: RecordingSession?
    private let recordPath: String?
    /// `--force`: the recording may replace an existing file at `recordPath`.
    private let replacesRecording: Bool
    /// True when the recording asked for at start could not begin (`run` then exits 3).
    private var recordingRefused = false
    private var screenshotRequested = false
    private var lastPresent = 0.0

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
        do {
            engine = try SwitchYardEngine(renderer: target.renderer, options: engineOptions)
        } catch {
            throw RuntimeError("\(error)")
        }
        pump = EventPump(context: target.context)
        hud = HUD(size: target.pointSize, resources: engine.resources)
        engine.sharedScenes = [hud.scene]
        translator = InputTranslator(windowSize: target.pointSize)
        recordPath = recordTo
        replacesRecording = replacingRecording
        if let path = options.logPath { log = try EventLog(path: path) }
        let callbacks = self.callbacks
        engine.onStateChanged = { [weak self] node, state in
            callbacks.state(node, state)
            self?.stateChanged(node, state)
        }
        engine.onValueChanged = { [weak self] node, on in
            callbacks.value(node, on)
            self?.valueChanged(node, on)
        }
    }

    /// Runs until the window closes (or `--frames` frames headless); returns the exit code.
    package func run() -> Int32 {
        QuitSignal.install()
        guard start() else { return recordingRefused ? 3 : 1 }
        let code = options.headless ? runHeadless() : runWindow()
        finish()
        return code
    }

    /// Loads the theme and lays the gallery out (false, with the error printed, when the theme fails), and
    /// starts recording when asked (false when that file is refused: it exists without `--force`, or another
    /// recorder holds it). `run` calls it; so does a caller that steps frames itself with `frame`.
    func start() -> Bool {
        switch engine.loadTheme() {
        case .loaded:
            log?.reload(tick: tick, path: engine.themes.path, error: nil)
        case .failed(let message):
            Diagnostics.raw(message)
            return false
        }
        if let failure = engine.themes.watchFailure { Diagnostics.warn(failure) }
        logLayout()
        if let recordPath, !startRecording(to: recordPath, replacing: replacesRecording) {
            recordingRefused = true
            return false
        }
        log?.note(tick: tick, event: "started", detail: options.headless ? "headless" : target.renderer.name)
        return true
    }

    /// Stops a recording in progress and writes the log's last line.
    func finish() {
        if recording != nil { stopRecording() }
        log?.note(tick: tick, event: "quit")
    }

    /// Whether the app still runs: false once a quit was asked for (a key, the window, a signal).
    var isRunning: Bool { running && !QuitSignal.requested }

    // MARK: Loops

    private func runWindow() -> Int32 {
        while isRunning {
            drainEvents()
            if !isRunning { break }
            engineThemeChanges()
            for _ in 0..<clock.ticksElapsed() { step() }
            let drew = drawIfNeeded()
            if !isRunning { break }
            if !drew && !engine.isAnimating {
                // Idle: block until input, a theme change (the wake event) or a quarter second for signals.
                if let event = pump.wait(milliseconds: 250) { handle(event) }
                _ = clock.ticksElapsed()
            } else if !target.renderer.hasVSync {
                clock.sleep(until: lastPresent + 1 / FrameClock.tickRate)
            }
        }
        return 0
    }

    private func runHeadless() -> Int32 {
        let frames = options.frames ?? 1
        var deadline = clock.now()
        for number in 1...frames {
            guard frame(number) else { break }
            deadline += 1 / FrameClock.tickRate
            if number < frames { clock.sleep(until: deadline) }
        }
        return saveFinalScreenshot()
    }

    /// One headless frame: drains SDL's queue, takes a pending theme change, steps the clock one tick and
    /// draws if anything changed (always on the last frame when a screenshot is due). False once quit.
    @discardableResult
    func frame(_ number: Int) -> Bool {
        drainEvents()
        guard isRunning else { return false }
        engineThemeChanges()
        step()
        if number == options.frames, options.screenshotPath != nil { engine.scene.setNeedsDisplay() }
        _ = drawIfNeeded()
        return true
    }

    /// Writes `--screenshot` after a headless run; the exit code.
    func saveFinalScreenshot() -> Int32 {
        guard let path = options.screenshotPath else { return 0 }
        do {
            try render()
            try target.renderer.saveScreenshot(to: path)
        } catch {
            Diagnostics.raw("\(path): error: cannot write the screenshot: \(Diagnostics.describe(error))")
            return 3
        }
        return 0
    }

    private func step() {
        tick += 1
        sceneTick += 1
        engine.advance(to: ScenarioHeader.time(atTick: sceneTick))
    }

    // MARK: Events

    private func drainEvents() {
        while let event = pump.poll() { handle(event) }
    }

    private func handle(_ event: SDLEvent) {
        if case .key(let press) = event, let command = AppCommand(press) {
            perform(command)
            return
        }
        guard let meaning = translator.translate(event) else { return }
        switch meaning {
        case .input(let input):
            recording?.record(.input(input), at: sceneTick)
            checkRecording()
            engine.handle(input)
        case .quit:
            running = false
        case .resized, .densityChanged:
            resized()
        case .renderReset:
            engine.player.invalidateTextures()
            engine.scene.setNeedsDisplay()
            hud.scene.setNeedsDisplay()
        case .wake:
            break
        }
    }

    private func perform(_ command: AppCommand) {
        switch command {
        case .toggleRecording:
            if recording == nil {
                // A later recording never replaces an earlier one unless --force: it takes a free name.
                let path = recordPath.map { replacesRecording ? $0 : RecordingSession.freePath($0) }
                startRecording(to: path ?? RecordingSession.defaultPath(), replacing: replacesRecording)
            } else {
                stopRecording()
            }
        case .screenshot:
            screenshotRequested = true
            engine.scene.setNeedsDisplay()
        case .nextTheme:
            if let outcome = engine.openNextTheme() { themeChanged(outcome) }
        case .toggleFrameStats:
            hud.toggleFrameGraph()
        case .toggleHelp:
            hud.toggleHelp()
        }
    }

    private func resized() {
        do {
            guard try target.refreshSize() else { return }
        } catch {
            Diagnostics.warn("\(error)")
            return
        }
        translator.windowSize = target.pointSize
        engine.resize(to: target.pointSize, pixelDensity: target.pixelDensity)
        hud.resize(to: target.pointSize)
        recording?.record(.resize(target.pointSize, pixelDensity: target.pixelDensity), at: sceneTick)
        checkRecording()
        logLayout()
    }

    // MARK: Themes

    private func engineThemeChanges() {
        guard let outcome = engine.reloadThemeIfChanged() else { return }
        themeChanged(outcome)
    }

    private func themeChanged(_ outcome: ThemeOutcome) {
        switch outcome {
        case .loaded:
            hud.showError(nil)
            log?.reload(tick: tick, path: engine.themes.path, error: nil)
            if let recording {
                let path = ScenarioPaths.headerPath(forTheme: engine.themes.path, scenarioFile: recording.path)
                let reference = ScenarioThemeReference(path: path, sha256: SHA256.hexDigest(engine.themes.contents))
                recording.record(.themeReload(reference), at: sceneTick)
            }
            checkRecording()
            logLayout()
        case .failed(let message):
            hud.showError(message)
            log?.reload(tick: tick, path: engine.themes.path, error: message)
            Diagnostics.raw(message)
        }
    }

    // MARK: Callbacks

    private func stateChanged(_ node: SwitchNode, _ state: SwitchState) {
        log?.state(tick: tick, id: node.id, state: state, on: node.isOn)
        hud.log.append(time: engine.scene.time, switchID: node.id, what: state.rawValue, on: node.isOn)
    }

    private func valueChanged(_ node: SwitchNode, _ on: Bool) {
        log?.value(tick: tick, id: node.id, on: on)
        hud.log.append(time: engine.scene.time, switchID: node.id, what: "value changed", on: on)
    }

    private func logLayout() {
        log?.layout(tick: tick, size: target.pointSize, switches: engine.layout)
    }

    // MARK: Recording

    /// Starts the gallery over (a recording's header must describe the scene exactly, so its ticks replay
    /// bit-for-bit) and opens the recording; false, with the error shown, when the file is refused
    /// (`RecordingRefusal`). Any other failure is shown and logged, and the window runs on without recording.
    @discardableResult
    private func startRecording(to path: String, replacing: Bool) -> Bool {
        engine.restart()
        sceneTick = 0
        logLayout()
        var initial: [String: ScenarioInitialState] = [:]
        for node in engine.switches {
            initial[node.id] = ScenarioInitialState(isOn: node.isOn, isEnabled: node.isEnabled)
        }
        let pixels = PixelSize(
            width: Int((target.pointSize.width * target.pixelDensity).rounded()),
            height: Int((target.pointSize.height * target.pixelDensity).rounded()))
        let header = ScenarioHeader(
            windowPoints: target.pointSize, windowPixels: pixels,
            theme: ScenarioThemeReference(
                path: ScenarioPaths.headerPath(forTheme: engine.themes.path, scenarioFile: path),
                sha256: SHA256.hexDigest(engine.themes.contents)),
            initial: initial)
        do {
            recording = try RecordingSession(path: path, header: header, replacing: replacing)
            _ = callbacks.take()
            hud.setRecording(true)
            log?.recording(tick: tick, started: true, file: path)
            return true
        } catch {
            Diagnostics.error("\(error)")
            hud.showError("recording failed: \(error)")
            log?.recording(tick: tick, started: false, file: path, error: "\(error)")
            return !(error is RecordingRefusal)
        }
    }

    private func stopRecording() {
        guard let session = recording else { return }
        recording = nil
        hud.setRecording(false)
        let outcome = engine.snapshot(callbacks: callbacks.take(), list: &snapshotList)
        session.stop(at: sceneTick, outcome: outcome)
        log?.recording(tick: tick, started: false, file: session.path, error: session.failure)
        Diagnostics.raw("switchyard: recorded \(session.path) (replay it with: switchyard replay \(session.path))")
    }

    /// Stops a recording whose file can no longer be written, keeping the window running.
    private func checkRecording() {
        guard let session = recording, let failure = session.failure else { return }
        recording = nil
        hud.setRecording(false)
        hud.showError(failure)
        log?.recording(tick: tick, started: false, file: session.path, error: failure)
        Diagnostics.error(failure)
    }

    // MARK: Drawing

    /// Draws and presents when the gallery or the HUD changed (or a screenshot is due); true when it drew.
    private func drawIfNeeded() -> Bool {
        guard engine.needsDisplay || hud.scene.needsDisplay || screenshotRequested else { return false }
        let start = clock.now()
        do {
            try render()
        } catch {
            Diagnostics.warn("frame not drawn: \(error)")
        }
        hud.frameGraph.record(milliseconds: (clock.now() - start) * 1000)
        if screenshotRequested {
            screenshotRequested = false
            let path = "switchyard-\(Timestamp.now()).png"
            do {
                try target.renderer.saveScreenshot(to: path)
                log?.note(tick: tick, event: "screenshot", detail: path)
            } catch {
                hud.showError("screenshot failed: \(error)")
            }
        }
        target.renderer.present()
        lastPresent = clock.now()
        return true
    }

    private func render() throws {
        try engine.draw(clearing: true)
        hud.scene.buildDrawList(into: &hudList)
        try engine.player.play(hudList, density: target.pixelDensity)
    }
}
