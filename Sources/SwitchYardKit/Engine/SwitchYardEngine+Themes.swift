import SDLKit
import SceneGraph
import Themes

extension SwitchYardEngine {
    // MARK: Themes

    /// Loads the theme file as it is now and shows it as a cold start: gallery switches take the theme's
    /// values. On failure nothing changes and the message says where the file is wrong.
    @discardableResult
    public func loadTheme() -> ThemeOutcome {
        show(themes.start(), cold: true)
    }

    /// Moves to the theme at `path` (watched from now on, when the engine watches) and shows it; from
    /// `contents` when the caller already read the file. By default a cold start: gallery switches take the
    /// new theme's values. With `keepingStates` every switch is restyled in place as a reload does (value,
    /// gesture and animation kept; a gallery switch the old theme did not have takes the new theme's value),
    /// which is how a replay plays a recorded reload that names another theme file.
    @discardableResult
    public func openTheme(_ path: String, contents: [UInt8]? = nil, keepingStates: Bool = false) -> ThemeOutcome {
        show(themes.open(path, contents: contents), cold: !keepingStates)
    }

    /// Moves to the next theme file in the theme's folder (the playground's T key); nil when there is none.
    /// A cold start unless `keepingStates` (then every switch whose id survives keeps its value, as a reload).
    package func openNextTheme(keepingStates: Bool = false) -> ThemeOutcome? {
        themes.next().map { show($0, cold: !keepingStates) }
    }

    /// Reads the theme file now and restyles every switch in place (states kept).
    @discardableResult
    public func reloadTheme() -> ThemeOutcome {
        show(themes.reread(), cold: false)
    }

    /// Decodes `bytes` as the theme file's content and restyles every switch in place (states kept).
    @discardableResult
    public func reloadTheme(contents bytes: [UInt8]) -> ThemeOutcome {
        show(themes.decode(bytes), cold: false)
    }

    /// Shows `bytes` as the theme with states kept, reusing the current theme's loaded images: a preview
    /// of an edited value, cheap enough for every frame of a drag. The file is not read or written; the
    /// next reload from the file replaces it.
    @discardableResult
    package func previewTheme(contents bytes: [UInt8]) -> ThemeOutcome {
        show(themes.preview(bytes), cold: false)
    }

    /// The change the theme watcher has pending, shown with states kept; nil when nothing changed. Call it
    /// once per frame.
    public func reloadThemeIfChanged() -> ThemeOutcome? {
        themes.poll().map { show($0, cold: false) }
    }

    func show(_ outcome: ThemeOutcome, cold: Bool) -> ThemeOutcome {
        defer { releaseUnusedResources() }
        guard case .loaded(let theme) = outcome else { return outcome }
        background = theme.background
        if cold { policies = ThemeOwner() }
        gallery?.show(theme, resetStates: cold)
        for item in placed {
            guard let name = item.styleName, var look = theme.styles[name] else { continue }
            if let size = item.size { look.size = size }
            item.node.style = look
        }
        scene.setNeedsDisplay()
        return outcome
    }

    // MARK: Resources

    /// Frees every text run and image that neither the scene, the shared scenes nor the current theme
    /// holds. The engine does it after every theme change and whenever many text runs were interned since
    /// the last time (text that keeps changing, such as a log), so memory stays bounded.
    package func releaseUnusedResources() {
        var use = ResourceUse()
        scene.collectResources(into: &use)
        for shared in sharedScenes { shared.collectResources(into: &use) }
        themes.collectResources(into: &use)
        resources.release(except: use)
    }

    /// Releases when the interned text has grown well past what the last release kept.
    func releaseIfTextPiledUp() {
        if resources.internedTextCount > 2 * resources.textsAtLastRelease + Self.textReleaseSlack {
            releaseUnusedResources()
        }
    }

    /// How many more text runs than twice the last release's count may pile up before the next release.
    static let textReleaseSlack = 256

    /// Starts the scene over as a replay does: a fresh scene with its clock at zero, every switch at rest in
    /// the state it has now (or the state `states` gives its id), nothing held, focused or scrolled. Switch
    /// nodes are made anew: look them up again by id. Called from a callback while the engine handles input
    /// or advances, the restart waits until that call returns.
    package func restart(states: [String: SwitchRestState]? = nil) {
        if dispatchDepth > 0 {
            deferred.append { [weak self] in self?.restart(states: states) }
            return
        }
        let kept = Dictionary(
            switches.map { ($0.id, SwitchRestState(isOn: $0.isOn, isEnabled: $0.isEnabled)) },
            uniquingKeysWith: { first, _ in first })
        let fresh = Scene(size: scene.size)
        fresh.pixelDensity = pixelDensity
        fresh.reducesMotion = reducesMotion
        fresh.tabWraps = tabWraps
        scene = fresh
        policies = ThemeOwner()
        let oldPlaced = placed
        placed = PlacedSwitches()
        if gallery != nil {
            let gallery = makeGallery(in: fresh)
            self.gallery = gallery
            if let theme = themes.theme { gallery.show(theme, resetStates: true) }
        }
        for item in oldPlaced {
            let node = SwitchNode(id: item.node.id, style: item.node.style, resources: resources)
            node.frame = item.node.frame
            observe(node)
            fresh.root.addChild(node)
            placed.append(PlacedSwitch(node: node, styleName: item.styleName, size: item.size))
        }
        isRestarting = true
        defer { isRestarting = false }
        for node in switches {
            guard let state = states?[node.id] ?? kept[node.id] else { continue }
            node.setOn(state.isOn, animated: false)
            node.isEnabled = state.isEnabled
        }
    }
}
