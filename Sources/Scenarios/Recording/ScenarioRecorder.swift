import SceneGraph

/// Writes a scenario as it happens, one whole line per call to the sink, so a crash or kill leaves a file
/// that replays up to its last line. The header goes out on `init`; `stop` adds the outcome (`expect`)
/// and `end`.
///
/// It writes only what a replay can take: events the scene's router would ignore are left out (a finger
/// move, a primary up or a cancel of a pointer that is not down, anything at a non-finite point), a primary
/// mouse up while not down becomes a move (the router only notes where the mouse is), a primary up at a
/// non-finite point becomes a cancel, coordinates are kept within the
/// window's size beyond each edge, and ticks never go backwards. After `stop` or a failed write, calls
/// do nothing.
package final class ScenarioRecorder {
    /// Receives each line, newline included; throws to report a failed write.
    package typealias Sink = (String) throws -> Void

    private let sink: Sink
    private var ledger = PointerLedger()
    private var window: Size
    private var linesWritten = 0

    /// True until `stop` or a failed write.
    package private(set) var isRecording = true
    /// The write failure that stopped the recording, if any.
    package private(set) var failure: ScenarioRecordingError?
    /// The tick of the last line written.
    package private(set) var lastTick = 0

    /// Starts a recording by writing the header line.
    package init(header: ScenarioHeader, sink: @escaping Sink) throws(ScenarioRecordingError) {
        self.sink = sink
        window = header.windowPoints
        try write(ScenarioLineEncoder.header(header))
    }

    /// Records input delivered to the scene at `tick`.
    package func record(_ event: InputEvent, at tick: Int) throws(ScenarioRecordingError) {
        try record(.input(event), at: tick)
    }

    /// Records any scenario event at `tick`: input, a resize (the window size follows) or a theme reload.
    package func record(_ event: ScenarioEvent, at tick: Int) throws(ScenarioRecordingError) {
        guard isRecording else { return }
        var event = event
        switch event {
        case .input(let input):
            guard let kept = replayable(input) else { return }
            event = .input(kept)
        case .resize(let size, _):
            guard size.width.isFinite, size.height.isFinite, !size.isEmpty else { return }
            window = size
        case .themeReload, .decide, .resolve:
            break
        }
        try write(ScenarioLineEncoder.entry(ScenarioEntry(tick: clamp(tick), content: .event(event))))
    }

    /// Writes an `expect` line that checks everything `snapshot` shows.
    package func expect(_ snapshot: ScenarioSnapshot, at tick: Int) throws(ScenarioRecordingError) {
        guard isRecording else { return }
        let entry = ScenarioEntry(tick: clamp(tick), content: .expect(ScenarioExpectation(snapshot)))
        try write(ScenarioLineEncoder.entry(entry))
    }

    /// Writes the outcome as an `expect` line and the `end` line, and stops.
    package func stop(at tick: Int, outcome: ScenarioSnapshot) throws(ScenarioRecordingError) {
        guard isRecording else { return }
        try expect(outcome, at: tick)
        try write(ScenarioLineEncoder.end(lastTick))
        isRecording = false
    }

    private func clamp(_ tick: Int) -> Int {
        lastTick = min(max(tick, lastTick), ScenarioVocabulary.maxTick)
        return lastTick
    }

    private func write(_ line: String) throws(ScenarioRecordingError) {
        do {
            try sink(line + "\n")
            linesWritten += 1
        } catch {
            let failure = ScenarioRecordingError(line: linesWritten + 1, reason: "\(error)")
            self.failure = failure
            isRecording = false
            throw failure
        }
    }

    /// The event as a replay can take it, or nil when the router would do nothing with it.
    private func replayable(_ input: InputEvent) -> InputEvent? {
        var event = input
        switch input {
        case .pointerDown(let id, let p, let button):
            guard p.isFinite else { return nil }
            event = .pointerDown(id, inside(p), button)
        case .pointerMove(let id, let p):
            guard p.isFinite else { return nil }
            event = .pointerMove(id, inside(p))
        case .pointerUp(let id, let p, let button):
            let held = ledger.held[id] != nil
            if !p.isFinite {
                guard button == .primary, held else { return nil }
                event = .pointerCancel(id)
            } else if button == .primary, !held {
                guard id == .mouse else { return nil }
                event = .pointerMove(id, inside(p))
            } else {
                event = .pointerUp(id, inside(p), button)
            }
        case .wheel(let dx, let dy):
            guard dx.isFinite, dy.isFinite else { return nil }
            let limit = ScenarioVocabulary.maxWheel
            event = .wheel(dx: min(max(dx, -limit), limit), dy: min(max(dy, -limit), limit))
        case .pointerCancel, .cancelAll, .key:
            break
        }
        return ledger.apply(event, at: lastTick) ? event : nil
    }

    /// `p` kept within one window size beyond each edge, the range a scenario file allows.
    private func inside(_ p: Point) -> Point {
        Point(
            x: min(max(p.x, -window.width), 2 * window.width),
            y: min(max(p.y, -window.height), 2 * window.height))
    }
}
