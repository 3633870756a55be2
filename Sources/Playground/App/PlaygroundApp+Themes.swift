import Foundation
import SDLKit
import Scenarios
import SceneGraph
import SwitchYardKit
import Themes

extension PlaygroundApp {
    // MARK: Themes

    func engineThemeChanges() {
        guard let outcome = engine.reloadThemeIfChanged() else { return }
        themeChanged(outcome)
    }

    func themeChanged(_ outcome: ThemeOutcome) {
        switch outcome {
        case .loaded(let theme):
            feedback.load(theme)
            hud.showErrors([])
            hud.showTheme(theme, file: Self.fileName(engine.themes.path))
            syncGalleryArea()
            showTitle(of: theme)
            eventLog?.reload(tick: tick, path: engine.themes.path, error: nil)
            if let recording = driver.recording {
                let path = ScenarioPaths.headerPath(forTheme: engine.themes.path, scenarioFile: recording.path)
                let reference = ScenarioThemeReference(path: path, sha256: SHA256.hexDigest(engine.themes.contents))
                driver.record(.themeReload(reference))
            }
            checkRecording()
            logLayout()
            inspector.themeReloaded()
        case .failed(let problems):
            let first = problems[0].description
            inspector.themeReloaded(failure: first)
            hud.showErrors(problems.map(\.description))
            syncGalleryArea()
            eventLog?.reload(tick: tick, path: engine.themes.path, error: first)
            for problem in problems { Diagnostics.error(problem) }
        }
    }

    // MARK: Callbacks

    /// The engine's notices as the `--log` file's lines and the log panel's rows (cues in the file only).
    func noticed(_ notice: EngineNotice) {
        switch notice {
        case .stateChanged(let node, let state):
            eventLog?.state(tick: tick, id: node.id, state: state, on: node.isOn)
            hud.logPanel.append(time: now(), switchID: node.id, what: state.rawValue, on: node.isOn)
        case .valueChanged(let node, let on):
            eventLog?.value(tick: tick, id: node.id, on: on)
            hud.logPanel.append(time: now(), switchID: node.id, what: "value changed", on: on)
        case .owner(let event):
            eventLog?.owner(tick: tick, event: event)
            switch event {
            case .decided(let id, let requested, let answer):
                hud.logPanel.append(time: now(), switchID: id, what: "asks, \(answer.rawValue)", on: requested)
            case .resolved(let id, let on):
                hud.logPanel.append(time: now(), switchID: id, what: "resolved", on: on)
            }
        case .input:
            break
        case .cue(let node, let cue):
            eventLog?.cue(tick: tick, id: node.id, cue: cue)
            feedback.play(cue, of: node)
        }
    }

    func logLayout() {
        eventLog?.layout(tick: tick, size: target.pointSize, switches: engine.layout)
    }
}
