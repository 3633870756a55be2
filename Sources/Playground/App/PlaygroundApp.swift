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
package final class PlaygroundApp {
    let options: WindowOptions
    let target: RenderTarget
    let engine: SwitchYardEngine
    package let hud: HUD
    /// The workbench's inspector (I, or a click on a caption): edits the theme file.
    let inspector: Inspector
    private let pump: EventPump
    /// The `--log` file, when one was asked for (the on-screen panel is `hud.logPanel`).
    private var eventLog: EventLog?
    private var clock = FrameClock()
    /// The gallery's scene in real time: its clock, pause and slow motion, and the recording.
    let driver: SceneDriver
    /// The app's time since it started (`--log` ticks, the log panel's seconds, the scene's real time).
    private let appClock: AppClock
    private var translator: InputTranslator
    /// Touch mode (M, `--touch`): the mouse turned into fingers before delivery, so recordings hold fingers.
    private var touch = TouchEmulator()
    private var running = true
    private let recordPath: String?
    /// `--force`: the recording may replace an existing file at `recordPath`.
    private let replacesRecording: Bool
    /// True when the recording asked for at start could not begin (`run` then exits 3).
    private var recordingRefused = false
    private var screenshotRequested = false
    /// Where the mouse was last seen, in window points: a wheel turn over the states sheet scrolls it.
    private var lastMouse: Point?

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
        engine.reducesMotion = options.reducesMotion
        let appClock = AppClock(headless: options.headless)
        self.appClock = appClock
        driver = SceneDriver(engine: engine, now: appClock.now)
        pump = EventPump(context: target.context)
        inspector = Inspector(size: target.pointSize, engine: engine)
        hud = HUD(size: target.pointSize, resources: engine.resources, inspector: inspector)
        engine.sharedScenes = [hud.scene, inspector.scene]
        engine.overlays = [inspector.scene, hud.scene]
        translator = InputTranslator(windowSize: target.pointSize)
        recordPath = recordTo
        replacesRecording = replacingRecording
        if let path = options.logPath { eventLog = try EventLog(path: path) }
        driver.onStateChanged = { [weak self] node, state in self?.stateChanged(node, state) }
        driver.onValueChanged = { [weak self] node, on in self?.valueChanged(node, on) }
        driver.onOwnerEvent = { [weak self] event in self?.ownerActed(event) }
        if options.touch { setTouchMode(.touch) }
        // Text input is on only while an inspector field is edited (no input method pops up otherwise).
        pump.setTextInput(false)
        inspector.toast = { [weak self] message in self?.toast(message) }
    }

    /// Seconds since the app started (`AppClock`).
    private func now() -> Double {
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
        let code = options.headless ? runHeadless() : runWindow()
        finish()
        return code
    }

    /// Loads the theme and lays the gallery out (false, with the error printed, when the theme fails), and
    /// starts recording when asked (false when that file is refused: it exists without `--force`, or another
    /// recorder holds it). `run` calls it; so does a caller that steps frames itself with `frame`.
    func start() -> Bool {
        switch engine.loadTheme() {
        case .loaded(let theme):
            eventLog?.reload(tick: tick, path: engine.themes.path, error: nil)
            showTitle(of: theme)
            hud.showTheme(theme, file: Self.fileName(engine.themes.path))
            syncGalleryArea()
            // Headless runs have nobody to read a toast, and their screenshots stay as they were.
            if !options.headless { announce(theme) }
        case .failed:
            for message in engine.themes.diagnostics { Diagnostics.raw(message) }
            return false
        }
        if let failure = engine.themes.watchFailure { Diagnostics.warn(failure) }
        logLayout()
        if let recordPath, !startRecording(to: recordPath, replacing: replacesRecording) {
            recordingRefused = true
            return false
        }
        eventLog?.note(tick: tick, event: "started", detail: options.headless ? "headless" : target.renderer.name)
        return true
    }

    /// Stops a recording in progress and writes the last line of the `--log` file.
    func finish() {
        if driver.recording != nil { stopRecording() }
        eventLog?.note(tick: tick, event: "quit")
    }

    /// Whether the app still runs: false once a quit was asked for (a key, the window, a signal).
    var isRunning: Bool { running && !QuitSignal.requested }

    // MARK: Loops

    private func runWindow() -> Int32 {
        while isRunning {
            drainEvents()
            if !isRunning { break }
            engineThemeChanges()
            let frameStart = clock.now()
            driver.catchUp()
            inspector.advance(to: now())
            checkRecording()
            let toastUp = hud.updateToast(now: frameStart)
            let drew = drawIfNeeded()
            if !isRunning { break }
            if !drew && (!engine.isAnimating || driver.time.isPaused) && !toastUp && !inspector.scene.isAnimating {
                // Idle: block until input, a theme change (the wake event) or a quarter second for signals.
                // The scene clock runs on meanwhile: the input is delivered at the tick it arrives at.
                if let event = pump.wait(milliseconds: 250) { handle(event) }
            } else if !drew {
                // Slow motion holds a scene tick for several frames: wait for the next one, drawing nothing.
                clock.sleep(until: frameStart + 1 / FrameClock.tickRate)
            } else {
                // Paced by the clock even where the renderer has vsync: a present that waited for the display
                // leaves nothing to sleep, and one that only claims to (SDL's dummy video driver) would
                // otherwise let a fade run as fast as the loop turns.
                clock.sleep(until: frameStart + 1 / FrameClock.tickRate)
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

    /// One headless frame: drains SDL's queue, takes a pending theme change, moves the time on by one tick
    /// and draws if anything changed (always on the last frame when a screenshot is due). False once quit.
    @discardableResult
    func frame(_ number: Int) -> Bool {
        drainEvents()
        guard isRunning else { return false }
        engineThemeChanges()
        appClock.framePlayed()
        driver.catchUp()
        inspector.advance(to: now())
        checkRecording()
        _ = hud.updateToast(now: clock.now())
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

    // MARK: Events

    private func drainEvents() {
        while let event = pump.poll() { handle(event) }
    }

    private func handle(_ event: SDLEvent) {
        // Shift with a release, a click or Enter sends the inspector's edit to the parent style.
        switch event {
        case .mouseButton(let button): inspector.shiftHeld = button.shift
        case .key(let press): inspector.shiftHeld = press.shift
        default: break
        }
        if inspector.editingField != nil {
            // A text field being edited takes typed text and every key but Ctrl+Q.
            if case .textInput(let text) = event { return inspector.type(text) }
            if case .key(let press) = event, inspector.handleEditingKey(press) {
                pump.setTextInput(inspector.editingField != nil)
                return
            }
        }
        if case .key(let press) = event, let command = AppCommand(press) {
            perform(command)
            return
        }
        if case .input(let input)? = translator.translate(event), inspector.takes(input) {
            inspector.handle(input)
            pump.setTextInput(inspector.editingField != nil)
            return
        }
        if let inputs = touch.translate(event, windowSize: target.pointSize) {
            for input in inputs { deliver(input) }
            hud.touch.show(touch)
            return
        }
        if let inputs = engine.gamepads.translate(event, at: engine.scene.time) {
            for input in inputs { deliver(input) }
            return
        }
        guard let meaning = translator.translate(event) else { return }
        switch meaning {
        case .input(.wheel(let dx, let dy)) where hud.scrollsSheet(at: lastMouse):
            hud.sheet.scroll(dx: dx, dy: dy)
        case .input(let input):
            if case .pointerMove(.mouse, let point) = input { lastMouse = point }
            selectByCaption(input)
            if input == .cancelAll {
                touch.forgetFingers()
                hud.touch.show(touch)
            }
            deliver(input)
        case .quit:
            running = false
        case .resized, .densityChanged:
            resized()
        case .renderReset:
            engine.player.invalidateTextures()
            engine.scene.setNeedsDisplay()
            hud.scene.setNeedsDisplay()
        case .exposed:
            engine.scene.setNeedsDisplay()
        case .wake:
            break
        }
    }

    /// Gives `input` to the gallery at the tick real time has reached (recorded when recording).
    private func deliver(_ input: InputEvent) {
        driver.deliver(input)
        checkRecording()
    }

    private func perform(_ command: AppCommand) {
        switch command {
        case .toggleRecording:
            if driver.recording != nil {
                stopRecording()
            } else if engine.reducesMotion {
                toast("turn reduce motion off (Z) to record: scenarios replay with motion")
            } else {
                // A later recording never replaces an earlier one unless --force: it takes a free name.
                let path = recordPath.map { replacesRecording ? $0 : RecordingSession.freePath($0) }
                startRecording(to: path ?? RecordingSession.defaultPath(), replacing: replacesRecording)
            }
        case .screenshot:
            screenshotRequested = true
            engine.scene.setNeedsDisplay()
        case .nextTheme:
            // While recording, T keeps the switches' values: the recording writes a theme reload, which a
            // replay applies keeping states, so a cold start would not replay as it was seen.
            guard let outcome = engine.openNextTheme(keepingStates: driver.recording != nil) else { return }
            themeChanged(outcome)
            // The next theme may not have the switch the inspector showed.
            hud.setShown(.inspector, false)
            syncGalleryArea()
            if case .loaded(let theme) = outcome { announce(theme) }
        case .togglePanel(.inspector) where !hud.shown.contains(.inspector):
            guard let id = inspector.switchToOpen else { return }
            openInspector(on: id)
            if hud.isTiny { toast(Self.inspectorNeedsRoom) }
        case .togglePanel(let panel):
            hud.toggle(panel)
            syncGalleryArea()
        case .cycleTouchMode:
            setTouchMode(touch.mode.next)
        case .togglePause:
            driver.togglePause()
            hud.showRate(driver.time.label)
        case .stepFrame:
            if driver.stepWhilePaused() { checkRecording() }
        case .slower:
            if driver.slower() { hud.showRate(driver.time.label) }
        case .faster:
            if driver.faster() { hud.showRate(driver.time.label) }
        case .toggleReduceMotion:
            guard driver.recording == nil else {
                return toast("reduce motion cannot change while recording: scenarios replay with motion")
            }
            engine.reducesMotion.toggle()
            toast(engine.reducesMotion ? "reduce motion on" : "reduce motion off")
        case .toggleErrorList:
            hud.toggleErrorList()
        case .undo, .redo:
            // Shown but with no room (a window under 400x300), it says so rather than rewrite the file unseen.
            if hud.shown.contains(.inspector), !inspector.isOpen { return toast(Self.inspectorNeedsRoom) }
            if command == .undo { inspector.undo() } else { inspector.redo() }
        }
    }

    /// What a window too small for panels says when the inspector is asked for.
    static let inspectorNeedsRoom = "the inspector needs a \(HUD.smallestPanelWindow) window"

    /// Shows the inspector's panel on switch `id` (where `PanelLayout` puts it); the gallery takes the room left.
    func openInspector(on id: String) {
        inspector.select(id)
        hud.setShown(.inspector, true)
        syncGalleryArea()
    }

    /// A press on a gallery caption (not on the switch itself) opens the inspector on that switch; in a window
    /// too small for panels it only chooses the switch the inspector shows when there is room.
    private func selectByCaption(_ input: InputEvent) {
        guard case .pointerDown(_, let point, .primary) = input, engine.scene.hitTest(point) == nil,
            let id = engine.gallerySwitchID(at: point)
        else { return }
        if hud.isTiny { return inspector.select(id) }
        openInspector(on: id)
    }

    /// Switches touch mode, cancelling whatever the old mode held so no switch stays pressed.
    private func setTouchMode(_ mode: TouchMode) {
        for input in touch.setMode(mode) { deliver(input) }
        hud.touch.show(touch)
        eventLog?.note(tick: tick, event: "touchMode", detail: "\(mode)")
    }

    /// Shows `message` as the toast (it fades after two seconds).
    private func toast(_ message: String) {
        hud.showToast(message, now: clock.now())
    }

    /// Names the theme in the window's title.
    private func showTitle(of theme: Theme) {
        target.window?.title = "SwitchYard: \(theme.name)"
    }

    /// Names the theme in a toast, with its file.
    private func announce(_ theme: Theme) {
        toast("theme \(theme.name) (\(Self.fileName(engine.themes.path)))")
    }

    private static func fileName(_ path: String) -> String {
        (path as NSString).lastPathComponent
    }

    /// Gives the gallery the space the shown panels leave, except while recording: a recording's gallery
    /// lies where a replay puts it (`WindowLayout`), so its input replays on the same switches.
    private func syncGalleryArea() {
        let area = driver.recording == nil ? hud.panelLayout.gallery : nil
        guard area != engine.galleryArea else { return }
        engine.galleryArea = area
        logLayout()
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
        inspector.resize(to: target.pointSize)
        syncGalleryArea()
        driver.record(.resize(target.pointSize, pixelDensity: target.pixelDensity))
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
        case .loaded(let theme):
            hud.showErrors([])
            hud.showTheme(theme, file: Self.fileName(engine.themes.path))
            syncGalleryArea()
            showTitle(of: theme)
            eventLog?.reload(tick: tick, path: engine.themes.path, error: nil)
            if let recording = driver.recording {
                let path = ScenarioPaths.headerPath(forTheme: engine.themes.path, scenarioFile: recording.path)
                let reference = ScenarioThemeReference(path: path, sha256: SHA256.hexDigest(engine.themes.contents))
                driver.record(.themeReload(reference))
            }
            checkRecording()
            logLayout()
            inspector.themeReloaded()
        case .failed(let message):
            inspector.themeReloaded(failure: message)
            hud.showErrors(engine.themes.diagnostics)
            syncGalleryArea()
            eventLog?.reload(tick: tick, path: engine.themes.path, error: message)
            for line in engine.themes.diagnostics { Diagnostics.raw(line) }
        }
    }

    // MARK: Callbacks

    private func stateChanged(_ node: SwitchNode, _ state: SwitchState) {
        eventLog?.state(tick: tick, id: node.id, state: state, on: node.isOn)
        hud.logPanel.append(time: now(), switchID: node.id, what: state.rawValue, on: node.isOn)
    }

    private func valueChanged(_ node: SwitchNode, _ on: Bool) {
        eventLog?.value(tick: tick, id: node.id, on: on)
        hud.logPanel.append(time: now(), switchID: node.id, what: "value changed", on: on)
    }

    private func ownerActed(_ event: SwitchOwnerEvent) {
        eventLog?.owner(tick: tick, event: event)
        switch event {
        case .decided(let id, let requested, let answer):
            hud.logPanel.append(time: now(), switchID: id, what: "asks, \(answer.rawValue)", on: requested)
        case .resolved(let id, let on):
            hud.logPanel.append(time: now(), switchID: id, what: "resolved", on: on)
        }
    }

    private func logLayout() {
        eventLog?.layout(tick: tick, size: target.pointSize, switches: engine.layout)
    }

    // MARK: Recording

    /// Starts the gallery over (a recording's header must describe the scene exactly, so its ticks replay
    /// bit-for-bit) and opens the recording; false, with the error shown, when the file is refused
    /// (`RecordingRefusal`). Any other failure is shown and logged, and the window runs on without recording.
    @discardableResult
    private func startRecording(to path: String, replacing: Bool) -> Bool {
        // The recording starts with the gallery where a replay puts it; the panels get their room back at stop.
        engine.galleryArea = nil
        do {
            try driver.startRecording(checkpointSeconds: options.checkpointSeconds) {
                logLayout()
                return try RecordingSession(path: path, header: header(recordingTo: path), replacing: replacing)
            }
            hud.setRecording(true)
            toast("recording to \(Self.located(path))")
            eventLog?.recording(tick: tick, started: true, file: path)
            hud.logPanel.note(time: now(), "recording started")
            return true
        } catch {
            Diagnostics.error("\(error)")
            hud.showError("recording failed: \(error)")
            eventLog?.recording(tick: tick, started: false, file: path, error: "\(error)")
            syncGalleryArea()
            return !(error is RecordingRefusal)
        }
    }

    /// The header of a recording into `path` starting now: the window, the theme, every switch's state.
    private func header(recordingTo path: String) -> ScenarioHeader {
        var initial: [String: ScenarioInitialState] = [:]
        for node in engine.switches {
            initial[node.id] = ScenarioInitialState(isOn: node.isOn, isEnabled: node.isEnabled)
        }
        let pixels = PixelSize(
            width: Int((target.pointSize.width * target.pixelDensity).rounded()),
            height: Int((target.pointSize.height * target.pixelDensity).rounded()))
        return ScenarioHeader(
            windowPoints: target.pointSize, windowPixels: pixels,
            theme: ScenarioThemeReference(
                path: ScenarioPaths.headerPath(forTheme: engine.themes.path, scenarioFile: path),
                sha256: SHA256.hexDigest(engine.themes.contents)),
            initial: initial)
    }

    private func stopRecording() {
        guard let session = driver.stopRecording() else { return }
        // Only now, with the last frame hashed where a replay puts the gallery, do the panels take their room.
        syncGalleryArea()
        hud.setRecording(false)
        hud.logPanel.note(time: now(), "recording stopped")
        toast("recorded \(Self.located(session.path))")
        eventLog?.recording(tick: tick, started: false, file: session.path, error: session.failure)
        Diagnostics.raw("switchyard: recorded \(session.path) (replay it with: switchyard replay \(session.path))")
        if options.keepsSnapshots, session.failure == nil {
            Diagnostics.raw(ReplayCommand.keepSnapshots(of: session.path, language: options.language))
        }
    }

    /// Stops a recording whose file can no longer be written, keeping the window running.
    private func checkRecording() {
        guard let failed = driver.takeFailedRecording() else { return }
        hud.setRecording(false)
        hud.logPanel.note(time: now(), "recording stopped: write failed")
        hud.showError(failed.failure)
        syncGalleryArea()
        eventLog?.recording(tick: tick, started: false, file: failed.session.path, error: failed.failure)
        Diagnostics.error(failed.failure)
    }

    // MARK: Drawing

    /// Draws and presents when the gallery or the HUD changed (or a screenshot is due); true when it drew.
    private func drawIfNeeded() -> Bool {
        inspector.shiftHeld = pump.isShiftHeld
        inspector.flush()
        syncGalleryArea()
        hud.refreshBar()
        guard engine.needsDisplay || hud.scene.needsDisplay || inspector.scene.needsDisplay || screenshotRequested
        else { return false }
        let start = clock.now()
        var drawn: DamageRegions?
        do {
            drawn = try render()
        } catch {
            Diagnostics.warn("frame not drawn: \(error)")
        }
        hud.frameGraph.record(milliseconds: (clock.now() - start) * 1000)
        if screenshotRequested {
            screenshotRequested = false
            // Two screenshots in one second get their own names (-2, -3...), never one over the other.
            let path = RecordingSession.freePath("switchyard-\(Timestamp.now()).png")
            do {
                try target.renderer.saveScreenshot(to: path)
                eventLog?.note(tick: tick, event: "screenshot", detail: path)
                toast("saved \(Self.located(path))")
                Diagnostics.raw("switchyard: saved screenshot \(Self.absolute(path))")
            } catch {
                hud.showError("screenshot failed: \(error)")
            }
        }
        do {
            if let drawn { try target.present(drawn) } else { target.renderer.present() }
        } catch {
            Diagnostics.warn("frame not shown: \(error)")
            target.renderer.present()
        }
        return true
    }

    /// `path` for a toast: the file's name, then its folder ("shot.png in /home/me"), so in a narrow window,
    /// where the toast wraps between words, the name shows whole even when a long folder is cut.
    private static func located(_ path: String) -> String {
        let full = absolute(path) as NSString
        return "\(full.lastPathComponent) in \(full.deletingLastPathComponent)"
    }

    /// `path` as the user can find it: relative paths are in the current folder.
    private static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    /// Draws the gallery, the inspector and the HUD: only what changed where the target keeps its last frame.
    @discardableResult
    private func render() throws -> DamageRegions {
        try engine.drawFrame(damaged: target.keepsFrame)
    }
}
