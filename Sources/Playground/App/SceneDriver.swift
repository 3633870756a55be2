import SDLKit
import Scenarios
import SceneGraph
import SwitchYardKit

/// The gallery's scene driven live, in real time. Its clock follows the app's clock (at the time control's
/// rate) whether frames are drawn or not: every event is handed to the engine at the tick real time has
/// reached, after the scene was advanced to that tick, so two clicks a second apart in an idle window are
/// 60 ticks apart. While a recording runs, each input the engine routes (`EngineNotice.input`, a gamepad's
/// repeats too), owner action and checkpoint is written with that tick, the scene stepping one tick at a
/// time as a replay does, so animations and double taps replay as they were seen.
final class SceneDriver {
    let engine: SwitchYardEngine
    /// Seconds on the app's clock: monotonic in a window, one sixtieth per frame headless.
    private let now: () -> Double
    /// Pause, slow motion and single steps.
    private(set) var time: TimeControl
    /// Ticks of the scene clock, counted from the start or from the recording's start.
    private(set) var tick = 0
    /// The recording in progress, if any.
    private(set) var recording: RecordingSession?
    /// Every callback since the last checkpoint (or the recording's start).
    private let callbacks = CallbackRecorder()
    /// What the switches' owners did since it was last written to the recording.
    private var ownerEvents: [SwitchOwnerEvent] = []
    private var checkpoints = ScenarioCheckpoints(everySeconds: 0)
    private var snapshotList = DrawList()
    /// The driver's observer of the engine, one of several (the app's log is another).
    private var observer: EngineObserverID?

    /// Drives `engine`, reading the time from `now`, as one of its observers.
    init(engine: SwitchYardEngine, now: @escaping () -> Double) {
        self.engine = engine
        self.now = now
        time = TimeControl(now: now())
        observer = engine.addObserver { [weak self] notice in self?.noticed(notice) }
    }

    deinit {
        if let observer { engine.removeObserver(observer) }
    }

    /// Notes callbacks for the next check, and records each input as the engine routed it, after the
    /// owner's answers to the asks it made (so a replay has them queued in time).
    private func noticed(_ notice: EngineNotice) {
        switch notice {
        case .stateChanged(let node, let state):
            callbacks.state(node, state)
        case .valueChanged(let node, let on):
            callbacks.value(node, on)
            checkpoints.valueChanged()
        case .owner(let event):
            ownerEvents.append(event)
        case .input(let input):
            recordOwnerEvents()
            recording?.record(.input(input), at: tick)
        case .cue(let node, let cue):
            callbacks.cue(node, cue, in: engine.scene)
        }
    }

    // MARK: Time

    /// Brings the scene up to the tick real time has reached: one tick at a time while recording (as a
    /// replay steps), in one go otherwise. Writes the checkpoints that fall due on the way.
    func catchUp() {
        let due = time.tick(at: now())
        guard due > tick else { return }
        if recording == nil {
            step(to: due)
            return
        }
        while tick < due {
            step(to: tick + 1)
            checkpointIfDue()
        }
    }

    /// Moves the scene clock to `target` (the engine routes a held gamepad direction's repeats first, which
    /// a recording writes at this tick).
    private func step(to target: Int) {
        tick = target
        engine.advance(to: ScenarioHeader.time(atTick: tick))
        recordOwnerEvents()
    }

    /// `.` pauses or resumes the scene clock.
    func togglePause() {
        catchUp()
        time.togglePause(atTick: tick, now: now())
    }

    /// `,` pauses the clock when it runs, then steps one tick.
    func stepOneTick() {
        if !time.isPaused { togglePause() }
        step(to: tick + 1)
        time.restart(atTick: tick, now: now())
        checkpointIfDue()
    }

    /// `[` one rate slower; false when already the slowest.
    func slower() -> Bool {
        catchUp()
        return time.slower(atTick: tick, now: now())
    }

    /// `]` one rate faster; false when already at full speed.
    func faster() -> Bool {
        catchUp()
        return time.faster(atTick: tick, now: now())
    }

    // MARK: Input

    /// Hands `event` to the engine (`SwitchYardEngine.handle(_:)`) at the tick real time has reached: the
    /// scene is brought up to it first.
    func handle(_ event: SDLEvent) {
        catchUp()
        _ = engine.handle(event)
        checkpointIfDue()
    }

    /// Delivers `input` the app made itself (touch mode's fingers, a mode change's cancel) as `handle` does.
    func deliver(_ input: InputEvent) {
        catchUp()
        engine.handle(input)
        checkpointIfDue()
    }

    /// Records a resize or a theme reload at the tick real time has reached.
    func record(_ event: ScenarioEvent) {
        catchUp()
        recording?.record(event, at: tick)
    }

    // MARK: Owners

    /// Writes what the owners did since the last call into the recording, if one runs.
    private func recordOwnerEvents() {
        defer { ownerEvents.removeAll() }
        guard let recording else { return }
        for event in ownerEvents { recording.record(event.scenarioEvent, at: tick) }
    }

    // MARK: Recording

    /// Starts the scene over at tick 0 now (a recording's header must describe the scene exactly, so its
    /// ticks replay bit-for-bit) and records into the session `open` makes from it, with a checkpoint every
    /// `checkpointSeconds` (0: only after value changes). When `open` throws, nothing records.
    func startRecording(checkpointSeconds: Double, open: () throws -> RecordingSession) throws {
        engine.restart()
        tick = 0
        time.restart(atTick: 0, now: now())
        let session = try open()
        _ = callbacks.take()
        _ = callbacks.takeCues()
        ownerEvents.removeAll()
        checkpoints = ScenarioCheckpoints(everySeconds: checkpointSeconds)
        recording = session
    }

    /// Stops the recording at the tick real time has reached, writing the outcome and `end`; the session
    /// that stopped, if one ran.
    func stopRecording() -> RecordingSession? {
        catchUp()
        guard let session = recording else { return nil }
        recording = nil
        session.stop(
            at: tick,
            outcome: engine.snapshot(callbacks: callbacks.take(), cues: callbacks.takeCues(), list: &snapshotList))
        return session
    }

    /// The recording and its failure when its file could no longer be written; it stops recording.
    func takeFailedRecording() -> (session: RecordingSession, failure: String)? {
        guard let session = recording, let failure = session.failure else { return nil }
        recording = nil
        return (session, failure)
    }

    /// Writes a checkpoint when one is due: a value changed and nothing animates any more, or the period
    /// passed.
    private func checkpointIfDue() {
        guard let recording, checkpoints.isDue(atTick: tick, settled: !engine.isAnimating) else { return }
        recording.expect(
            engine.snapshot(callbacks: callbacks.take(), cues: callbacks.takeCues(), list: &snapshotList), at: tick)
    }
}
