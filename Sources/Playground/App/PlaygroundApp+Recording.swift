import Foundation
import SDLKit
import Scenarios
import SceneGraph
import SwitchYardKit
import Themes

extension PlaygroundApp {
    // MARK: Recording

    /// Starts the gallery over (a recording's header must describe the scene exactly, so its ticks replay
    /// bit-for-bit) and opens the recording; false, with the error shown, when the file is refused
    /// (`RecordingRefusal`). Any other failure is shown and logged, and the window runs on without recording.
    @discardableResult
    func startRecording(to path: String, replacing: Bool) -> Bool {
        // The recording starts with the gallery where a replay puts it; the panels get their room back at stop.
        engine.galleryArea = nil
        do {
            try driver.startRecording(checkpointSeconds: options.checkpointSeconds) {
                logLayout()
                return try RecordingSession(path: path, header: header(recordingTo: path), replacing: replacing)
            }
            hud.setRecording(true)
            toast("recording to \(Self.located(path))")
            eventLog?.recording(tick: tick, started: true, file: path)
            hud.logPanel.note(time: now(), "recording started")
            return true
        } catch {
            Diagnostics.error(error)
            hud.showError("recording failed: \(error)")
            eventLog?.recording(tick: tick, started: false, file: path, error: "\(error)")
            syncGalleryArea()
            return !(error is RecordingRefusal)
        }
    }

    /// The header of a recording into `path` starting now: the window, the theme, every switch's state.
    func header(recordingTo path: String) -> ScenarioHeader {
        var initial: [String: ScenarioInitialState] = [:]
        for node in engine.switches {
            initial[node.id] = ScenarioInitialState(isOn: node.isOn, isEnabled: node.isEnabled)
        }
        let pixels = PixelSize(
            width: Int((target.pointSize.width * target.pixelDensity).rounded()),
            height: Int((target.pointSize.height * target.pixelDensity).rounded()))
        return ScenarioHeader(
            windowPoints: target.pointSize, windowPixels: pixels,
            theme: ScenarioThemeReference(
                path: ScenarioPaths.headerPath(forTheme: engine.themes.path, scenarioFile: path),
                sha256: SHA256.hexDigest(engine.themes.contents)),
            initial: initial)
    }

    func stopRecording() {
        guard let session = driver.stopRecording() else { return }
        // Only now, with the last frame hashed where a replay puts the gallery, do the panels take their room.
        syncGalleryArea()
        hud.setRecording(false)
        hud.logPanel.note(time: now(), "recording stopped")
        toast("recorded \(Self.located(session.path))")
        eventLog?.recording(tick: tick, started: false, file: session.path, error: session.failure)
        Diagnostics.raw("switchyard: recorded \(session.path) (replay it with: switchyard replay \(session.path))")
        if options.keepsSnapshots, session.failure == nil {
            Diagnostics.raw(ReplayCommand.keepSnapshots(of: session.path, language: options.language))
        }
    }

    /// Stops a recording whose file can no longer be written, keeping the window running.
    func checkRecording() {
        guard let failed = driver.takeFailedRecording() else { return }
        hud.setRecording(false)
        hud.logPanel.note(time: now(), "recording stopped: write failed")
        hud.showError(failed.failure)
        syncGalleryArea()
        eventLog?.recording(tick: tick, started: false, file: failed.session.path, error: failed.failure)
        Diagnostics.error(failed.failure)
    }
}
