import Foundation
import SDLKit
import Scenarios
import SceneGraph

/// A seeded headless soak: the gallery of every shipped theme with real SDL resources on a software
/// surface, fed `SoakInput` for many frames, with theme changes and reloads, checking `SoakChecker`'s
/// invariants after every event and frame and sampling memory and texture counts.
final class SoakRun {
    let options: SoakOptions
    private let target: RenderTarget
    private let resources: SDLResources
    private let player: DrawListPlayer
    private let themes: ThemeSession
    private let gallery: Gallery
    private let checker = SoakChecker()
    private var input: SoakInput
    private var list = DrawList()
    private(set) var samples: [SoakSample] = []
    private(set) var events = 0
    private(set) var themeLoads = 0
    private var density = 1.0

    init(options: SoakOptions) throws {
        self.options = options
        target = try RenderTarget(headless: options.size, density: 1)
        resources = try SDLResources(renderer: target.renderer)
        player = DrawListPlayer(renderer: target.renderer, resources: resources)
        gallery = Gallery(size: options.size, resources: resources)
        themes = ThemeSession(
            path: try options.themePath ?? ThemeSession.defaultThemePath(), language: "de", resources: resources,
            watch: false
        ) {}
        input = SoakInput(seed: options.seed)
        gallery.onStateChanged = { [checker] in checker.stateChanged($0, $1) }
        gallery.onValueChanged = { [checker] in checker.valueChanged($0, $1) }
    }

    /// Runs every frame; `progress` gets each sample as it is taken.
    func run(progress: (SoakSample) -> Void = { _ in }) throws -> SoakReport {
        try load(themes.start(), cold: true)
        for frame in 1...max(1, options.frames) {
            checker.frame = frame
            if frame % max(1, options.themeEvery) == 0 {
                let cold = (frame / max(1, options.themeEvery)) % 2 == 1
                try load(cold ? themes.next() : themes.apply(bytes: themes.contents), cold: cold)
            }
            let targets = gallery.switches.map(\.sceneFrame)
            for action in input.actions(targets: targets, windowSize: gallery.scene.size) { perform(action) }
            gallery.scene.advance(to: ScenarioHeader.time(atTick: frame))
            checker.checkFrame(gallery.switches, captured: gallery.scene.router.capturedPointers)
            if gallery.scene.needsDisplay || frame % max(1, options.drawEvery) == 0 {
                gallery.buildDrawList(into: &list)
                checker.checkDrawList(list)
                if frame % max(1, options.drawEvery) == 0 {
                    try target.renderer.clear(gallery.background)
                    try player.play(list, density: density)
                }
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

    private func load(_ outcome: ThemeSession.Outcome?, cold: Bool) throws {
        switch outcome {
        case .loaded(let theme):
            gallery.apply(theme, resetStates: cold)
            resources.releaseUnusedText()
            checker.resync(gallery.switches)
            themeLoads += 1
        case .failed(let message):
            throw RuntimeError("a shipped theme failed to load: \(message)")
        case nil:
            throw RuntimeError("no theme files next to \(themes.path)")
        }
    }

    private func perform(_ action: SoakAction) {
        events += 1
        switch action {
        case .input(let event):
            checker.beginEvent(gallery.switches)
            gallery.scene.handle(event)
            checker.endEvent(gallery.switches, event)
        case .resize(let size, let newDensity):
            density = newDensity
            resources.density = newDensity
            gallery.scene.pixelDensity = newDensity
            gallery.resize(to: size)
        }
    }

    private func sample(frame: Int) -> SoakSample {
        SoakSample(
            frame: frame, residentBytes: SoakSample.residentBytesNow(), textures: resources.liveTextureCount,
            images: resources.imageCount, texts: resources.internedTextCount)
    }
}
