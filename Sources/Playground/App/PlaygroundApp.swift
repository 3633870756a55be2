import CSDL2
import Foundation
import SDLKit
import Scenarios
import SceneGraph
import Themes

/// The playground: the gallery of the current theme with its HUD, driven by SDL input at 60 fps, in a
/// window or headless. Input is applied in the frame it arrives, animations step on a fixed 1/60 s
/// clock, and a frame is only drawn when something changed.
final class PlaygroundApp {
    let options: WindowOptions
    let target: RenderTarget
    let resources: SDLResources
    let player: DrawListPlayer
    private(set) var gallery: Gallery
    let hud: HUD
    let themes: ThemeSession
    private var log: EventLog?
    private var clock = FrameClock()
    private var translator: EventTranslator
    private let callbacks = CallbackRecorder()
    private var galleryList = DrawList()
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
    private var screenshotRequested = false
    private var lastPresent = 0.0
    /// Test hook: called at the start of every headless frame with its number (1...frames), before the
    /// frame drains SDL's queue, so a test can push SDL events or edit files at chosen frames.
    var beforeFrame: ((Int) -> Void)?

    /// Sets up SDL, the theme and the scene. `recordTo` starts recording at once (`switchyard record`).
    init(options: WindowOptions, recordTo: String? = nil) throws {
        self.options = options
        target =
            options.headless
            ? try RenderTarget(headless: options.size, density: options.pixelDensity)
            : try RenderTarget(windowOf: options.size)
        do {
            resources = try SDLResources(renderer: target.renderer)
        } catch {
            throw RuntimeError("\(error)")
        }
        resources.density = target.pixelDensity
        player = DrawListPlayer(renderer: target.renderer, resources: resources)
        gallery = Gallery(size: target.pointSize, resources: resources)
        gallery.scene.pixelDensity = target.pixelDensity
        hud = HUD(size: target.pointSize, resources: resources)
        translator = EventTranslator(windowSize: target.pointSize)
        let language = ThemeLanguage.resolve(flag: options.language, environment: ProcessInfo.processInfo.environment)
        let themePath = try options.themePath ?? ThemeSession.defaultThemePath()
        themes = ThemeSession(path: themePath, language: language, resources: resources, watch: true) {
            WakeEvent.post()
        }
        recordPath = recordTo
        if let path = options.logPath { log = try EventLog(path: path) }
        observe(gallery)
    }

    private func observe(_ gallery: Gallery) {
        let callbacks = self.callbacks
        gallery.onStateChanged = { [weak self] node, state in
            callbacks.state(node, state)
            self?.stateChanged(node, state)
        }
        gallery.onValueChanged = { [weak self] node, on in
            callbacks.value(node, on)
            self?.valueChanged(node, on)
        }
    }

    /// Starts the gallery over as a replay will: a fresh scene with the clock at tick 0, every switch
    /// at rest in the state it has now, nothing held, focused or scrolled. A recording starts here so its
    /// header describes the scene exactly and its ticks replay bit-for-bit.
    private func restartGallery() {
        guard let theme = themes.theme else { return }
        let states = gallery.switches.map { ($0.id, $0.isOn, $0.isEnabled) }
        let fresh = Gallery(size: target.pointSize, resources: resources)
        fresh.scene.pixelDensity = target.pixelDensity
        fresh.apply(theme, resetStates: true)
        for (id, on, enabled) in states {
            guard let node = fresh.switchNode(id: id) else { continue }
            node.setOn(on, animated: false)
            node.isEnabled = enabled
        }
        gallery = fresh
        observe(fresh)
        sceneTick = 0
        logLayout()
    }

    /// Runs until the window closes (or `--frames` frames headless); returns the exit code.
    func run() -> Int32 {
        QuitSignal.install()
        switch themes.start() {
        case .loaded(let theme):
            gallery.apply(theme, resetStates: true)
            log?.reload(tick: tick, path: themes.path, error: nil)
        case .failed(let message):
            Diagnostics.raw(message)
            return 1
        }
        logLayout()
        if let recordPath { startRecording(to: recordPath) }
        log?.note(tick: tick, event: "started", detail: options.headless ? "headless" : target.renderer.name)
        let code = options.headless ? runHeadless() : runWindow()
        if recording != nil { stopRecording() }
        log?.note(tick: tick, event: "quit")
        return code
    }

    // MARK: Loops

    private func runWindow() -> Int32 {
        var event = SDL_Event()
        while running {
            while SDL_PollEvent(&event) != 0 { handle(&event) }
            if QuitSignal.requested { running = false }
            pollTheme()
            for _ in 0..<clock.ticksElapsed() { step() }
            let drew = drawIfNeeded()
            if !running { break }
            if !drew && !gallery.scene.isAnimating {
                // Idle: block until input, a theme change (WakeEvent) or a quarter second for signals.
                if SDL_WaitEventTimeout(&event, 250) != 0 { handle(&event) }
                _ = clock.ticksElapsed()
            } else if !target.hasVSync {
                clock.sleep(until: lastPresent + 1 / FrameClock.tickRate)
            }
        }
        return 0
    }

    private func runHeadless() -> Int32 {
        let frames = options.frames ?? 1
        var event = SDL_Event()
        var deadline = clock.now()
        for frame in 1...frames {
            beforeFrame?(frame)
            while SDL_PollEvent(&event) != 0 { handle(&event) }
            if QuitSignal.requested || !running { break }
            pollTheme()
            step()
            if frame == frames, options.screenshotPath != nil { gallery.scene.setNeedsDisplay() }
            _ = drawIfNeeded()
            deadline += 1 / FrameClock.tickRate
            if frame < frames { clock.sleep(until: deadline) }
        }
        if let path = options.screenshotPath {
            do {
                try render()
                try target.renderer.saveScreenshot(to: path)
            } catch {
                Diagnostics.error("\(path): cannot write the screenshot: \(error)")
                return 3
            }
        }
        return 0
    }

    private func step() {
        tick += 1
        sceneTick += 1
        gallery.scene.advance(to: ScenarioHeader.time(atTick: sceneTick))
    }

    // MARK: Events

    private func handle(_ event: inout SDL_Event) {
        guard let appEvent = translator.translate(&event) else { return }
        switch appEvent {
        case .input(let input):
            recording?.record(.input(input), at: sceneTick)
            checkRecording()
            gallery.scene.handle(input)
        case .quit:
            running = false
        case .resized, .densityChanged:
            resized()
        case .renderTargetsReset:
            resources.invalidateTextures()
            player.invalidateTextures()
            gallery.scene.setNeedsDisplay()
            hud.scene.setNeedsDisplay()
        case .command(let command):
            perform(command)
        }
    }

    private func perform(_ command: AppCommand) {
        switch command {
        case .toggleRecording:
            if recording == nil {
                startRecording(to: recordPath ?? RecordingSession.defaultPath())
            } else {
                stopRecording()
            }
        case .screenshot:
            screenshotRequested = true
            gallery.scene.setNeedsDisplay()
        case .nextTheme:
            if let outcome = themes.next() { applyTheme(outcome, cold: true) }
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
        resources.density = target.pixelDensity
        gallery.scene.pixelDensity = target.pixelDensity
        gallery.resize(to: target.pointSize)
        hud.resize(to: target.pointSize)
        recording?.record(.resize(target.pointSize, pixelDensity: target.pixelDensity), at: sceneTick)
        checkRecording()
        logLayout()
    }

    // MARK: Themes

    private func pollTheme() {
        guard let outcome = themes.poll() else { return }
        applyTheme(outcome, cold: false)
    }

    private func applyTheme(_ outcome: ThemeSession.Outcome, cold: Bool) {
        switch outcome {
        case .loaded(let theme):
            gallery.apply(theme, resetStates: cold)
            hud.showError(nil)
            log?.reload(tick: tick, path: themes.path, error: nil)
            if let recording {
                let path = ScenarioPaths.headerPath(forTheme: themes.path, scenarioFile: recording.path)
                let reference = ScenarioThemeReference(path: path, sha256: SHA256.hexDigest(themes.contents))
                recording.record(.themeReload(reference), at: sceneTick)
            }
            checkRecording()
            logLayout()
            hud.renewText()
            resources.releaseUnusedText()
        case .failed(let message):
            hud.showError(message)
            log?.reload(tick: tick, path: themes.path, error: message)
            Diagnostics.raw(message)
        }
    }

    // MARK: Callbacks

    private func stateChanged(_ node: SwitchNode, _ state: SwitchState) {
        log?.state(tick: tick, id: node.id, state: state.rawValue, on: node.isOn)
        hud.log.append(time: gallery.scene.time, switchID: node.id, what: state.rawValue, on: node.isOn)
    }

    private func valueChanged(_ node: SwitchNode, _ on: Bool) {
        log?.value(tick: tick, id: node.id, on: on)
        hud.log.append(time: gallery.scene.time, switchID: node.id, what: "value changed", on: on)
    }

    private func logLayout() {
        log?.layout(tick: tick, size: target.pointSize, switches: gallery.layout)
    }

    // MARK: Recording

    private func startRecording(to path: String) {
        restartGallery()
        var initial: [String: ScenarioInitialState] = [:]
        for node in gallery.switches {
            initial[node.id] = ScenarioInitialState(isOn: node.isOn, isEnabled: node.isEnabled)
        }
        let pixels = PixelSize(
            width: Int((target.pointSize.width * target.pixelDensity).rounded()),
            height: Int((target.pointSize.height * target.pixelDensity).rounded()))
        let header = ScenarioHeader(
            windowPoints: target.pointSize, windowPixels: pixels,
            theme: ScenarioThemeReference(
                path: ScenarioPaths.headerPath(forTheme: themes.path, scenarioFile: path),
                sha256: SHA256.hexDigest(themes.contents)),
            initial: initial)
        do {
            recording = try RecordingSession(path: path, header: header)
            _ = callbacks.take()
            hud.setRecording(true)
            log?.recording(tick: tick, started: true, file: path)
        } catch {
            Diagnostics.error("\(error)")
            hud.showError("recording failed: \(error)")
            log?.recording(tick: tick, started: false, file: path, error: "\(error)")
        }
    }

    private func stopRecording() {
        guard let session = recording else { return }
        recording = nil
        hud.setRecording(false)
        let outcome = gallery.snapshot(
            callbacks: callbacks.take(), resources: StableResourceKeys(resources: resources), list: &snapshotList)
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
        guard gallery.scene.needsDisplay || hud.scene.needsDisplay || screenshotRequested else { return false }
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
        let density = target.pixelDensity
        gallery.buildDrawList(into: &galleryList)
        hud.scene.buildDrawList(into: &hudList)
        try target.renderer.clear(gallery.background)
        try player.play(galleryList, density: density)
        try player.play(hudList, density: density)
    }
}
