import JSONKit
import Scenarios
import SceneGraph
import Themes

/// Plays scenarios against the engine's gallery: the theme the header names, real text metrics from
/// SDL_ttf, the scene clock stepped tick by tick. Used headless and by the replay window.
///
/// The switches' owner is the scenario (`OwnerSource.scenario`, a replay): `decide` lines queue answers,
/// `resolve` lines resolve, the theme's policies are off. Generating a scenario from a script uses the live
/// owner (`.live`): the theme's policies answer and resolve, and `takeOwnerEvents()` hands over what they did
/// so it can be written down.
package final class EngineScenarioHost: ScenarioHost {
    /// Who answers the switches' asks.
    package enum OwnerSource: Sendable {
        /// The scenario's `decide` and `resolve` lines; an ask with no answer queued is allowed.
        case scenario
        /// The theme's `decide` policies, as in the playground.
        case live
    }

    /// The engine the scenario drives (its theme is not watched).
    package let engine: SwitchYardEngine
    private let scenarioFile: String
    private let strict: Bool
    private let callbacks = CallbackRecorder()
    private let owner: OwnerSource
    private let answers = AnswerQueue()
    private var ownerEvents: [ScenarioEvent] = []
    /// The host's observer of the engine, removed when the host goes.
    private var observer: EngineObserverID?
    private var list = DrawList()
    /// Warnings met while setting up (a theme whose hash changed) or playing (a reloaded theme that does not
    /// load), oldest first, for the caller to print.
    package private(set) var warnings: [String] = []
    /// When set, the host keeps this size instead of the recorded one (a window replay).
    private let fixedSize: Size?

    /// A host for the scenario in `scenarioFile` on `engine`, whose theme the header decides. With `strict`
    /// a changed theme is an error instead of a warning.
    /// `owner` says who answers the switches' asks (the scenario, unless generating one from a live owner).
    package init(
        engine: SwitchYardEngine, scenarioFile: String, strict: Bool, fixedSize: Size? = nil,
        owner: OwnerSource = .scenario
    ) {
        self.engine = engine
        self.scenarioFile = scenarioFile
        self.strict = strict
        self.fixedSize = fixedSize
        self.owner = owner
        if owner == .scenario {
            let answers = self.answers
            engine.shouldChange = { node, _ in answers.next(for: node.id) }
        }
        observer = engine.addObserver { [weak self] notice in self?.noticed(notice) }
    }

    deinit {
        if let observer { engine.removeObserver(observer) }
    }

    /// Notes the callbacks for the next snapshot and, with a live owner, what the owner did.
    private func noticed(_ notice: EngineNotice) {
        switch notice {
        case .stateChanged(let node, let state): callbacks.state(node, state)
        case .valueChanged(let node, let on): callbacks.value(node, on)
        case .owner(let event): if owner == .live { ownerEvents.append(event.scenarioEvent) }
        case .input: break
        case .cue(let node, let cue): callbacks.cue(node, cue, in: engine.scene)
        }
    }

    /// With a live owner: its answers and resolutions since the last call, as scenario events, oldest first.
    package func takeOwnerEvents() -> [ScenarioEvent] {
        defer { ownerEvents.removeAll() }
        return ownerEvents
    }

    /// The engine's drawing area in points.
    package var viewSize: Size { engine.size }
    package private(set) var themeSHA256: String?

    /// Loads the scenario's theme (checked against the header), sizes the engine as the header says and
    /// restarts the scene in the header's switch states, dropping earlier callbacks. Throws a `Diagnostic`
    /// on the header line when the theme cannot be read, changed under `strict`, or does not load.
    package func reset(to header: ScenarioHeader) throws {
        let themePath = ScenarioPaths.themePath(header.theme.path, scenarioFile: scenarioFile)
        let bytes: [UInt8]
        switch BoundedFile.read(ThemeSession.absolute(themePath), limit: ThemeLimits.maxThemeBytes) {
        case .success(let read): bytes = read
        case .failure(let error):
            throw Diagnostic(
                file: scenarioFile, line: 1,
                message:
                    "cannot read the theme \(Excerpt.quoted(header.theme.path)) (\(Excerpt.path(themePath))): \(error)")
        }
        themeSHA256 = SHA256.hexDigest(bytes)
        if let mismatch = ScenarioValidator.themeMismatch(
            header: header, themeBytes: bytes, file: scenarioFile, strict: strict)
        {
            if mismatch.severity == .error { throw mismatch }
            warnings.append(mismatch.description)
        }
        engine.resize(to: fixedSize ?? header.windowPoints, pixelDensity: header.pixelDensity)
        guard case .loaded = engine.openTheme(themePath, contents: bytes) else {
            let message =
                "the theme \(Excerpt.quoted(header.theme.path)) does not load (switchyard validate \(Excerpt.path(themePath)) says why)"
            throw Diagnostic(file: scenarioFile, line: 1, message: message)
        }
        let states = header.initial.mapValues { SwitchRestState(isOn: $0.isOn, isEnabled: $0.isEnabled) }
        engine.restart(states: states)
        _ = callbacks.take()
        _ = callbacks.takeCues()
        answers.clear()
        ownerEvents.removeAll()
    }

    /// Applies one recorded event: input, a resize, a theme reload (of the theme file it names), or the
    /// owner's answer or resolution (taken only when the scenario is the owner).
    package func apply(_ event: ScenarioEvent) {
        switch event {
        case .decide(let id, let answer):
            if owner == .scenario { answers.add(answer, for: id) }
        case .resolve(let id, let on):
            if owner == .scenario { try? engine.resolve(id: id, on: on) }
        case .input(let input):
            engine.handle(input)
        case .resize(let size, let density):
            engine.resize(to: fixedSize ?? size, pixelDensity: density)
        case .themeReload(let reference):
            reloadTheme(reference)
        }
    }

    /// Plays a recorded theme reload: the theme file the event names (relative to the scenario file, as the
    /// header's), restyling every switch in place with its state kept; one that names no file re-reads the
    /// theme on screen. A theme that does not load leaves the one before it, with a warning.
    private func reloadTheme(_ reference: ScenarioThemeReference) {
        let outcome: ThemeOutcome
        if reference.path.isEmpty {
            outcome = engine.reloadTheme()
        } else {
            let path = ScenarioPaths.themePath(reference.path, scenarioFile: scenarioFile)
            outcome = engine.openTheme(path, keepingStates: true)
        }
        if case .failed(let problems) = outcome {
            warnings.append(
                "\(scenarioFile): warning: a themeReload's theme does not load, the theme before it stays: \(problems[0])"
            )
        }
    }

    /// Moves the scene clock to the time of `tick`.
    package func step(toTick tick: Int) {
        engine.advance(to: ScenarioHeader.time(atTick: tick))
    }

    /// The draw list of the last `snapshot()`: the frame the last check hashed.
    package var checkedFrame: DrawList { list }

    /// The frame as the scenario checks it, with the callbacks fired since the last snapshot.
    package func snapshot() -> ScenarioSnapshot {
        engine.snapshot(callbacks: callbacks.take(), cues: callbacks.takeCues(), list: &list)
    }
}

/// The answers `decide` lines queued, per switch, taken in order.
private final class AnswerQueue {
    private var answers: [String: [SwitchDecision]] = [:]

    func add(_ answer: SwitchDecision, for id: String) {
        answers[id, default: []].append(answer)
    }

    /// The oldest answer queued for `id`; allow when none is.
    func next(for id: String) -> SwitchDecision {
        guard var queue = answers[id], !queue.isEmpty else { return .allow }
        let answer = queue.removeFirst()
        answers[id] = queue
        return answer
    }

    func clear() {
        answers.removeAll()
    }
}

extension SwitchOwnerEvent {
    /// The scenario line that records this event.
    package var scenarioEvent: ScenarioEvent {
        switch self {
        case .decided(let id, _, let answer): return .decide(switchID: id, answer)
        case .resolved(let id, let on): return .resolve(switchID: id, on: on)
        }
    }
}
