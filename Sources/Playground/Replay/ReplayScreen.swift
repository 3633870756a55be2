import SDLKit
import Scenarios
import SceneGraph
import SwitchYardKit

/// The replay window's frames, run by the `FrameLoop` as the playground's are. Its keys and clicks drive
/// the controller (`ReplayWindowInput`); each frame plays the ticks real time holds at the chosen speed,
/// shows them on the timeline with a dot under every pointer that is down (`ReplayPointers`), and draws
/// with the engine's one draw call, the timeline's scene being the engine's overlay. Frames are drawn
/// whole: the window may be resized or uncovered, and nothing here redraws it after that.
final class ReplayScreen: FrameLoopClient {
    let controller: ReplayController
    private let engine: SwitchYardEngine
    private let presenter: FramePresenter
    private let timeline: ReplayTimeline
    private let pointers = ReplayPointers()
    private let exitsAtEnd: Bool
    private var input = ReplayWindowInput()
    /// Real time, turned into the ticks the controller plays.
    private var clock = FrameClock()
    private var quit = false
    /// An event came since the last frame: the next one is drawn.
    private var sawEvent = false
    /// True while the last frame played (real time spent paused or at the end is not played on resuming).
    private var playing = true
    private var drawnTick = -1
    private var finishedAt: Double?

    /// The screen of `controller`'s replay on `engine` in `target`, the gallery `viewSize` points at the top
    /// and the timeline below it; with `exitsAtEnd` it closes itself a moment after the end.
    init(
        controller: ReplayController, engine: SwitchYardEngine, target: RenderTarget, viewSize: Size,
        exitsAtEnd: Bool
    ) {
        self.controller = controller
        self.engine = engine
        self.exitsAtEnd = exitsAtEnd
        presenter = FramePresenter(engine: engine, target: target, damaged: false)
        let overlay = Scene(size: target.pointSize)
        overlay.root.isInteractive = false
        timeline = ReplayTimeline(resources: engine.resources)
        timeline.frame = Rect(x: 0, y: viewSize.height, width: viewSize.width, height: ReplayTimeline.height)
        overlay.root.addChild(timeline)
        pointers.frame = Rect(origin: .zero, size: viewSize)
        overlay.root.addChild(pointers)
        engine.sharedScenes = [overlay]
        engine.overlays = [overlay]
        // The scene keeps the recording's density, which its checks were hashed at; the display has its own.
        engine.drawingDensity = target.pixelDensity
    }

    var isRunning: Bool { !quit && !QuitSignal.requested }

    func handle(_ event: SDLEvent) {
        sawEvent = true
        if input.handle(event, controller: controller, timeline: timeline) == .quit { quit = true }
    }

    func frame(_ number: Int) -> Bool {
        defer { sawEvent = false }
        // A drag seeks once per frame, to where the mouse is now: a seek back is a re-run.
        if let fraction = input.takeSeek() { controller.seek(to: controller.tick(atFraction: fraction)) }
        let ticks = clock.ticksElapsed()
        controller.elapse(realTicks: playing ? ticks : 0)
        playing = !controller.isPaused && !controller.isFinished
        timeline.show(
            tick: controller.currentTick, end: controller.endTick, checkpoints: controller.checkpoints,
            cueTicks: controller.cueTicks, status: Self.status(controller))
        pointers.show(Array(controller.player.pointers.values))
        closeIfEnded()
        let screenshot = input.takeScreenshot()
        // Paused or at the end with nothing happening, the window draws nothing (as the playground).
        guard sawEvent || screenshot || controller.currentTick != drawnTick || engine.needsDisplay else {
            return false
        }
        let drawn = presenter.draw()
        if screenshot { saveScreenshot(tick: controller.currentTick) }
        presenter.show(drawn)
        drawnTick = controller.currentTick
        return true
    }

    /// Playing, or at the end waiting to close by itself: frames keep coming.
    var wantsFrames: Bool { playing || (exitsAtEnd && controller.isFinished) }

    /// With `--exit-at-end`, closes the window three quarters of a second after the end was reached.
    private func closeIfEnded() {
        guard exitsAtEnd, controller.isFinished else { return }
        let now = clock.now()
        if let finishedAt, now - finishedAt > 0.75 { quit = true }
        if finishedAt == nil { finishedAt = now }
    }

    /// P: the window as it is now, to `switchyard-replay-<time>-tick<N>.png` in the current folder.
    private func saveScreenshot(tick: Int) {
        let path = "switchyard-replay-\(Timestamp.now())-tick\(tick).png"
        do {
            try engine.renderer.saveScreenshot(to: path)
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
