import SDLKit
import SceneGraph
import Themes

extension SwitchYardEngine {
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
    package var galleryFrame: Rect { galleryArea ?? WindowLayout(size: scene.size).gallery }

    /// The id of the gallery switch whose cell (the switch or its caption) lies under `point` in scene
    /// points; nil elsewhere. The playground opens the inspector on it.
    package func gallerySwitchID(at point: Point) -> String? {
        gallery?.switchID(at: point)
    }

    /// Every switch's frame in scene points with its value (the playground's layout log line).
    package var layout: [(id: String, frame: Rect, on: Bool)] {
        switches.map { ($0.id, $0.sceneFrame, $0.isOn) }
    }

    // MARK: Input and time

    /// Feeds one input event to the scene.
    package func handle(_ input: InputEvent) {
        dispatch { route(input) }
    }

    /// Gives `input` to the scene, then tells the observers it was routed (`EngineNotice.input`).
    func route(_ input: InputEvent) {
        scene.handle(input)
        tell(.input(input))
    }

    /// Runs `body` (which may fire callbacks) and then what callbacks deferred: a callback may remove a
    /// switch or restart, but not while the scene is still routing the event that called it.
    func dispatch<Result>(_ body: () -> Result) -> Result {
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
    /// turn over the gallery, a key a switch reacts to (Space, Enter, arrows) while one has focus or that
    /// gives one focus, Tab and Shift-Tab when a switch has focus after them (not when they clear it: see
    /// `tabWraps`), a gamepad's D-pad, left stick, A, B and Back when they do something
    /// (docs/switch.md, Gamepad), and SwitchYard's own wake-up; other keys stay the host's. Window focus
    /// loss cancels held pointers; a renderer reset drops cached textures; an uncovered window is drawn whole
    /// next frame (the overlays too); none of these is consumed. Each input routed is told to the observers
    /// (`EngineNotice.input`). Game controllers are opened as they are plugged in (the host
    /// sees those events too).
    public func handle(_ event: SDLEvent) -> Bool {
        if let inputs = gamepads.translate(event, at: scene.time) {
            for input in inputs { dispatch { route(input) } }
            return !inputs.isEmpty
        }
        guard let meaning = translator.translate(event) else { return false }
        switch meaning {
        case .input(let input):
            return dispatch { handleConsuming(input) }
        case .renderReset:
            player.invalidateTextures()
            guestLayer.removeAll()
            setNeedsDisplay()
            return false
        case .exposed:
            setNeedsDisplay()
            return false
        case .wake:
            return true
        case .quit, .resized, .densityChanged:
            return false
        }
    }

    func handleConsuming(_ input: InputEvent) -> Bool {
        switch input {
        case .pointerDown(let id, _, _), .pointerMove(let id, _), .pointerUp(let id, _, _):
            let heldBefore = scene.router.capturedPointers[id] != nil || scene.router.scrollingPointers[id] != nil
            route(input)
            let heldAfter = scene.router.capturedPointers[id] != nil || scene.router.scrollingPointers[id] != nil
            return heldBefore || heldAfter
        case .pointerCancel, .cancelAll:
            route(input)
            return false
        case .wheel:
            route(input)
            guard let point = scene.router.lastMouseLocation else { return false }
            return scene.scrollNode(at: point) != nil
        case .key(let key) where key.key == .tab:
            route(input)
            return scene.focusedNode != nil
        case .key:
            let focused = scene.focusedNode != nil
            route(input)
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

    /// Moves the scene clock to `seconds` (never backwards): a held gamepad direction repeats (each repeat
    /// routed as input and told to the observers), animations step, held gestures update, pending changes
    /// time out, then the theme policies' resolutions that are due happen.
    public func advance(to seconds: Double) {
        dispatch {
            for input in gamepads.repeats(until: seconds) { route(input) }
            scene.advance(to: seconds)
        }
        resolveDuePolicies()
    }

    /// True while something animates: keep drawing frames.
    public var isAnimating: Bool { scene.isAnimating }

    /// True when the switches' scene or an overlay changed since it was last drawn.
    public var needsDisplay: Bool { scene.needsDisplay || overlays.contains { $0.needsDisplay } }

    /// Draws the next frame whole: the switches and every overlay (a window uncovered, textures lost).
    func setNeedsDisplay() {
        scene.setNeedsDisplay()
        for overlay in overlays { overlay.setNeedsDisplay() }
    }
}
