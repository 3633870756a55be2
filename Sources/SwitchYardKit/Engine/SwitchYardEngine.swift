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
        /// The theme file; with `themeContents`, the name the theme goes by in messages.
        public var themePath: String
        /// The theme's bytes when a host gives it from memory: never read from disk or watched, and decoded
        /// again by `reloadTheme()`; `themePath` names it in messages and its folder anchors the files the
        /// theme names. Nil for the theme file at `themePath`.
        public var themeContents: [UInt8]?
        /// The string table labels use; nil for the theme's default.
        public var language: String?
        /// Watch the theme and the files it names, and reload when they change.
        public var watchesTheme = true
        /// How a watched theme's changes are noticed: kernel file events falling back to polling
        /// (`.automatic`), or polling only.
        public var liveReload = LiveReload.automatic
        /// Show the theme's gallery of switches (the playground's grid with captions).
        package var showsGallery = false
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
    /// Stable keys for `resources`' handles in scenario frame hashes, kept from one check to the next.
    package private(set) lazy var stableKeys = StableResourceKeys(resources: resources)
    /// The theme on screen and its files on disk.
    package let themes: ThemeSession
    /// The game controllers plugged in, opened and closed as they come and go, and what their input means.
    package let gamepads: Gamepads
    /// The switches' scene: hit-testing, focus, the scene clock.
    package internal(set) var scene: Scene
    /// What `draw(clearing:damaged:)` clears SwitchYard's own renderer to: the theme's background once one loads.
    public var background = Color.white
    /// Output pixels per point.
    public internal(set) var pixelDensity: Double
    /// Pixels per point `draw` plays at when the target's differ from the density the scene is laid out and
    /// its text measured at (`pixelDensity`): a replay window keeps a recording's density, so its checks
    /// hold, and shows it on a display of another. Nil draws at `pixelDensity`.
    package var drawingDensity: Double?
    /// Reduce motion (`Scene.reducesMotion`): thumbs jump and colours cross-fade; kept across `restart`.
    public var reducesMotion = false {
        didSet { scene.reducesMotion = reducesMotion }
    }
    /// Whether Tab past the last switch (Shift-Tab before the first) wraps around (`Scene.tabWraps`), as in
    /// the playground's window, or clears the focus and is not consumed, so a host program takes the keyboard
    /// back (the C API turns wrapping off); kept across `restart`.
    public var tabWraps = true {
        didSet { scene.tabWraps = tabWraps }
    }
    /// The owner of every switch: asked with the value a user gesture or key would set, before it is set
    /// (docs/switch.md, "Owners"). While it is nil, gallery switches with a theme `decide` are answered by
    /// that policy on the scene clock, and every other change is allowed.
    public var shouldChange: ((SwitchNode, Bool) -> SwitchDecision)?

    var gallery: Gallery?
    var placed = PlacedSwitches()
    var translator: InputTranslator
    /// Who is told of state and value changes, owners' actions and routed input (`addObserver(_:)`).
    let observers = EngineObservers()
    /// True while `restart` puts switches back into their states: a scene starting over fires no callbacks.
    var isRestarting = false
    /// How deep the engine is in handling input or advancing (callbacks run inside).
    var dispatchDepth = 0
    /// What callbacks asked for that must wait until the engine is out of `handle` or `advance`.
    var deferred: [() -> Void] = []
    /// The theme's stand-in owners of gallery switches.
    var policies = ThemeOwner()
    /// The accessible names and descriptions a host set, by switch id (`setAccessibilityLabel(_:for:)`).
    var accessibilityTexts: [String: AccessibilityText] = [:]

    /// Other scenes drawn with this engine's resources (a playground's overlay): what their nodes hold is
    /// kept when the engine frees what nothing uses.
    package var sharedScenes: [Scene] = []

    /// Scenes drawn above the switches by `draw(clearing:damaged:)`, first to last (a playground's HUD).
    package var overlays: [Scene] = [] {
        didSet { lists = Array(repeating: DrawList(), count: overlays.count + 1) }
    }
    /// The draw lists of `draw(clearing:damaged:)`: the switches' scene's, then each overlay's.
    var lists = [DrawList()]
    var regions = DamageRegions(bounds: .zero, density: 1)
    /// How `draw` reaches a host's borrowed renderer: through a retained layer (the default) or directly.
    public var guestDrawing = GuestDrawing.retained {
        didSet { if guestDrawing != oldValue { guestLayer.removeAll() } }
    }
    /// The retained layer of a guest frame (`GuestDrawing.retained`); its textures are made when first drawn.
    lazy var guestLayer = GuestLayer(renderer: renderer)
    /// Where the scenes drew in the last guest frame through the layer: what the layer shows.
    var guestCoverage = DamageRegions(bounds: .zero, density: 1)

    /// The part of the scene a host gives the gallery instead of `WindowLayout`'s (the playground: the space
    /// its shown panels leave); nil for `WindowLayout`'s, which replays use. Setting it reflows the grid.
    package var galleryArea: Rect? {
        didSet {
            guard galleryArea != oldValue else { return }
            gallery?.frame = galleryFrame
            scene.setNeedsDisplay()
        }
    }

    /// An engine drawing into `renderer` with `resources` (made for it when nil). Nothing is loaded until
    /// `loadTheme()`.
    public init(renderer: Renderer, resources: SDLResources? = nil, options: Options) throws {
        self.renderer = renderer
        self.resources = try resources ?? SDLResources(renderer: renderer)
        player = DrawListPlayer(renderer: renderer, resources: self.resources)
        gamepads = Gamepads(context: renderer.context)
        pixelDensity = Self.validDensity(options.pixelDensity)
        self.resources.density = pixelDensity
        if let contents = options.themeContents {
            themes = ThemeSession(
                named: options.themePath, contents: contents, language: options.language, resources: self.resources)
        } else {
            themes = ThemeSession(
                path: options.themePath, language: options.language, resources: self.resources,
                watch: options.watchesTheme, reload: options.liveReload)
        }
        scene = Scene(size: options.size)
        translator = InputTranslator(windowSize: options.size)
        scene.pixelDensity = pixelDensity
        if options.showsGallery { gallery = makeGallery(in: scene) }
    }

    // MARK: Helpers

    func makeGallery(in scene: Scene) -> Gallery {
        Gallery(scene: scene, frame: galleryFrame, resources: resources) { [weak self] node in self?.observe(node) }
    }

    /// Makes the engine the one listener of `node`'s callbacks and owner asks, which it passes on to its
    /// observers: a gallery switch's as well as a placed one's.
    func observe(_ node: SwitchNode) {
        node.onStateChanged = { [weak self] node, state in self?.stateChanged(node, state) }
        node.onValueChanged = { [weak self] node, on in self?.valueChanged(node, on) }
        node.onCue = { [weak self] node, cue in if self?.isRestarting == false { self?.tell(.cue(node, cue)) } }
        node.shouldChange = { [weak self] node, on in self?.decide(node, on) ?? .allow }
    }

    func stateChanged(_ node: SwitchNode, _ state: SwitchState) {
        gallery?.switchChangedState(node)
        if !isRestarting { tell(.stateChanged(node, state)) }
    }

    func valueChanged(_ node: SwitchNode, _ on: Bool) {
        if !isRestarting { tell(.valueChanged(node, on)) }
    }

    static func validDensity(_ density: Double) -> Double {
        density.isFinite && density > 0 ? density : 1
    }
}

/// A switch a host placed, with the theme style it follows across reloads (nil for a style made in code)
/// and the size it asked for.
struct PlacedSwitch {
    let node: SwitchNode
    let styleName: String?
    let size: Size?
}

/// A switch's value and enabled flag at rest, as a restart or a scenario header sets them.
package struct SwitchRestState: Equatable, Sendable {
    /// The value: on or off.
    package var isOn: Bool
    /// False for a switch that ignores input and draws faded.
    package var isEnabled: Bool

    /// A state at rest with the given value, enabled unless said otherwise.
    package init(isOn: Bool, isEnabled: Bool = true) {
        self.isOn = isOn
        self.isEnabled = isEnabled
    }
}
