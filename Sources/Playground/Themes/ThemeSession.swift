import Foundation
import JSONKit
import SDLKit
import SceneGraph
import Themes

/// The theme on screen and its files on disk: loads it, watches it, and hands the main loop a new theme
/// (or an error for the banner) between frames. A broken or missing file never replaces the last good
/// theme; the textures of a replaced theme are freed.
final class ThemeSession {
    /// What a load or reload came to.
    enum Outcome {
        case loaded(Theme)
        case failed(String)
    }

    private(set) var path: String
    let language: String?
    private let resources: SDLResources
    private let wake: @Sendable () -> Void
    private let watch: Bool
    private var watcher: ThemeWatcher?
    private(set) var theme: Theme?
    /// The bytes the current theme was decoded from (for the scenario header's SHA-256).
    private(set) var contents: [UInt8] = []
    private var images: Set<ImageHandle> = []

    /// A session for the theme at `path`; with `watch`, edits on disk are picked up (`wake` is called
    /// from the watcher's queue when a change is pending, to wake an idle loop).
    init(path: String, language: String?, resources: SDLResources, watch: Bool, wake: @escaping @Sendable () -> Void) {
        self.path = Self.absolute(path)
        self.language = language
        self.resources = resources
        self.watch = watch
        self.wake = wake
    }

    /// `path` made absolute and tidied (`//`, `.` and `..` removed), the one way the theme is named in
    /// errors, the banner and the watcher.
    static func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return (joined as NSString).standardizingPath
    }

    /// The theme shipped in the Assets folder.
    static func defaultThemePath() throws -> String {
        try Assets.locate() + "/themes/default.json"
    }

    /// Starts watching (when asked) and loads the file as it is now.
    func start() -> Outcome {
        startWatching()
        guard let bytes = try? BoundedFile.read(path, limit: ThemeLimits.maxThemeBytes).get() else {
            return .failed("\(path): cannot read the theme file")
        }
        return apply(bytes: bytes)
    }

    private func startWatching() {
        guard watch else { return }
        watcher?.stop()
        do {
            watcher = try ThemeWatcher(themeFile: path, notify: wake)
        } catch {
            watcher = nil
            Diagnostics.warn("\(path): live reload is off: \(error)")
        }
    }

    /// The change the watcher has pending, decoded; nil when nothing changed.
    func poll() -> Outcome? {
        guard let change = watcher?.takeChange() else { return nil }
        switch change {
        case .updated(let snapshot):
            return apply(bytes: snapshot.contents)
        case .missing(let missingPath, let reason):
            return .failed("\(missingPath): missing (\(reason)); showing the last good theme")
        }
    }

    /// Decodes `bytes`; on success the new theme replaces the old one and the old images are freed,
    /// on failure the new images are freed and the old theme stays.
    func apply(bytes: [UInt8]) -> Outcome {
        let resolver = SDLAssetResolver(resources: resources)
        switch ThemeLoader.load(contents: bytes, file: path, language: language, assets: resolver) {
        case .success(let theme):
            self.theme = theme
            contents = bytes
            images = resolver.loaded
            resources.releaseImages(keeping: images)
            watcher?.watch(dependencies: theme.sourceFiles)
            return .loaded(theme)
        case .failure(let errors):
            resources.releaseImages(keeping: images)
            watcher?.watch(dependencies: errors.sourceFiles)
            return .failed(errors.diagnostics.first.map(\.description) ?? "\(path): the theme is not valid")
        }
    }

    /// Switches to the next theme file (by name) in the current theme's folder, wrapping around.
    func next() -> Outcome? {
        let folder = (path as NSString).deletingLastPathComponent
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }
            .sorted()
        guard !names.isEmpty else { return nil }
        let current = (path as NSString).lastPathComponent
        let index = names.firstIndex(of: current).map { ($0 + 1) % names.count } ?? 0
        path = folder + "/" + names[index]
        return start()
    }
}
