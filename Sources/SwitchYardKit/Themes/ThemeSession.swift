import JSONKit
import SDLKit
import SceneGraph
import Themes

/// What loading or reloading a theme came to: the theme now on screen, or the problems that left the last
/// good theme in place.
public enum ThemeOutcome: Sendable {
    /// The theme loaded and is on screen.
    case loaded(Theme)
    /// The theme did not load: every problem found, in file order, at least one; each with its file, line,
    /// column, key path and message, and shown as one line `file:line:col: error: key.path: message`
    /// (`Diagnostic.description`). A file that cannot be read is one problem at `file:1:1`.
    case failed([Diagnostic])
}

/// The theme on screen and its files on disk: loads it, watches it, and hands the engine a new theme (or an
/// error) between frames. A broken or missing file never replaces the last good theme; the images of a
/// replaced theme are freed.
package final class ThemeSession {
    /// The theme file, absolute and tidied.
    package private(set) var path: String
    /// The language whose string table labels use; nil for the theme's default.
    package let language: String?
    private let resources: SDLResources
    private let wake: @Sendable () -> Void
    private let watch: Bool
    private let reload: LiveReload
    private var watcher: ThemeWatcher?
    /// The last theme that loaded.
    package private(set) var theme: Theme?
    /// The bytes the current theme was decoded from (for the scenario header's SHA-256).
    package private(set) var contents: [UInt8] = []
    /// What is wrong with live reload, when something is: it polls because kernel file events could not be
    /// had (`"…/theme.json: live reload polls every 250 ms: inotify unavailable: …"`), or it is off because
    /// no file descriptor was free for it (`"…: live reload is off: no file descriptor is free …"`); nil while
    /// it works as asked, or was not asked.
    package private(set) var watchFailure: String?
    private var images: Set<ImageHandle> = []
    /// The bytes of a theme given in memory, decoded again by every reread; nil for a theme file.
    private var memory: [UInt8]?

    /// A session for the theme at `path`; with `watch`, edits on disk are picked up, noticed as `reload`
    /// says (`wake` is called from the watcher's thread when a change is pending, to wake an idle loop).
    package init(
        path: String, language: String?, resources: SDLResources, watch: Bool, reload: LiveReload = .automatic,
        wake: @escaping @Sendable () -> Void = { EventPump.postWake() }
    ) {
        self.path = Self.absolute(path)
        self.language = language
        self.resources = resources
        self.watch = watch
        self.reload = reload
        self.wake = wake
        memory = nil
    }

    /// A session for a theme given in memory as `contents` (a host's packed assets): `name` stands for its
    /// path, as given, in messages (`name:line:col: error: ...`), and its folder anchors the files the theme
    /// names. The theme itself is never read from disk or watched; a reread decodes `contents` again.
    package init(named name: String, contents: [UInt8], language: String?, resources: SDLResources) {
        path = name
        self.language = language
        self.resources = resources
        watch = false
        reload = .automatic
        wake = {}
        memory = contents
    }

    /// `path` made absolute and tidied (`//`, `.` and `..` removed, as a shell's `cd` does), the one way the
    /// theme is named in errors, the banner and the watcher. Symbolic links are not resolved: a theme that
    /// is a link stays that link, so the watcher follows it when it is retargeted.
    package static func absolute(_ path: String) -> String {
        FilePaths.tidy(path)
    }

    /// The theme shipped in the Assets folder.
    package static func defaultThemePath() throws -> String {
        try Assets.locate() + "/themes/default.json"
    }

    /// Starts watching (when asked) and loads the file as it is now.
    package func start() -> ThemeOutcome {
        startWatching()
        return reread()
    }

    /// Loads the file as it is now, without waiting for the watcher (a theme given in memory: decodes it again).
    package func reread() -> ThemeOutcome {
        if let memory { return decode(memory) }
        switch BoundedFile.read(path, limit: ThemeLimits.maxThemeBytes) {
        case .success(let bytes): return decode(bytes)
        case .failure(let error): return .failed([ThemeLoader.unreadable(path, because: "\(error)")])
        }
    }

    /// Moves the session to the theme at `path` (watched instead of the old one) and loads it, from
    /// `contents` when the caller already read the file. On failure the last good theme stays, and the
    /// session keeps watching the new path for a fix.
    package func open(_ path: String, contents: [UInt8]? = nil) -> ThemeOutcome {
        self.path = Self.absolute(path)
        memory = nil
        guard let contents else { return start() }
        startWatching()
        return decode(contents)
    }

    private func startWatching() {
        guard watch else { return }
        watcher?.stop()
        if let problem = DescriptorProbe.problem() {
            watcher = nil
            watchFailure = "\(path): live reload is off: \(problem)"
            return
        }
        let watcher = ThemeWatcher(themeFile: path, reload: reload, notify: wake)
        self.watcher = watcher
        watchFailure = watcher.notice.map { "\(path): \($0)" }
    }

    /// The change the watcher has pending, decoded; nil when nothing changed.
    package func poll() -> ThemeOutcome? {
        guard let change = watcher?.takeChange() else { return nil }
        switch change {
        case .updated(let snapshot):
            return decode(snapshot.contents)
        case .missing(let missingPath, let reason):
            return .failed([
                ThemeLoader.unreadable(missingPath, because: "missing (\(reason)); showing the last good theme")
            ])
        case .unreadable(let unreadablePath, let reason):
            return .failed([ThemeLoader.unreadable(unreadablePath, because: "\(reason); showing the last good theme")])
        }
    }

    /// Decodes `bytes`; on success the new theme replaces the old one, on failure the old theme stays. The
    /// images the losing side loaded are freed by the owner's next `SDLResources.release(except:)`.
    package func decode(_ bytes: [UInt8]) -> ThemeOutcome {
        decode(bytes, resolver: SDLAssetResolver(resources: resources))
    }

    /// Decodes `bytes` as `decode` does, but takes the current theme's images as they are loaded instead
    /// of reading them again: for a preview of an edit of the theme's values (the inspector's drag), many
    /// times a second. A changed image file is read by the next `decode`.
    package func preview(_ bytes: [UInt8]) -> ThemeOutcome {
        var reusable: [String: ImageHandle] = [:]
        for handle in images {
            if let path = resources.image(for: handle)?.path { reusable[path] = handle }
        }
        return decode(bytes, resolver: SDLAssetResolver(resources: resources, reusing: reusable))
    }

    private func decode(_ bytes: [UInt8], resolver: SDLAssetResolver) -> ThemeOutcome {
        // The watcher reads one byte past the limit; the file itself says how large it really is.
        if bytes.count > ThemeLimits.maxThemeBytes {
            guard memory == nil else {
                return .failed([
                    Diagnostic(
                        file: path, line: 1, column: 1,
                        message:
                            "the theme is \(bytes.count) bytes, more than the limit of \(ThemeLimits.maxThemeBytes)")
                ])
            }
            return reread()
        }
        switch ThemeLoader.load(contents: bytes, file: path, language: language, assets: resolver) {
        case .success(let theme):
            self.theme = theme
            contents = bytes
            images = resolver.loaded
            watcher?.watch(dependencies: theme.sourceFiles)
            return .loaded(theme)
        case .failure(let errors):
            watcher?.watch(dependencies: errors.sourceFiles)
            let invalid = Diagnostic(file: path, line: 1, column: 1, message: "the theme is not valid")
            return .failed(errors.diagnostics.isEmpty ? [invalid] : errors.diagnostics)
        }
    }

    /// Adds the images of the current theme: they stay loaded while it is current, used or not.
    package func collectResources(into use: inout ResourceUse) {
        for image in images { use.insert(image) }
    }

    /// Switches to the next theme file (by name) in the current theme's folder, wrapping around.
    package func next() -> ThemeOutcome? {
        let folder = FilePaths.parent(path)
        let names = ((try? Folders.names(in: folder)) ?? [])
            .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }
            .sorted()
        guard !names.isEmpty else { return nil }
        let current = FilePaths.lastComponent(path)
        let index = names.firstIndex(of: current).map { ($0 + 1) % names.count } ?? 0
        return open(folder + "/" + names[index])
    }
}
