import SDLKit
import Scenarios
import SceneGraph
import SwitchYardKit

/// A scenario played in a window you can study: the gallery at the recorded size (or `--size`) with a red
/// dot under every pointer that is down, and below it a timeline (`ReplayTimeline`) with the progress and
/// the checks. Space pauses and resumes, → or `.` steps one tick, ← or `,` one back, `[` `]` change the
/// speed (1/4x to 4x, max), P saves a screenshot, a click or drag on the timeline seeks (a re-run from the
/// start when going back);
/// at the end it stays on the last frame until Esc, or closes by itself with `--exit-at-end`. The result is
/// the same as headless: the player runs on the virtual clock, the window only decides which ticks to play.
final class ReplayWindow {
    private let options: ReplayOptions
    private var clock = FrameClock()

    init(options: ReplayOptions) {
        self.options = options
    }

    func play(_ scenario: Scenario, file: String) throws -> ScenarioReport {
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
        let overlay = Scene(size: windowSize)
        overlay.root.isInteractive = false
        let timeline = ReplayTimeline(resources: engine.resources)
        timeline.frame = Rect(x: 0, y: viewSize.height, width: viewSize.width, height: ReplayTimeline.height)
        overlay.root.addChild(timeline)
        engine.sharedScenes = [overlay]
        QuitSignal.install()
        let pump = EventPump(context: target.context)
        var input = ReplayWindowInput()
        var galleryList = DrawList()
        var overlayList = DrawList()
        var finishedAt: Double?
        var frames = 0
        var drawnTick = -1
        while true {
            var quit = QuitSignal.requested
            var sawEvent = false
            while let event = pump.poll() {
                sawEvent = true
                if input.handle(event, controller: controller, timeline: timeline) == .quit { quit = true }
            }
            if quit { break }
            // A drag seeks once per frame, to where the mouse is now: a seek back is a re-run.
            if let fraction = input.takeSeek() { controller.seek(to: controller.tick(atFraction: fraction)) }
            controller.elapse(realTicks: clock.ticksElapsed())
            timeline.show(
                tick: controller.currentTick, end: controller.endTick, checkpoints: controller.checkpoints,
                status: Self.status(controller))
            let screenshot = input.takeScreenshot()
            // Paused or at the end with nothing happening, the window draws nothing (as the playground).
            let idle =
                !sawEvent && !screenshot && controller.currentTick == drawnTick && !engine.needsDisplay
                && !overlay.needsDisplay
            if !idle {
                engine.buildDrawList(into: &galleryList)
                overlay.buildDrawList(into: &overlayList)
                for point in controller.player.pointers.values {
                    overlayList.fillCircle(center: point, diameter: 36, color: Color(r: 255, g: 45, b: 85, a: 110))
                    overlayList.fillCircle(center: point, diameter: 8, color: Color(r: 255, g: 45, b: 85, a: 230))
                }
                try target.renderer.clear(engine.background)
                try engine.player.play(galleryList, density: target.pixelDensity)
                try engine.player.play(overlayList, density: target.pixelDensity)
                if screenshot { saveScreenshot(target.renderer, tick: controller.currentTick) }
                target.renderer.present()
                drawnTick = controller.currentTick
                frames += 1
                if frames % 600 == 0 { engine.releaseUnusedResources() }
            }
            if options.exitsAtEnd, controller.isFinished {
                let now = clock.now()
                if let finishedAt, now - finishedAt > 0.75 { break }
                if finishedAt == nil { finishedAt = now }
            }
            if idle || !target.renderer.hasVSync { clock.sleep(until: clock.now() + 1 / FrameClock.tickRate) }
        }
        // A seek back resets the host, which warns again: each warning is printed once.
        var printed = Set(host.warnings.prefix(setupWarnings))
        for warning in host.warnings.dropFirst(setupWarnings) where printed.insert(warning).inserted {
            Diagnostics.raw(warning)
        }
        let player = controller.player
        var report = player.finish()
        if !player.isFinished {
            report.failures.append(
                ScenarioFailure(
                    file: file, line: 1, tick: player.currentTick,
                    message: "replay stopped at tick \(player.currentTick) of \(scenario.endTick) (window closed)"))
        }
        return report
    }

    /// P: the window as it is now, to `switchyard-replay-<time>-tick<N>.png` in the current folder.
    private func saveScreenshot(_ renderer: Renderer, tick: Int) {
        let path = "switchyard-replay-\(Timestamp.now())-tick\(tick).png"
        do {
            try renderer.saveScreenshot(to: path)
            Diagnostics.raw("switchyard: saved screenshot \(path)")
        } catch {
            Diagnostics.raw("\(path): error: cannot write the screenshot: \(Diagnostics.describe(error))")
        }
    }

    /// `tick 40 / 80 · 1x`, then `· paused` or `· end, Esc closes`.
    static func status(_ controller: ReplayController) -> String {
        var text = "tick \(controller.currentTick) / \(controller.endTick) · \(ReplaySpeed.label(controller.speed))"
        if controller.isFinished {
            text += " · end, Esc closes"
        } else if controller.isPaused {
            text += " · paused"
        }
        return text
    }
}

/// The replay window's keys and mouse: what each SDL event does to the controller.
struct ReplayWindowInput {
    /// True while the primary button, pressed on the timeline, is held: moves seek.
    private(set) var isDragging = false
    /// Where along the timeline (0...1) the last click or drag asked to go, not yet applied.
    private var seek: Double?
    /// P was pressed: the next frame is saved.
    private var screenshot = false

    /// True once after P.
    mutating func takeScreenshot() -> Bool {
        defer { screenshot = false }
        return screenshot
    }

    /// The seek asked for since the last call, if any.
    mutating func takeSeek() -> Double? {
        defer { seek = nil }
        return seek
    }

    enum Outcome: Equatable { case handled, ignored, quit }

    /// Applies `event` to `controller`; `.quit` for Esc, Ctrl+Q or a closed window.
    mutating func handle(_ event: SDLEvent, controller: ReplayController, timeline: ReplayTimeline) -> Outcome {
        switch event {
        case .quit, .window(.close):
            return .quit
        case .key(let press):
            switch press.key {
            case .escape: return .quit
            case .character("q") where press.control: return .quit
            case .space where !press.isRepeat: controller.togglePause()
            case .right, .character("."): controller.step()
            case .left, .character(","): controller.stepBack()
            case .character("]"): controller.faster()
            case .character("["): controller.slower()
            case .character("p"): screenshot = true
            default: return .ignored
            }
            return .handled
        case .mouseButton(let button) where button.button == .left && !button.fromTouch:
            let point = Point(x: button.x, y: button.y)
            if button.isDown, timeline.contains(point) {
                isDragging = true
                seek = timeline.fraction(atX: point.x)
                return .handled
            }
            if !button.isDown, isDragging {
                isDragging = false
                return .handled
            }
            return .ignored
        case .mouseMotion(let x, _, let fromTouch) where isDragging && !fromTouch:
            seek = timeline.fraction(atX: x)
            return .handled
        case .window(.focusLost):
            isDragging = false
            return .handled
        default:
            return .ignored
        }
    }
}
