/// An element of the scene: a frame in its parent's coordinates, children in z-order (last on top), and
/// overridable hooks for drawing, pointers, keys and animation. Subclasses draw in absolute points given
/// by the scene; they never keep absolute coordinates themselves.
open class Node {
    // What drawing reads of every node is kept in private stored properties behind public accessors: the
    // compiler drops the dynamic exclusivity check (a call per read) only for properties it sees every
    // access to, which a public stored property of an open class is not.

    /// Position and size in the parent's coordinates, in points (before the parent's scale).
    public var frame: Rect {
        get { storedFrame }
        set { if Self.replace(&storedFrame, with: newValue) { geometryDidChange() } }
    }
    private var storedFrame: Rect
    /// Scale applied to this node's size and everything inside it, about its top-left corner.
    package var scale: Double {
        get { storedScale }
        set { if Self.replace(&storedScale, with: newValue) { geometryDidChange() } }
    }
    private var storedScale = 1.0
    /// Offset subtracted from children's positions: how far a scrolling container has scrolled.
    /// A `ScrollNode` clamps it to its content; a plain node takes any finite value.
    package var contentOffset: Point {
        get { storedContentOffset }
        set {
            let clamped = clampContentOffset(newValue)
            guard clamped != storedContentOffset else { return }
            storedContentOffset = clamped
            geometryDidChange()
        }
    }
    private var storedContentOffset = Point.zero
    /// A hidden node and its subtree draw nothing and take no pointers, keys or focus.
    public var isHidden: Bool {
        get { storedIsHidden }
        set { if Self.replace(&storedIsHidden, with: newValue) { availabilityDidChange() } }
    }
    private var storedIsHidden = false
    /// A disabled node and its subtree take no pointers, keys or focus; the node may draw itself dimmed.
    public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            refreshEnabledInTree()
            availabilityDidChange()
            enabledDidChange()
        }
    }
    /// When false the node and its subtree are drawn but pointers pass through them to what lies beneath.
    package var isInteractive = true {
        didSet { if isInteractive != oldValue { availabilityDidChange() } }
    }
    /// Children (drawing and hit-testing of them) are limited to this node's frame; the node itself is not.
    package var clipsToBounds: Bool {
        get { storedClipsToBounds }
        set { if Self.replace(&storedClipsToBounds, with: newValue) { geometryDidChange() } }
    }
    private var storedClipsToBounds = false
    /// The hit area grows to at least this size, in scene points, around the frame's centre (Apple asks for
    /// 44x44 points). It is a finger's size, so it does not shrink with `scale`.
    package var minimumHitSize = Size(width: 44, height: 44) {
        didSet { if minimumHitSize != oldValue { geometryDidChange() } }
    }
    /// How far, in this node's points, its own drawing reaches beyond its frame (a focus ring, a shadow).
    /// Drawing skips a childless node whose frame grown by this lies wholly outside the clip.
    package var visualOverflow: Double {
        get { storedVisualOverflow }
        set { if Self.replace(&storedVisualOverflow, with: newValue) { setNeedsDisplay() } }
    }
    private var storedVisualOverflow = 0.0

    /// Stores `value` in `storage`; true when that changed it. The caller reacts after the access ends.
    private static func replace<Value: Equatable>(_ storage: inout Value, with value: Value) -> Bool {
        let changed = storage != value
        storage = value
        return changed
    }

    /// The child nodes in z-order: drawn first to last, so the last is on top and hit first.
    package var children: [Node] {
        if departedCount > 0 { compactChildren() }
        return storedChildren
    }
    /// The children, and "departed" ones (removed from anywhere but the end: their `parent` is no longer this
    /// node, or they came back at another index) not swept out yet, so a removal shifts no sibling: the array
    /// is compacted when `children` is next read or when half of it has departed.
    ///
    /// Unchecked: an array of objects changed in place may free one, so the compiler cannot prove what it
    /// proves for the others and checked every read. No access here can overlap another: each change is
    /// one array call on an element the caller still holds (insert, remove, `removeAll` with the old
    /// children kept), or a sweep that drops departed children, which can reach no parent's children.
    @exclusivity(unchecked) private var storedChildren: [Node] = []
    /// How many entries of `storedChildren` are departed children.
    private var departedCount = 0
    /// The node this one is a child of; nil for a scene's root and for a detached node.
    package private(set) weak var parent: Node?
    /// The scene this node is attached to, if any; set for the whole subtree on insertion.
    package internal(set) weak var scene: Scene? {
        didSet { sceneIdentity = scene.map(ObjectIdentifier.init) }
    }
    /// The identity of `scene`, which the scene compares with itself every tick without loading the weak
    /// reference; exact while that scene lives.
    private(set) var sceneIdentity: ObjectIdentifier?
    /// Position in `parent.children`, kept up to date so z-order comparisons need no search.
    var indexInParent = 0
    /// This node's entry in the scene's hit-test index, if it has one.
    var hitEntry: HitEntry?
    /// True for a node whose every tick changes its drawing: the scene redraws it before each
    /// `update(time:)`, as the node's own `setNeedsDisplay()` would, without the node loading its weak
    /// `scene` per tick.
    var redrawsWhenTicked = false
    /// Where this node's own commands drew when its scene last built a draw list, in scene points within
    /// their clips; nil when it drew nothing. A change redraws this area and the new one.
    var drawnBounds: Rect?
    /// What damaged builds keep of this node between frames; nil until a retained build first visits it.
    var retained: RetainedDrawing?

    /// A detached, visible, enabled node at `frame` (points, in its future parent's coordinates).
    public init(frame: Rect = .zero) {
        storedFrame = frame
    }

    // MARK: Tree

    /// Appends `child` on top of the existing children, removing it from any previous parent first.
    package func addChild(_ child: Node) {
        place(child) { storedChildren.count }
    }

    /// Inserts `child` at `index` in z-order (0 is the bottom; out-of-range indices are clamped).
    /// A node cannot become a child of itself, of its own descendant, or stop being a scene's root.
    package func insertChild(_ child: Node, at index: Int) {
        place(child) {
            if departedCount > 0 { compactChildren() }
            return min(max(0, index), storedChildren.count)
        }
    }

    /// Inserts `child` at `position()`, asked once the child has left its old parent (maybe this node).
    private func place(_ child: Node, at position: () -> Int) {
        precondition(!child.isAncestor(of: self), "a node cannot be inserted below itself")
        precondition(child.scene?.root !== child, "a scene's root cannot be re-parented")
        child.removeFromParent()
        let index = position()
        storedChildren.insert(child, at: index)
        renumberChildren(from: index)
        child.parent = self
        child.refreshEnabledInTree()
        child.attach(to: scene)
        child.geometryDidChange()
    }

    /// Detaches this node (and its subtree) from its parent and scene; held pointers are cancelled and
    /// focus inside it is cleared.
    package func removeFromParent() {
        guard let parent else { return }
        let scene = self.scene
        scene?.subtreeWillDetach(self)
        parent.release(self)
        self.parent = nil
        refreshEnabledInTree()
        attach(to: nil)
        // The area the subtree drew in is already damaged (`subtreeWillDetach`): only a frame is needed.
        scene?.needsDisplay = true
    }

    /// Removes every child at once.
    package func removeAllChildren() {
        let old = children
        for child in old { scene?.subtreeWillDetach(child) }
        storedChildren.removeAll()
        for child in old {
            child.parent = nil
            child.refreshEnabledInTree()
            child.attach(to: nil)
        }
        setNeedsDisplay()
    }

    /// True when `node` is this node or lies somewhere below it.
    package func isAncestor(of node: Node) -> Bool {
        var current: Node? = node
        while let n = current {
            if n === self { return true }
            current = n.parent
        }
        return false
    }

    /// Lets `child` (still naming this node its parent) go: off the end at once, else left in place as
    /// departed, so the others keep their indices and z-order comparisons stay exact.
    private func release(_ child: Node) {
        let index = child.indexInParent
        guard index < storedChildren.count, storedChildren[index] === child else { return }
        if index == storedChildren.count - 1 {
            storedChildren.removeLast()
            return
        }
        departedCount += 1
        if departedCount * 2 > storedChildren.count { compactChildren(excluding: child) }
    }

    /// Sweeps departed children (and `leaving`, being released now) out and renumbers the rest.
    private func compactChildren(excluding leaving: Node? = nil) {
        var kept = 0
        for index in storedChildren.indices {
            let child = storedChildren[index]
            guard child.parent === self, child.indexInParent == index, child !== leaving else { continue }
            child.indexInParent = kept
            storedChildren[kept] = child
            kept += 1
        }
        storedChildren.removeLast(storedChildren.count - kept)
        departedCount = 0
    }

    private func renumberChildren(from index: Int) {
        var i = max(0, index)
        while i < storedChildren.count {
            storedChildren[i].indexInParent = i
            i += 1
        }
    }

    func attach(to newScene: Scene?) {
        if scene === newScene { return }
        scene = newScene
        if let scroller = self as? ScrollNode { newScene?.registerScrollNode(scroller) }
        for child in children { child.attach(to: newScene) }
        if newScene != nil { didAttachToScene() }
    }

    /// Called once the node is part of a scene; a good place to start animations.
    open func didAttachToScene() {}

    // MARK: Geometry

    /// True when this node and all its ancestors are visible.
    package var isVisibleInTree: Bool { allInTree { !$0.isHidden } }

    /// True when this node and all its ancestors are enabled. Kept up to date as `isEnabled` and the tree
    /// change, so drawing and input need not walk the ancestors.
    package var isEnabledInTree: Bool { storedIsEnabledInTree }
    private var storedIsEnabledInTree = true

    /// Sets `isEnabledInTree` from `isEnabled` and the parent's, and passes a change on to the subtree
    /// (whose flags otherwise stay as they are).
    private func refreshEnabledInTree() {
        let enabled = isEnabled && (parent?.isEnabledInTree ?? true)
        guard enabled != storedIsEnabledInTree else { return }
        storedIsEnabledInTree = enabled
        for child in children { child.refreshEnabledInTree() }
    }

    /// True when this node and all its ancestors let pointers through to their subtrees.
    package var isInteractiveInTree: Bool { allInTree { $0.isInteractive } }

    private func allInTree(_ test: (Node) -> Bool) -> Bool {
        var node: Node? = self
        while let n = node {
            if !test(n) { return false }
            node = n.parent
        }
        return true
    }

    /// Marks geometry as changed so the scene refreshes its hit-test index for this subtree and redraws.
    /// Call it when `acceptsPointers` changes.
    package func geometryDidChange() {
        scene?.nodeGeometryDidChange(self)
    }

    private func availabilityDidChange() {
        scene?.nodeAvailabilityDidChange(self)
    }

    /// The offset a container really takes for `proposed`; `ScrollNode` clamps it to its content.
    func clampContentOffset(_ proposed: Point) -> Point {
        proposed.isFinite ? proposed : .zero
    }

    /// Asks for a new frame in which this node's own drawing (where it was and where it is now) is redrawn;
    /// its children are not. Geometry changes redraw the whole subtree by themselves.
    package func setNeedsDisplay() {
        scene?.nodeNeedsDisplay(self, requestingFrame: true)
    }

    /// Redraws this node's own drawing with the next frame drawn for another reason, without asking for
    /// one: a frame-time graph that shows the frame just drawn would otherwise keep the window drawing.
    package func setNeedsDisplayOnNextFrame() {
        scene?.nodeNeedsDisplay(self, requestingFrame: false)
    }

    /// Asks for a new frame in which only `area` of this node's own drawing is redrawn (its points, from its
    /// top-left corner), as UIKit's `setNeedsDisplay(_:)`: for a node that changed a small part of a large
    /// drawing. What it draws outside `area` must not have changed; a whole-node change still wins.
    package func setNeedsDisplay(in area: Rect) {
        scene?.nodeNeedsDisplay(self, area: area, requestingFrame: true)
    }

    /// `setNeedsDisplay(in:)` with the next frame drawn for another reason, as `setNeedsDisplayOnNextFrame()`.
    package func setNeedsDisplayOnNextFrame(in area: Rect) {
        scene?.nodeNeedsDisplay(self, area: area, requestingFrame: false)
    }

    /// Called when `isEnabled` flips, after the scene has cancelled pointers and focus it no longer may
    /// hold; subclasses dim themselves.
    open func enabledDidChange() {
        setNeedsDisplay()
    }

    // MARK: Drawing

    /// Emits this node's own commands (not its children's) for `rect`, its frame in scene points,
    /// at `scale` scene points per node point.
    open func draw(into list: inout DrawList, rect: Rect, scale: Double) {}

    /// Adds the text and image handles this node holds (not its children's), so the resources nothing
    /// holds can be freed. A node that interns text or images overrides it.
    open func collectResources(into use: inout ResourceUse) {}

    // MARK: Input

    /// Whether this node takes pointers at all (the scene still checks hidden, enabled and interactive).
    /// If the answer changes over time, call `geometryDidChange()` so the hit-test index hears of it.
    open var acceptsPointers: Bool { false }

    /// The drag axes this node keeps even inside a scrolling container; a drag past the slop along any
    /// other axis that a `ScrollNode` ancestor can scroll becomes a scroll and this node gets a cancel.
    open var claimedPanAxes: PanAxes { [] }

    /// A primary pointer went down inside the hit area. Return true to capture it until it ends or is cancelled.
    open func pointerBegan(_ contact: PointerContact) -> Bool { false }
    /// A captured pointer moved; `contact.isInside` says whether it is inside the hit area now.
    open func pointerMoved(_ contact: PointerContact) {}
    /// A captured pointer went up.
    open func pointerEnded(_ contact: PointerContact) {}
    /// A captured pointer was taken away (focus loss, touch cancel, the node hidden, disabled or removed,
    /// or the drag became a scroll). Called exactly once per captured pointer, instead of `pointerEnded`.
    open func pointerCancelled(_ id: PointerID) {}

    /// Whether Tab may move focus here. If the answer changes over time, call `geometryDidChange()` so
    /// the scene's kept focus chain hears of it.
    open var acceptsFocus: Bool { false }
    /// The focus moved to (true) or away from (false) this node.
    open func focusDidChange(_ focused: Bool) { setNeedsDisplay() }
    /// A key pressed while this node has focus. Return true when handled.
    open func keyPressed(_ event: KeyEvent) -> Bool { false }

    /// True when this node has the keyboard focus (set by the scene as the focus moves).
    public internal(set) var isFocused: Bool {
        get { storedIsFocused }
        set { storedIsFocused = newValue }
    }
    private var storedIsFocused = false

    // MARK: Animation

    /// Advances animations to `time` (seconds on the scene clock). Return true to keep being called.
    open func update(time: Double) -> Bool { false }

    /// Asks the scene to call `update(time:)` every tick until it returns false.
    package func startUpdates() {
        scene?.scheduleUpdates(for: self)
    }
}
