import JSONKit
import SceneGraph

/// Plays a scenario against a host on a virtual clock and checks every `expect` line. Nothing here reads
/// a wall clock: a window replay paces `advance(toTick:)` itself (any speed gives the same result), a
/// headless one calls `run`.
package final class ScenarioPlayer {
    package let scenario: Scenario
    package let file: String
    private let host: any ScenarioHost
    private let update: Bool
    private var report: ScenarioReport
    private var nextEntry = 0
    private var recordedSize: Size
    private var updatedEntries: [ScenarioEntry]
    private var notedMapping = false
    private var frameChecksAtTick: [Int: Int] = [:]

    /// The last tick played; -1 before `start`.
    package private(set) var currentTick = -1
    /// True once the end tick has been played (or set-up failed).
    package private(set) var isFinished = false
    /// The pointers that are down now, in host coordinates: for drawing touch dots.
    package private(set) var pointers: [PointerID: Point] = [:]
    /// Told of every frame check (snapshots, artifacts); nil for none.
    package weak var frameObserver: (any ScenarioFrameObserver)?
    /// The line of every `expect` line checked so far, with whether it held: for a timeline of checkpoints.
    package private(set) var checkOutcomes: [Int: Bool] = [:]

    /// Prepares a replay of `scenario` (read from `file`, the name failures use). With `update`, the
    /// report carries the scenario rewritten with the actual outcomes.
    package init(scenario: Scenario, file: String, host: any ScenarioHost, update: Bool = false) {
        self.scenario = scenario
        self.file = file
        self.host = host
        self.update = update
        report = ScenarioReport(file: file)
        report.endTick = scenario.endTick
        recordedSize = scenario.header.windowPoints
        updatedEntries = scenario.entries
    }

    /// Plays the whole scenario at once and reports.
    package static func run(_ scenario: Scenario, file: String, host: any ScenarioHost, update: Bool = false)
        -> ScenarioReport
    {
        let player = ScenarioPlayer(scenario: scenario, file: file, host: host, update: update)
        player.advance(toTick: scenario.endTick)
        return player.finish()
    }

    /// Resets the host and plays tick 0. Called by the first `advance` when not called before.
    package func start() {
        guard currentTick < 0, !isFinished else { return }
        do {
            try host.reset(to: scenario.header)
        } catch let diagnostic as Diagnostic {
            report.failures.append(ScenarioFailure(setUp: diagnostic))
            isFinished = true
            return
        } catch {
            report.failures.append(
                ScenarioFailure(
                    file: file, line: 1, tick: 0, message: "could not set up the scene: \(error)", isSetUp: true))
            isFinished = true
            return
        }
        currentTick = 0
        playEntries(atTick: 0)
        if scenario.endTick == 0 { isFinished = true }
    }

    /// Plays every tick up to `tick` (at most the end tick): steps the host, applies the tick's events,
    /// checks its expectations.
    package func advance(toTick tick: Int) {
        start()
        while !isFinished, currentTick < min(tick, scenario.endTick) {
            currentTick += 1
            host.step(toTick: currentTick)
            playEntries(atTick: currentTick)
            if currentTick >= scenario.endTick { isFinished = true }
        }
    }

    /// The report so far; in update mode it carries the rewritten text.
    package func finish() -> ScenarioReport {
        var out = report
        if update {
            // A recorded theme hash follows the theme the expectations were just taken from.
            var header = scenario.header
            if header.theme.sha256 != nil, let current = host.themeSHA256 { header.theme.sha256 = current }
            let rewritten = Scenario(header: header, entries: updatedEntries, endTick: scenario.endTick)
            out.updatedText = ScenarioFile.write(rewritten)
        }
        return out
    }

    private func playEntries(atTick tick: Int) {
        while nextEntry < scenario.entries.count, scenario.entries[nextEntry].tick <= tick {
            let entry = scenario.entries[nextEntry]
            switch entry.content {
            case .event(let event): apply(event)
            case .expect(let expectation): check(expectation, entry: entry, index: nextEntry)
            }
            nextEntry += 1
        }
    }

    private func apply(_ event: ScenarioEvent) {
        switch event {
        case .input(let input):
            let mapped = map(input)
            track(mapped)
            host.apply(.input(mapped))
        case .resize(let size, _):
            recordedSize = size
            host.apply(event)
        case .themeReload, .decide, .resolve:
            host.apply(event)
        }
    }

    private func check(_ expectation: ScenarioExpectation, entry: ScenarioEntry, index: Int) {
        let snapshot = host.snapshot()
        report.checks += 1
        if let hash = snapshot.frameHash {
            report.frameHashes.append(ScenarioFrameSample(tick: entry.tick, hash: hash))
        }
        let sameSize = host.viewSize == recordedSize
        if !sameSize, expectation.frameHash != nil { noteMapping() }
        var messages = ScenarioComparison.differences(expected: expectation, actual: snapshot, checkFrame: false)
        if sameSize, let want = expectation.frameHash, let got = snapshot.frameHash {
            let occurrence = (frameChecksAtTick[entry.tick] ?? 0) + 1
            frameChecksAtTick[entry.tick] = occurrence
            let frameCheck = ScenarioFrameCheck(
                tick: entry.tick, line: entry.line, name: SnapshotFolder.name(tick: entry.tick, occurrence: occurrence),
                expected: want, actual: got)
            let details = frameObserver?.frameChecked(frameCheck) ?? []
            if !frameCheck.passed {
                let message = ScenarioComparison.frameDifference(expected: want, actual: got)
                messages.append(([message] + details.map { "    " + $0 }).joined(separator: "\n"))
            }
        }
        checkOutcomes[entry.line] = messages.isEmpty
        for message in messages {
            report.failures.append(ScenarioFailure(file: file, line: entry.line, tick: entry.tick, message: message))
        }
        if update {
            let rewritten = ScenarioComparison.updated(expectation, with: snapshot, updateFrame: sameSize)
            updatedEntries[index].content = .expect(rewritten)
        }
    }

    private func noteMapping() {
        guard !notedMapping else { return }
        notedMapping = true
        let host = host.viewSize
        report.notes.append(
            "the window is \(JSONWriter.format(host.width))x\(JSONWriter.format(host.height)) points, the recording "
                + "\(JSONWriter.format(recordedSize.width))x\(JSONWriter.format(recordedSize.height)): pointer "
                + "positions are mapped and frame hashes are not checked")
    }

    /// A pointer position recorded in a window of `recordedSize`, moved to the same normalised place in the
    /// host's window.
    private func map(_ input: InputEvent) -> InputEvent {
        let size = host.viewSize
        guard size != recordedSize, recordedSize.width > 0, recordedSize.height > 0 else { return input }
        func m(_ p: Point) -> Point {
            Point(x: p.x / recordedSize.width * size.width, y: p.y / recordedSize.height * size.height)
        }
        switch input {
        case .pointerDown(let id, let p, let b): return .pointerDown(id, m(p), b)
        case .pointerMove(let id, let p): return .pointerMove(id, m(p))
        case .pointerUp(let id, let p, let b): return .pointerUp(id, m(p), b)
        case .pointerCancel, .cancelAll, .key, .wheel: return input
        }
    }

    private func track(_ input: InputEvent) {
        switch input {
        case .pointerDown(let id, let p, _): pointers[id] = p
        case .pointerMove(let id, let p): if pointers[id] != nil { pointers[id] = p }
        case .pointerUp(let id, _, _), .pointerCancel(let id): pointers[id] = nil
        case .cancelAll: pointers.removeAll()
        case .key, .wheel: break
        }
    }
}
