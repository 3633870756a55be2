import SDLKit
import Scenarios
import SceneGraph
import SwitchYardKit

/// A scenario played in a window at `--speed` times real time, with a dot under every pointer that is
/// down. The result is the same as headless: the player runs on the virtual clock, the window only
/// decides how many ticks to play per frame.
final class ReplayWindow {
    private let options: ReplayOptions
    private var clock = FrameClock()

    init(options: ReplayOptions) {
        self.options = options
    }

    func play(_ scenario: Scenario, file: String) throws -> ScenarioReport {
        let size = options.size ?? scenario.header.windowPoints
        let target: RenderTarget
        do {
            target = try RenderTarget(windowOf: size, title: "SwitchYard replay")
        } catch let error as DisplayError {
            throw RuntimeError("\(error); with no display, try --headless")
        }
        let engine = try ReplayCommand.engine(
            renderer: target.renderer, scenario: scenario, file: file, options: options)
        let host = EngineScenarioHost(
            engine: engine, scenarioFile: file, strict: options.strict, fixedSize: target.pointSize)
        let player = ScenarioPlayer(scenario: scenario, file: file, host: host, update: options.update)
        player.start()
        for warning in host.warnings { Diagnostics.raw(warning) }
        let setupWarnings = host.warnings.count
        QuitSignal.install()
        let pump = EventPump(context: target.context)
        let translator = InputTranslator(windowSize: target.pointSize)
        var galleryList = DrawList()
        var dots = DrawList()
        var played = 0.0
        var finishedAt: Double?
        while true {
            var quit = QuitSignal.requested
            while let event = pump.poll() {
                if translator.translate(event) == .quit { quit = true }
            }
            if quit { break }
            if let speed = options.speed {
                played += Double(clock.ticksElapsed()) * speed
                player.advance(toTick: Int(played.rounded(.down)))
            } else {
                player.advance(toTick: scenario.endTick)
            }
            engine.buildDrawList(into: &galleryList)
            dots.reset()
            for point in player.pointers.values {
                dots.fillCircle(center: point, diameter: 36, color: Color(r: 255, g: 45, b: 85, a: 110))
                dots.fillCircle(center: point, diameter: 8, color: Color(r: 255, g: 45, b: 85, a: 230))
            }
            try target.renderer.clear(engine.background)
            try engine.player.play(galleryList, density: target.pixelDensity)
            try engine.player.play(dots, density: target.pixelDensity)
            target.renderer.present()
            if player.isFinished {
                let now = clock.now()
                if let finishedAt, now - finishedAt > 0.75 { break }
                if finishedAt == nil { finishedAt = now }
            }
            if !target.renderer.hasVSync { clock.sleep(until: clock.now() + 1 / FrameClock.tickRate) }
        }
        for warning in host.warnings.dropFirst(setupWarnings) { Diagnostics.raw(warning) }
        var report = player.finish()
        if !player.isFinished {
            report.failures.append(
                ScenarioFailure(
                    file: file, line: 1, tick: player.currentTick,
                    message: "replay stopped at tick \(player.currentTick) of \(scenario.endTick) (window closed)"))
        }
        return report
    }
}
