/// An element of the scene: a frame in its parent's coordinates, children in z-order (last on top), and
/// overridable hooks for drawing, pointers, keys and animation. Subclasses draw in absolute points given
/// by the scene; they never keep absolute coordinates themselves.
open class Node {
    /// Position and size in the parent's coordinates, in points (before the parent's scale).
    public var frame: Rect {
        didSet { if frame != oldValue { geometryDidChange() } }
    }
    /// Scale applied to this node's size and everything inside it, about its top-left corner.
    public var scale: Double = 1 {
        didSet { if scale != oldValue { geometryDidChange() } }
    }
    /// Offset subtracted from children's positions: how far a scrolling container has scrolled.
    public var contentOffset: Point = .zero {
        didSet { if contentOffset != oldValue { geometryDidChange() } }
    }
    public var isHidden = false {
        didSet { if isHidden != oldValue { geometryDidChange() } }
    }
    /// A disabled node and its subtree take no pointers, keys or focus; the node may draw itself dimmed.
    public var isEnabled = true {
        didSet { if isEnabled != oldValue { enabledDidChange() } }
    }
    /// When false the node is drawn but pointers pass through it to what lies beneath.
    public var isInteractive = true {
        didSet { if isInteractive != oldValue { geometryDidChange() } }
    }
    /// Children (and hit-testing of them) are limited to this node's frame.
    public var clipsToBounds = false {
        didSet { if clipsToBounds != oldValue { geometryDidChange() } }
    }
    /// The hit area grows to at least this size around the frame's centre (Apple asks for 44x44 points).
    public var minimumHitSize = Size(width: 44, height: 44) {
        didSet { if minimumHitSize != oldValue { geometryDidChange() } }
    }

    public private(set) var children: [Node] = []
    public private(set) weak var parent: Node?
    /// The scene this node is attached to, if any; set for the whole subtree on insertion.
    public internal(set) weak var scene: Scene?

    public init(frame: Rect = .zero) {
        self.frame = frame
    }

    // MARK: Tree

    /// Appends `child` on top of the existing children, removing it from any previous parent first.
    public func addChild(_ child: Node) {
        insertChild(child, at: children.count)
    }

    /// Inserts `child` at `index` in z-order (0 is the bottom).
    public func insertChild(_ child: Node, at index: Int) {
        child.removeFromParent()
        let index = min(max(0, index), children.count)
        children.insert(child, at: index)
        child.parent = self
        child.attach(to: scene)
        geometryDidChange()
    }

    /// Detaches this node (and its subtree) from its parent and scene; held pointers are cancelled.
    public func removeFromParent() {
        guard let parent else { return }
        let oldScene = scene
        oldScene?.subtreeWillDetach(self)
        parent.children.removeAll { $0 === self }
        self.parent = nil
        attach(to: nil)
        parent.geometryDidChange()
    }

    /// Removes every child.
    public func removeAllChildren() {
        for child in children { child.removeFromParent() }
    }

    func attach(to newScene: Scene?) {
        if scene === newScene { return }
        scene = newScene
        for child in children { child.attach(to: newScene) }
        if newScene != nil { didAttachToScene() }
    }

    /// Called once the node is part of a scene; a good place to start animations.
    open func didAttachToScene() {}

    // MARK: Geometry

    /// True when this node and all its ancestors are visible.
    public var isVisibleInTree: Bool {
        var node: Node? = self
        while let n = node {
            if n.isHidden { return false }
            node = n.parent
        }
        return true
    }

    /// True when this node and all its ancestors are enabled.
    public var isEnabledInTree: Bool {
        var node: Node? = self
        while let n = node {
            if !n.isEnabled { return false }
            node = n.parent
        }
        return true
    }

    /// The scale from this node's coordinates to the scene's: the product of every ancestor's scale and its own.
    public var sceneScale: Double {
        var s = scale
        var node = parent
        while let n = node {
            s *= n.scale
            node = n.parent
        }
        return s
    }

    /// The node's frame in scene points (after every ancestor's offset, scroll and scale).
    public var sceneFrame: Rect {
        guard let parent else { return frame }
        let pf = parent.sceneFrame
        let ps = parent.sceneScale
        return Rect(
            x: pf.minX + (frame.minX - parent.contentOffset.x) * ps,
            y: pf.minY + (frame.minY - parent.contentOffset.y) * ps,
            width: frame.width * ps * scale, height: frame.height * ps * scale)
    }

    /// The area that takes pointers, in scene points: the scene frame grown to `minimumHitSize` (scaled).
    public var sceneHitRect: Rect {
        Node.hitRect(for: sceneFrame, minimum: minimumHitSize * (sceneScale / scale))
    }

    /// `frame` grown symmetrically until each side is at least `minimum`.
    public static func hitRect(for frame: Rect, minimum: Size) -> Rect {
        let dx = max(0, minimum.width - frame.width) / 2
        let dy = max(0, minimum.height - frame.height) / 2
        return frame.insetBy(dx: -dx, dy: -dy)
    }

    /// Converts a scene point into this node's own coordinates (origin at its top-left, unscaled points).
    public func convertFromScene(_ p: Point) -> Point {
        let f = sceneFrame
        let s = sceneScale
        guard s > 0 else { return .zero }
        return Point(x: (p.x - f.minX) / s, y: (p.y - f.minY) / s)
    }

    /// Marks geometry as changed so the scene refreshes its hit-test index and redraws.
    public func geometryDidChange() {
        scene?.nodeGeometryDidChange(self)
    }

    /// Asks for a new frame to be drawn without any geometry change.
    public func setNeedsDisplay() {
        scene?.setNeedsDisplay()
    }

    /// Called when `isEnabled` flips; subclasses cancel held pointers or dim themselves.
    open func enabledDidChange() {
        if !isEnabled { scene?.cancelPointers(heldBy: self) }
        setNeedsDisplay()
    }

    // MARK: Drawing

    /// Emits this node's own commands (not its children's) for `rect`, its frame in scene points,
    /// at `scale` scene points per node point.
    open func draw(into list: inout DrawList, rect: Rect, scale: Double) {}

    // MARK: Input

    /// Whether this node takes pointers at all (the scene still checks hidden, enabled and interactive).
    open var acceptsPointers: Bool { false }

    /// A pointer went down inside the hit area. Return true to capture it until it ends or is cancelled.
    open func pointerBegan(_ contact: PointerContact) -> Bool { false }
    /// A captured pointer moved; `contact.isInside` says whether it is inside the hit area now.
    open func pointerMoved(_ contact: PointerContact) {}
    /// A captured pointer went up.
    open func pointerEnded(_ contact: PointerContact) {}
    /// A captured pointer was taken away (focus loss, touch cancel, the node disabled or removed, or a scroll).
    open func pointerCancelled(_ id: PointerID) {}

    /// Whether Tab may move focus here.
    open var acceptsFocus: Bool { false }
    /// The focus moved to (true) or away from (false) this node.
    open func focusDidChange(_ focused: Bool) { setNeedsDisplay() }
    /// A key pressed while this node has focus. Return true when handled.
    open func keyPressed(_ event: KeyEvent) -> Bool { false }

    /// True when this node has the keyboard focus.
    public var isFocused: Bool { scene?.focusedNode === self }

    // MARK: Animation

    /// Advances animations to `time` (seconds on the scene clock). Return true to keep being called.
    open func update(time: Double) -> Bool { false }

    /// Asks the scene to call `update(time:)` every tick until it returns false.
    public func startUpdates() {
        scene?.scheduleUpdates(for: self)
    }
}
