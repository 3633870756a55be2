import Foundation
import Playground
import SDLKit
import Scenarios
import SceneGraph
import SwitchYardKit

/// A seeded headless soak: the gallery of every shipped theme with real SDL resources on a software
/// surface, fed `SoakInput` for many frames, with theme changes and reloads, checking `SoakChecker`'s
/// invariants after every event and frame and sampling memory and texture counts.
final class SoakRun {
    let options: SoakOptions
    private let target: RenderTarget
    private let engine: SwitchYardEngine
    private let checker = SoakChecker()
    private var input: SoakInput
    private var list = DrawList()
    private(set) var samples: [SoakSample] = []
    private(set) var events = 0
    private(set) var themeLoads = 0

    init(options: SoakOptions) throws {
        self.options = options
        target = try RenderTarget(headless: options.size, density: 1)
        var engineOptions = SwitchYardEngine.Options(
            themePath: try options.themePath ?? ThemeSession.defaultThemePath(), size: options.size)
        engineOptions.language = "de"
        engineOptions.watchesTheme = false
        engineOptions.showsGallery = true
        engine = try SwitchYardEngine(renderer: target.renderer, options: engineOptions)
        input = SoakInput(seed: options.seed)
        engine.addObserver { [checker] notice in
            switch notice {
            case .stateChanged(let node, let state): checker.stateChanged(node, state)
            case .valueChanged(let node, let on): checker.valueChanged(node, on)
            case .owner, .input, .cue: break
            }
        }
    }

    /// Runs every frame; `progress` gets each sample as it is taken.
    func run(progress: (SoakSample) -> Void = { _ in }) throws -> SoakReport {
        try load(engine.loadTheme())
        for frame in 1...max(1, options.frames) {
            checker.frame = frame
            if frame % max(1, options.themeEvery) == 0 {
                let cold = (frame / max(1, options.themeEvery)) % 2 == 1
                try load(cold ? engine.openNextTheme() : engine.reloadTheme(contents: engine.themes.contents))
            }
            let targets = engine.switches.map(\.sceneFrame)
            for action in input.actions(targets: targets, windowSize: engine.size) { perform(action) }
            engine.advance(to: ScenarioHeader.time(atTick: frame))
            checker.checkFrame(engine.switches, captured: engine.scene.router.capturedPointers)
            if engine.needsDisplay || frame % max(1, options.drawEvery) == 0 {
                engine.buildDrawList(into: &list)
                checker.checkDrawList(list)
                if frame % max(1, options.drawEvery) == 0 { try engine.draw() }
            }
            if frame % max(1, options.sampleEvery) == 0 || frame == options.frames {
                let sample = sample(frame: frame)
                samples.append(sample)
                progress(sample)
            }
        }
        return SoakReport(
            options: options, events: events, themeLoads: themeLoads, stateChanges: checker.stateChanges,
            valueChanges: checker.valueChanges, violations: checker.violations,
            violationCount: checker.violationCount, samples: samples)
    }

    private func load(_ outcome: ThemeOutcome?) throws {
        switch outcome {
        case .loaded:
            checker.resync(engine.switches)
            themeLoads += 1
        case .failed(let problems):
            throw RuntimeError("a shipped theme failed to load: \(problems[0])")
        case nil:
            throw RuntimeError("no theme files next to \(engine.themes.path)")
        }
    }

    private func perform(_ action: SoakAction) {
        events += 1
        switch action {
        case .input(let event):
            checker.beginEvent(engine.switches)
            engine.handle(event)
            checker.endEvent(engine.switches, event)
        case .resize(let size, let density):
            engine.resize(to: size, pixelDensity: density)
        }
    }

    private func sample(frame: Int) -> SoakSample {
        SoakSample(
            frame: frame, residentBytes: SoakSample.residentBytesNow(), textures: engine.resources.liveTextureCount,
            images: engine.resources.imageCount, texts: engine.resources.internedTextCount)
    }
}
