import SDLKit
import SceneGraph
import Themes

/// SwitchYard's engine: a scene of themed switches with its theme session, drawn by SDLKit into a renderer.
/// One way each to load and reload the theme, restart keeping states, feed input, advance time and draw.
/// The playground window, replays, the soak, the bench and host programs that embed SwitchYard all drive it.
///
/// Switches come from two places: the theme's gallery (a scrolling grid with captions, what the playground
/// shows) when `Options.showsGallery` is set, and switches a host places itself with `addSwitch`. A theme
/// reload restyles both in place, keeping each switch's value, gesture and animation. Use it on the thread
/// that owns the renderer (SDL's rule: the main thread).
public final class SwitchYardEngine {
    /// How an engine starts.
    public struct Options: Sendable {
        /// The theme file.
        public var themePath: String
        /// The string table labels use; nil for the theme's default.
        public var language: String?
        /// Watch the theme and the files it names, and reload when they change.
        public var watchesTheme = true
        /// How a watched theme's changes are noticed: kernel file events falling back to polling
        /// (`.automatic`), or polling only.
        public var liveReload = LiveReload.automatic
        /// Show the theme's gallery of switches (the playground's grid with captions).
        public var showsGallery = false
        /// The drawing area in points: the window's size, or the host's coordinate space.
        public var size: Size
        /// Output pixels per point (before any scale a host renderer applies itself).
        public var pixelDensity = 1.0

        /// Options for the theme at `themePath` and a drawing area of `size` points; everything else default.
        public init(themePath: String, size: Size) {
            self.themePath = themePath
            self.size = size
        }
    }

    /// The renderer frames are drawn with (owned, or a host's borrowed one).
    public let renderer: Renderer
    /// Fonts, text and images, turned into textures for `renderer`.
    public let resources: SDLResources
    /// Plays draw lists into `renderer`; a playground draws its overlay with it too.
    public let player: DrawListPlayer
    /// The theme on screen and its files on disk.
    public let themes: ThemeSession
    /// The game controllers plugged in, opened and closed as they come and go, and what their input means.
    public let gamepads: Gamepads
    /// The switches' scene: hit-testing, focus, the scene clock.
    public private(set) var scene: Scene
    /// What `draw(clearing:)` clears SwitchYard's own renderer to: the theme's background once one loads.
    public var background = Color.white
    /// Output pixels per point.
    public private(set) var pixelDensity: Double
    /// Reduce motion (`Scene.reducesMotion`): thumbs jump and colours cross-fade; kept across `restart`.
    public var reducesMotion = false {
        didSet { scene.reducesMotion = reducesMotion }
    }
    /// Called for every state change of any switch (MMMSwitch's six states).
    public var onStateChanged: ((SwitchNode, SwitchState) -> Void)?
    /// Called once per user toggle (tap, drag, key) with the new value; never for `setOn`. For a change that
    /// went pending it fires when the owner completes it (inside `resolve(id:on:)`).
    public var onValueChanged: ((SwitchNode, Bool) -> Void)?
    /// The owner of every switch: asked with the value a user gesture or key would set, before it is set
    /// (docs/switch.md, "Owners"). While it is nil, gallery switches with a theme `decide` are answered by
    /// that policy on the scene clock, and every other change is allowed.
    public var shouldChange: ((SwitchNode, Bool) -> SwitchDecision)?
    /// Called after every answer an owner gave (the hook above or a theme policy) and every resolution
    /// through `resolve(id:on:)`, in the order they happened: what a recording writes as `decide` and
    /// `resolve` lines, and what the playground's log shows.
    public var onOwnerEvent: ((SwitchOwnerEvent) -> Void)?

    private var gallery: Gallery?
    private var placed: [PlacedSwitch] = []
    private var translator: InputTranslator
    private var list = DrawList()
    /// True while `restart` puts switches back into their states: a scene starting over fires no callbacks.
    private var isRestarting = false
    /// How deep the engine is in handling input or advancing (callbacks run inside).
    private var dispatchDepth = 0
    /// What callbacks asked for that must wait until the engine is out of `handle` or `advance`.
    private var deferred: [() -> Void] = []
    /// The theme's stand-in owners of gallery switches.
    private var policies = ThemeOwner()

    /// An engine drawing into `renderer` with `resources` (made for it when nil). Nothing is loaded until
    /// `loadTheme()`.
    public init(renderer: Renderer, resources: SDLResources? = nil, options: Options) throws {
        self.renderer = renderer
        self.resources = try resources ?? SDLResources(renderer: renderer)
        player = DrawListPlayer(renderer: renderer, resources: self.resources)
        gamepads = Gamepads(context: renderer.context)
        pixelDensity = Self.validDensity(options.pixelDensity)
        self.resources.density = pixelDensity
        themes = ThemeSession(
            path: options.themePath, language: options.language, resources: self.resources,
            watch: options.watchesTheme, reload: options.liveReload)
        scene = Scene(size: options.size)
        translator = InputTranslator(windowSize: options.size)
        scene.pixelDensity = pixelDensity
        if options.showsGallery { gallery = makeGallery(in: scene) }
    }

    // MARK: Switches

    /// Every switch: the gallery's in theme order, then the placed ones in the order they were added.
    public var switches: [SwitchNode] {
        (gallery?.switches ?? []) + placed.map(\.node)
    }

    /// The switch with `id`, if there is one.
    public func switchNode(id: String) -> SwitchNode? {
        gallery?.switchNode(id: id) ?? placed.first { $0.node.id == id }?.node
    }

    /// Places a switch of the theme's style `style` with its top-left at `origin` (its size is the style's),
    /// or stretched to `size` when given. Throws when no theme is loaded, the style does not exist, the id
    /// is taken, or the size is not positive.
    @discardableResult
    public func addSwitch(id: String, style: String, origin: Point, size: Size? = nil, isOn: Bool = false) throws
        -> SwitchNode
    {
        guard let theme = themes.theme else { throw EngineError.noTheme }
        guard var look = theme.styles[style] else {
            throw EngineError.unknownStyle(style, known: theme.styles.keys.sorted())
        }
        guard switchNode(id: id) == nil else { throw EngineError.duplicateID(id) }
        if let size {
            guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
                throw EngineError.invalidSize(size)
            }
            look.size = size
        }
        return try place(id: id, look: look, styleName: style, origin: origin, size: size, isOn: isOn)
    }

    /// Places a switch with a style made in code rather than taken from the theme (a reload leaves it as
    /// it is). Throws when the id is taken or the position is not finite.
    @discardableResult
    public func addSwitch(id: String, style: SwitchStyle, origin: Point, isOn: Bool = false) throws -> SwitchNode {
        guard switchNode(id: id) == nil else { throw EngineError.duplicateID(id) }
        return try place(id: id, look: style, styleName: nil, origin: origin, size: nil, isOn: isOn)
    }

    private func place(id: String, look: SwitchStyle, styleName: String?, origin: Point, size: Size?, isOn: Bool)
        throws -> SwitchNode
    {
        guard origin.x.isFinite, origin.y.isFinite else { throw EngineError.invalidOrigin(origin) }
        guard dispatchDepth == 0 else { throw EngineError.busy }
        let node = SwitchNode(id: id, style: look, resources: resources, isOn: isOn)
        node.frame = Rect(origin: origin, size: node.style.size)
        observe(node)
        scene.root.addChild(node)
        placed.append(PlacedSwitch(node: node, styleName: styleName, size: size))
        scene.setNeedsDisplay()
        return node
    }

    /// Removes a placed switch; false when there is none with `id` (gallery switches belong to the theme).
    @discardableResult
    /// Called from a callback while the engine handles input or advances, the removal waits until that
    /// call returns (true when the switch exists).
    public func removeSwitch(id: String) -> Bool {
        guard let index = placed.firstIndex(where: { $0.node.id == id }) else { return false }
        if dispatchDepth > 0 {
            deferred.append { [weak self] in self?.removeSwitch(id: id) }
            return true
        }
        let node = placed.remove(at: index).node
        scene.cancelPointers(heldBy: node)
        if scene.focusedNode === node { scene.setFocus(nil) }
        node.removeFromParent()
        scene.setNeedsDisplay()
        return true
    }

    // MARK: Owners

    /// Resolves switch `id`'s pending change: `on` equal to the value it asked for completes it (state, then
    /// `onValueChanged`), the other value rolls it back. Throws `noSwitch` when there is no such switch (it
    /// was removed) and `notPending` when it has nothing pending; nothing changes then.
    public func resolve(id: String, on: Bool) throws(EngineError) {
        guard let node = switchNode(id: id) else { throw EngineError.noSwitch(id) }
        guard dispatch({ node.resolve(on) }) else { throw EngineError.notPending(id) }
        onOwnerEvent?(.resolved(switchID: id, on: on))
    }

    /// Asks the host's hook, else the theme's policy for `node`; no owner allows without an event.
    private func decide(_ node: SwitchNode, _ on: Bool) -> SwitchDecision {
        let answer: SwitchDecision
        if let shouldChange {
            answer = shouldChange(node, on)
        } else if let policy = gallery?.policy(for: node.id) {
            answer = policies.decide(node.id, requested: on, policy: policy, at: scene.time)
        } else {
            return .allow
        }
        onOwnerEvent?(.decided(switchID: node.id, requested: on, answer))
        return answer
    }

    /// Carries out the theme policies' resolutions that are due at the scene's time, oldest first.
    private func resolveDuePolicies() {
        guard shouldChange == nil else { return }
        for due in policies.takeDue(at: scene.time) {
            try? resolve(id: due.id, on: due.on)
        }
    }

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
    public func openNextTheme(keepingStates: Bool = false) -> ThemeOutcome? {
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
    public func previewTheme(contents bytes: [UInt8]) -> ThemeOutcome {
        show(themes.preview(bytes), cold: false)
    }

    /// The change the theme watcher has pending, shown with states kept; nil when nothing changed. Call it
    /// once per frame.
    public func reloadThemeIfChanged() -> ThemeOutcome? {
        themes.poll().map { show($0, cold: false) }
    }

    private func show(_ outcome: ThemeOutcome, cold: Bool) -> ThemeOutcome {
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

    /// Other scenes drawn with this engine's resources (a playground's overlay): what their nodes hold is
    /// kept when the engine frees what nothing uses.
    public var sharedScenes: [Scene] = []

    /// Frees every text run and image that neither the scene, the shared scenes nor the current theme
    /// holds. The engine does it after every theme change and whenever many text runs were interned since
    /// the last time (text that keeps changing, such as a log), so memory stays bounded.
    public func releaseUnusedResources() {
        var use = ResourceUse()
        scene.collectResources(into: &use)
        for shared in sharedScenes { shared.collectResources(into: &use) }
        themes.collectResources(into: &use)
        resources.release(except: use)
    }

    /// Releases when the interned text has grown well past what the last release kept.
    private func releaseIfTextPiledUp() {
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
    public func restart(states: [String: SwitchRestState]? = nil) {
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
        scene = fresh
        policies = ThemeOwner()
        let oldPlaced = placed
        placed = []
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

    // MARK: Geometry

    /// The drawing area in points.
    public var size: Size { scene.size }

    /// Changes the drawing area and the pixel density (a resize, a move to another display).
    public func resize(to size: Size, pixelDensity density: Double) {
        pixelDensity = Self.validDensity(density)
        resources.density = pixelDensity
        scene.pixelDensity = pixelDensity
        scene.size = size
        translator.windowSize = size
        gallery?.frame = galleryFrame
        scene.setNeedsDisplay()
    }

    /// Where the gallery's grid lies in the scene: `galleryArea` when set, else `WindowLayout`'s gallery area
    /// (a wide window keeps a sidebar for the playground's panels; replays lay out by that rule).
    public var galleryFrame: Rect { galleryArea ?? WindowLayout(size: scene.size).gallery }

    /// The part of the scene a host gives the gallery instead of `WindowLayout`'s (the playground: the space
    /// its shown panels leave); nil for `WindowLayout`'s, which replays use. Setting it reflows the grid.
    public var galleryArea: Rect? {
        didSet {
            guard galleryArea != oldValue else { return }
            gallery?.frame = galleryFrame
            scene.setNeedsDisplay()
        }
    }

    /// The id of the gallery switch whose cell (the switch or its caption) lies under `point` in scene
    /// points; nil elsewhere. The playground opens the inspector on it.
    public func gallerySwitchID(at point: Point) -> String? {
        gallery?.switchID(at: point)
    }

    /// Every switch's frame in scene points with its value (the playground's layout log line).
    public var layout: [(id: String, frame: Rect, on: Bool)] {
        switches.map { ($0.id, $0.sceneFrame, $0.isOn) }
    }

    // MARK: Input and time

    /// Feeds one input event to the scene.
    public func handle(_ input: InputEvent) {
        dispatch { scene.handle(input) }
    }

    /// Runs `body` (which may fire callbacks) and then what callbacks deferred: a callback may remove a
    /// switch or restart, but not while the scene is still routing the event that called it.
    private func dispatch<Result>(_ body: () -> Result) -> Result {
        dispatchDepth += 1
        let result = body()
        dispatchDepth -= 1
        if dispatchDepth == 0, !deferred.isEmpty {
            let work = deferred
            deferred.removeAll()
            for item in work { item() }
        }
        return result
    }

    /// Feeds one SDL event a host program polled; true when SwitchYard consumed it, so the host should not
    /// act on it too: a press on a switch and the moves and release of a pointer a switch holds, a wheel
    /// turn over the gallery, a key a switch reacts to (Tab, Space, Enter, arrows) while one has focus or
    /// that gives one focus, a gamepad's D-pad, left stick, A, B and Back when they do something
    /// (docs/switch.md, Gamepad), and SwitchYard's own wake-up; other keys stay the host's. Window focus
    /// loss cancels held pointers; a renderer reset drops cached textures; an uncovered window is drawn whole
    /// next frame; none of these is consumed. Game controllers are opened as they are plugged in (the host
    /// sees those events too).
    public func handle(_ event: SDLEvent) -> Bool {
        if let inputs = gamepads.translate(event, at: scene.time) {
            for input in inputs { dispatch { scene.handle(input) } }
            return !inputs.isEmpty
        }
        guard let meaning = translator.translate(event) else { return false }
        switch meaning {
        case .input(let input):
            return dispatch { handleConsuming(input) }
        case .renderReset:
            player.invalidateTextures()
            scene.setNeedsDisplay()
            return false
        case .exposed:
            scene.setNeedsDisplay()
            return false
        case .wake:
            return true
        case .quit, .resized, .densityChanged:
            return false
        }
    }

    private func handleConsuming(_ input: InputEvent) -> Bool {
        switch input {
        case .pointerDown(let id, _, _), .pointerMove(let id, _), .pointerUp(let id, _, _):
            let heldBefore = scene.router.capturedPointers[id] != nil || scene.router.scrollingPointers[id] != nil
            scene.handle(input)
            let heldAfter = scene.router.capturedPointers[id] != nil || scene.router.scrollingPointers[id] != nil
            return heldBefore || heldAfter
        case .pointerCancel, .cancelAll:
            scene.handle(input)
            return false
        case .wheel:
            scene.handle(input)
            guard let point = scene.router.lastMouseLocation else { return false }
            return scene.scrollNode(at: point) != nil
        case .key:
            let focused = scene.focusedNode != nil
            scene.handle(input)
            return focused || scene.focusedNode != nil
        }
    }

    /// Moves keyboard focus to the nearest enabled switch in `direction` (docs/switch.md, Spatial focus),
    /// for a host that navigates its own menus and SwitchYard's switches with one set of controls. True
    /// when the focus moved; false when nothing lies that way (no wrapping), so the host may move its own
    /// focus instead. With nothing focused, the first switch in reading order takes the focus.
    @discardableResult
    public func moveFocus(_ direction: FocusDirection) -> Bool {
        let before = scene.focusedNode
        dispatch { scene.moveFocus(direction) }
        return scene.focusedNode !== before
    }

    /// Moves the scene clock to `seconds` (never backwards): a held gamepad direction repeats, animations
    /// step, held gestures update, pending changes time out, then the theme policies' resolutions that are
    /// due happen.
    public func advance(to seconds: Double) {
        dispatch {
            for input in gamepads.repeats(until: seconds) { scene.handle(input) }
            scene.advance(to: seconds)
        }
        resolveDuePolicies()
    }

    /// True while something animates: keep drawing frames.
    public var isAnimating: Bool { scene.isAnimating }

    /// True when the scene changed since it was last drawn.
    public var needsDisplay: Bool { scene.needsDisplay }

    // MARK: Drawing

    /// Builds the scene's draw list into `list`.
    public func buildDrawList(into list: inout DrawList) {
        scene.buildDrawList(into: &list)
    }

    /// Draws the switches. Into SwitchYard's own renderer: cleared to the theme's background first when
    /// `clearing`. Into a host's borrowed renderer: as a guest, over whatever the host drew, in its current
    /// target, viewport, clip and scale, never cleared or presented, every renderer state restored.
    public func draw(clearing: Bool = true) throws {
        releaseIfTextPiledUp()
        scene.buildDrawList(into: &list)
        if renderer.isBorrowed {
            try player.playAsGuest(list, density: pixelDensity)
        } else {
            if clearing { try renderer.clear(background) }
            try player.play(list, density: pixelDensity)
        }
    }

    /// Scenes drawn above the switches by `drawFrame(damaged:)`, first to last (a playground's HUD).
    public var overlays: [Scene] = [] {
        didSet { lists = Array(repeating: DrawList(), count: overlays.count + 1) }
    }
    /// The draw lists of `drawFrame(damaged:)`: the switches' scene's, then each overlay's.
    private var lists = [DrawList()]
    private var regions = DamageRegions(bounds: .zero, density: 1)

    /// Draws the switches and the overlays into SwitchYard's own renderer. With `damaged`, only what changed
    /// since the last frame this method drew is redrawn: the damage regions are cleared to the background
    /// and the commands touching them played, clipped to them, which gives exactly the pixels of a full
    /// frame. Only the nodes a region touches are built (docs/architecture.md, "Damage"). The target must
    /// still hold that last frame (a headless surface, a software window's surface, a kept texture).
    /// Returns the regions drawn (full for a full frame), so a window can show just those.
    @discardableResult
    public func drawFrame(damaged: Bool) throws -> DamageRegions {
        releaseIfTextPiledUp()
        regions.reset(bounds: Rect(origin: .zero, size: scene.size), density: pixelDensity)
        var whole = !damaged
        for index in 0...overlays.count where !scene(at: index).beginDamagedFrame(into: &regions) { whole = true }
        if !whole { whole = !buildDamagedLists() }
        if whole {
            regions.setFull()
            for index in 0...overlays.count { scene(at: index).buildRetainedDrawList(into: &lists[index]) }
        }
        for index in 0...overlays.count { scene(at: index).endDamagedFrame() }
        if regions.isFull {
            try renderer.clear(background)
            for index in 0...overlays.count {
                try player.play(lists[index], density: pixelDensity)
            }
        } else if !regions.isEmpty {
            try renderer.clear(background, regions: regions, density: pixelDensity)
            for index in 0...overlays.count {
                try player.play(lists[index], density: pixelDensity, regions: regions)
            }
        }
        return regions
    }

    /// Builds what the damage regions need of every scene, growing the regions until no scene draws outside
    /// them (a changed node that grew, an image a region would cut). False when that does not settle in a
    /// few passes or the regions reach a full frame: the frame is drawn whole instead.
    private func buildDamagedLists() -> Bool {
        for _ in 0..<Self.damagePasses {
            let before = regions
            for index in 0...overlays.count {
                scene(at: index).buildDamagedDrawList(into: &lists[index], regions: &regions)
            }
            for index in 0...overlays.count { player.coverImages(of: lists[index], in: &regions) }
            if regions.isFull { return false }
            if regions == before { return true }
        }
        return false
    }

    /// Passes of `buildDamagedLists` before a frame is drawn whole: one suffices unless a change moved.
    private static let damagePasses = 4

    /// The scene drawn `index`th: the switches' own, then the overlays.
    private func scene(at index: Int) -> Scene {
        index == 0 ? scene : overlays[index - 1]
    }

    // MARK: Helpers

    private func makeGallery(in scene: Scene) -> Gallery {
        let gallery = Gallery(scene: scene, frame: galleryFrame, resources: resources)
        gallery.onStateChanged = { [weak self] node, state in self?.stateChanged(node, state) }
        gallery.onValueChanged = { [weak self] node, on in self?.valueChanged(node, on) }
        gallery.shouldChange = { [weak self] node, on in self?.decide(node, on) ?? .allow }
        return gallery
    }

    private func observe(_ node: SwitchNode) {
        node.onStateChanged = { [weak self] node, state in self?.stateChanged(node, state) }
        node.onValueChanged = { [weak self] node, on in self?.valueChanged(node, on) }
        node.shouldChange = { [weak self] node, on in self?.decide(node, on) ?? .allow }
    }

    private func stateChanged(_ node: SwitchNode, _ state: SwitchState) {
        if !isRestarting { onStateChanged?(node, state) }
    }

    private func valueChanged(_ node: SwitchNode, _ on: Bool) {
        if !isRestarting { onValueChanged?(node, on) }
    }

    private static func validDensity(_ density: Double) -> Double {
        density.isFinite && density > 0 ? density : 1
    }
}

/// A switch a host placed, with the theme style it follows across reloads (nil for a style made in code)
/// and the size it asked for.
private struct PlacedSwitch {
    let node: SwitchNode
    let styleName: String?
    let size: Size?
}

/// A switch's value and enabled flag at rest, as a restart or a scenario header sets them.
public struct SwitchRestState: Equatable, Sendable {
    /// The value: on or off.
    public var isOn: Bool
    /// False for a switch that ignores input and draws faded.
    public var isEnabled: Bool

    /// A state at rest with the given value, enabled unless said otherwise.
    public init(isOn: Bool, isEnabled: Bool = true) {
        self.isOn = isOn
        self.isEnabled = isEnabled
    }
}
