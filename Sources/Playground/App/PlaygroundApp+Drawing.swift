import Foundation
import JSONKit
import SDLKit
import Scenarios
import SceneGraph
import SwitchYardKit
import Themes

extension PlaygroundApp {
    // MARK: Drawing

    /// Draws and presents when the gallery or the HUD changed (or a screenshot is due); true when it drew.
    func drawIfNeeded() -> Bool {
        inspector.shiftHeld = pump.isShiftHeld
        inspector.flush()
        syncGalleryArea()
        logPanelsIfChanged()
        hud.refreshBar()
        guard engine.needsDisplay || screenshotRequested else { return false }
        let start = clock.now()
        let drawn = presenter.draw()
        hud.frameGraph.record(milliseconds: (clock.now() - start) * 1000)
        if screenshotRequested {
            screenshotRequested = false
            // Two screenshots in one second get their own names (-2, -3...), never one over the other.
            let path = RecordingSession.freePath("switchyard-\(Timestamp.now()).png")
            do {
                try target.renderer.saveScreenshot(to: path)
                eventLog?.note(tick: tick, event: "screenshot", detail: path)
                toast("saved \(Self.located(path))")
                Diagnostics.raw("switchyard: saved screenshot \(Self.absolute(path))")
            } catch {
                hud.showError("screenshot failed: \(error)")
            }
        }
        presenter.show(drawn)
        if startup.presented == nil {
            startup.presented = StartupTimes.now()
            if let summary = startup.summary { eventLog?.note(tick: tick, event: "first-frame", detail: summary) }
            // What the first frame need not wait for comes after it.
            feedback.openDevice()
            inspector.readTheme()
        }
        return true
    }

    /// `path` for a toast: the file's name, then its folder ("shot.png in /home/me"), so in a narrow window,
    /// where the toast wraps between words, the name shows whole even when a long folder is cut.
    static func located(_ path: String) -> String {
        let full = absolute(path)
        return "\(FilePaths.lastComponent(full)) in \(FilePaths.parent(full))"
    }

    /// `path` as the user can find it: relative paths are in the current folder.
    static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }
}
