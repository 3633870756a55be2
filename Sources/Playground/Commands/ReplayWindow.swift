import SDLKit
import Scenarios
import SceneGraph
import SwitchYardKit

/// A scenario played in a window you can study: the gallery at the recorded size (or `--size`) with a red
/// dot under every pointer that is down, and below it a timeline (`ReplayTimeline`) with the progress and
/// the checks. Its keys are the playground's (`KeyMap`): `.` pauses and resumes, `,` steps one tick,
/// Shift+`,` one back, `[` `]` change the speed (1/4x to 4x, max), P saves a screenshot; a click or drag on
/// the timeline seeks (a re-run from the start when going back);
/// at the end it stays on the last frame until Esc, or closes by itself with `--exit-at-end`. The result is
/// the same as headless: the player runs on the virtual clock, the window only decides which ticks to play.
/// Its frames (`ReplayScreen`) run in the `FrameLoop`, as the playground's do.
final class ReplayWindow {
    private let options: ReplayOptions

    init(options: ReplayOptions) {
        self.options = options
    }

    /// Plays `scenario` until the window closes: what the checks played found, and where it stopped when
    /// that was before the end (the window closed, or a quit signal).
    func play(_ scenario: Scenario, file: String) throws -> (ScenarioReport, ReplayCut?) {
        let viewSize = options.size ?? scenario.header.windowPoints
        let windowSize = Size(width: viewSize.width, height: viewSize.height + ReplayTimeline.height)
        let target: RenderTarget
        do {
            target = try RenderTarget(windowOf: windowSize, title: "SwitchYard replay")
        } catch let error as DisplayError {
            throw RuntimeError("\(error); with no display, try --headless")
        }
        let engine = try ReplayCommand.engine(
            renderer: target.renderer, scenario: scenario, file: file, options: options)
        let host = EngineScenarioHost(engine: engine, scenarioFile: file, strict: options.strict, fixedSize: viewSize)
        let update = options.update
        let controller = ReplayController(scenario: scenario, speed: options.speed) {
            ScenarioPlayer(scenario: scenario, file: file, host: host, update: update)
        }
        for warning in host.warnings { Diagnostics.raw(warning) }
        let setupWarnings = host.warnings.count
        QuitSignal.install()
        let screen = ReplayScreen(
            controller: controller, engine: engine, target: target, viewSize: viewSize,
            exitsAtEnd: options.exitsAtEnd)
        FrameLoop(pump: EventPump(context: target.context)).run(screen)
        // A seek back resets the host, which warns again: each warning is printed once.
        var printed = Set(host.warnings.prefix(setupWarnings))
        for warning in host.warnings.dropFirst(setupWarnings) where printed.insert(warning).inserted {
            Diagnostics.raw(warning)
        }
        let player = controller.player
        guard !player.isFinished else { return (player.finish(), nil) }
        let cause = QuitSignal.number.map(ReplayCut.Cause.signal) ?? .windowClosed
        return (player.finish(), ReplayCut(scenario, after: player.currentTick, cause: cause))
    }
}
