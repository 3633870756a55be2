import Foundation
import JSONKit
import SDLKit
import Scenarios
import SceneGraph
import Themes

/// Plays scenarios against a real gallery: the theme the header names, real text metrics from SDL_ttf,
/// the scene clock stepped tick by tick. Used headless and by the window's replay.
final class GalleryHost: ScenarioHost {
    let resources: SDLResources
    private let scenarioFile: String
    private let language: String?
    private let strict: Bool
    private(set) var gallery: Gallery
    private var session: ThemeSession?
    private let callbacks = CallbackRecorder()
    private var list = DrawList()
    /// Warnings met while setting up (a theme whose hash changed), for the caller to print.
    private(set) var warnings: [String] = []
    /// When set, the host keeps this size instead of the recorded one (a window replay).
    private let fixedSize: Size?

    init(resources: SDLResources, scenarioFile: String, language: String?, strict: Bool, fixedSize: Size? = nil) {
        self.resources = resources
        self.scenarioFile = scenarioFile
        self.language = language
        self.strict = strict
        self.fixedSize = fixedSize
        gallery = Gallery(size: fixedSize ?? Size(width: 1280, height: 800), resources: resources)
    }

    var viewSize: Size { gallery.scene.size }

    func reset(to header: ScenarioHeader) throws {
        let themePath = ScenarioPaths.themePath(header.theme.path, scenarioFile: scenarioFile)
        let session = ThemeSession(path: themePath, language: language, resources: resources, watch: false) {}
        guard let bytes = try? BoundedFile.read(session.path, limit: ThemeLimits.maxThemeBytes).get() else {
            throw RuntimeError("\(themePath): cannot read the scenario's theme")
        }
        if let mismatch = ScenarioValidator.themeMismatch(
            header: header, themeBytes: bytes, file: scenarioFile, strict: strict)
        {
            if mismatch.severity == .error { throw RuntimeError(mismatch.description) }
            warnings.append(mismatch.description)
        }
        guard case .loaded(let theme) = session.apply(bytes: bytes) else {
            throw RuntimeError("\(themePath): the scenario's theme does not load (run switchyard validate on it)")
        }
        self.session = session
        resources.density = header.pixelDensity
        gallery = Gallery(size: fixedSize ?? header.windowPoints, resources: resources)
        gallery.scene.pixelDensity = header.pixelDensity
        gallery.apply(theme, resetStates: true)
        for node in gallery.switches {
            if let initial = header.initial[node.id] {
                node.setOn(initial.isOn, animated: false)
                node.isEnabled = initial.isEnabled
            }
        }
        let callbacks = self.callbacks
        gallery.onStateChanged = { callbacks.state($0, $1) }
        gallery.onValueChanged = { callbacks.value($0, $1) }
        _ = callbacks.take()
    }

    func apply(_ event: ScenarioEvent) {
        switch event {
        case .input(let input):
            gallery.scene.handle(input)
        case .resize(let size, let density):
            if fixedSize == nil { gallery.resize(to: size) }
            gallery.scene.pixelDensity = density
        case .themeReload:
            reloadTheme()
        }
    }

    private func reloadTheme() {
        guard let session, let bytes = try? BoundedFile.read(session.path, limit: ThemeLimits.maxThemeBytes).get()
        else { return }
        if case .loaded(let theme) = session.apply(bytes: [UInt8](bytes)) {
            gallery.apply(theme, resetStates: false)
        }
    }

    func step(toTick tick: Int) {
        gallery.scene.advance(to: ScenarioHeader.time(atTick: tick))
    }

    func snapshot() -> ScenarioSnapshot {
        gallery.snapshot(callbacks: callbacks.take(), resources: StableResourceKeys(resources: resources), list: &list)
    }
}
