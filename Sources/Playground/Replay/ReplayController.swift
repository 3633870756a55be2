import Scenarios

/// What the replay window does with a scenario, apart from drawing it: plays it at a speed in real ticks,
/// pauses, steps one tick, and seeks. A seek back is a deterministic re-run: the host is reset from the
/// header and the events replayed up to the tick at full speed, so the frame at tick T is the same however
/// it was reached. Nothing here reads a clock: the window says how many real ticks passed.
final class ReplayController {
    let scenario: Scenario
    private let makePlayer: () -> ScenarioPlayer
    /// The player of the current run (a new one after each seek back).
    private(set) var player: ScenarioPlayer
    /// True while paused: real ticks play nothing.
    private(set) var isPaused = false
    /// Ticks played per real tick; nil as fast as it goes.
    private(set) var speed: Double?
    /// Where the play head is, in ticks, with the fraction slow speeds leave.
    private var position = 0.0

    /// A controller for `scenario`, whose players `makePlayer` makes (each on the same host, reset when it
    /// starts), playing at `speed`.
    init(scenario: Scenario, speed: Double?, makePlayer: @escaping () -> ScenarioPlayer) {
        self.scenario = scenario
        self.speed = speed
        self.makePlayer = makePlayer
        player = makePlayer()
        player.start()
    }

    /// The last tick played.
    var currentTick: Int { max(0, player.currentTick) }
    /// The scenario's last tick.
    var endTick: Int { scenario.endTick }
    /// True once the end tick was played (or the scene could not be set up).
    var isFinished: Bool { player.isFinished }

    /// Plays what `realTicks` of real time hold at the speed (nothing while paused or finished).
    func elapse(realTicks: Int) {
        guard !isPaused, !isFinished else { return }
        if let speed {
            position += Double(realTicks) * speed
            player.advance(toTick: Int(position.rounded(.down)))
        } else {
            player.advance(toTick: endTick)
        }
        position = max(position, Double(currentTick))
    }

    /// Pauses, or resumes where it stopped.
    func togglePause() {
        isPaused.toggle()
        position = Double(currentTick)
    }

    /// Pauses (when playing) and plays exactly one more tick.
    func step() {
        isPaused = true
        seek(to: currentTick + 1)
    }

    /// Pauses (when playing) and goes back one tick, by a re-run.
    func stepBack() {
        isPaused = true
        seek(to: currentTick - 1)
    }

    /// Moves the play head to `tick`, clamped to 0...end: forwards by playing on at full speed, backwards by
    /// a re-run from the start.
    func seek(to tick: Int) {
        let target = min(max(0, tick), endTick)
        if target < currentTick {
            player = makePlayer()
            player.start()
        }
        player.advance(toTick: target)
        position = Double(currentTick)
    }

    /// The tick at `fraction` (0...1, clamped) of the timeline.
    func tick(atFraction fraction: Double) -> Int {
        Int((min(max(0, fraction), 1) * Double(endTick)).rounded())
    }

    func faster() { speed = ReplaySpeed.faster(than: speed) }

    func slower() { speed = ReplaySpeed.slower(than: speed) }

    /// Every `expect` line as a checkpoint: its tick and whether it held (nil until it is played).
    var checkpoints: [ReplayCheckpoint] {
        scenario.entries.compactMap { entry in
            guard case .expect = entry.content else { return nil }
            return ReplayCheckpoint(tick: entry.tick, passed: player.checkOutcomes[entry.line])
        }
    }
}

extension ReplayController {
    /// The tick of every feedback cue the `expect` lines record (docs/feedback.md), in file order: the
    /// timeline marks when each cue fired.
    var cueTicks: [Int] {
        scenario.entries.flatMap { entry -> [Int] in
            guard case .expect(let expectation) = entry.content else { return [] }
            return (expectation.cues ?? []).map(\.tick)
        }
    }
}

/// A check on the timeline: where it is, and whether it held (nil: not played yet).
struct ReplayCheckpoint: Equatable {
    var tick: Int
    var passed: Bool?
}
