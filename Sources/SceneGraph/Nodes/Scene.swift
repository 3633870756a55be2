/// The root of a node tree with its logical size, pixel density and clock. It routes input to nodes,
/// steps animations when told the time, and builds the draw list. It never reads a wall clock: the
/// caller advances `time`.
package final class Scene {
    /// The top of the tree; its frame always covers the whole scene.
    package let root: Node
    /// The scene's size in points; the root's frame follows it.
    package var size: Size {
        didSet { root.frame = Rect(origin: .zero, size: size) }
    }
    /// Device pixels per point (2 on a high-density display).
    package var pixelDensity: Double = 1 {
        didSet { if pixelDensity != oldValue { setNeedsDisplay() } }
    }
    /// Reduce motion, as the OS accessibility setting asks: a switch's thumb jumps to its end and its colours
    /// cross-fade over `SwitchNode.reducedMotionFadeDuration` instead of the style's animation. Read when an
    /// animation starts, so changing it leaves one under way to finish as it began.
    package var reducesMotion = false
    /// Whether Tab past the last node of the focus chain (Shift-Tab before the first) wraps around (the
    /// playground's window) or clears the focus (false: a host embedding the scene takes the keyboard back).
    package var tabWraps = true
    /// The clock, in seconds, as last given to `advance(to:)`.
    package private(set) var time: Double = 0
    /// True when something changed since the last `buildDrawList`.
    package internal(set) var needsDisplay = true

    /// Routes pointer events to nodes and scroll containers; its `panSlop` tunes when a press becomes a drag.
    package let router = PointerRouter()
    /// The node that receives key presses; nil when nothing has focus. Tab and Shift-Tab move it.
    package internal(set) weak var focusedNode: Node?
    let hitIndex = HitTestIndex()
    /// Attached scroll containers, in attachment order, for wheel and pan targeting.
    private(set) var scrollNodes: [ScrollNode] = []
    private var updating: [ObjectIdentifier: Node] = [:]
    private var updateOrder: [Node] = []
    /// What changed since damage was last taken (SceneDamage.swift).
    var damage = SceneDamage()
    /// The painters its switches share (emptied when resources are collected).
    var switchPainters = SwitchPainterTable()
    /// True once a retained build drew every node, so damaged builds can keep the tally from there.
    var retainsDrawing = false
    /// The damaged build under way (`beginDamagedFrame(into:)` counts them).
    var buildStamp: UInt64 = 0
    /// The focus chain as last worked out (Scene+Focus.swift); nil once the tree, a node's geometry or
    /// its availability changed.
    var keptFocusOrder: FocusOrder?

    /// An empty scene of `size` points at density 1 and time 0, with a root node covering it.
    package init(size: Size) {
        self.size = size
        root = Node(frame: Rect(origin: .zero, size: size))
        root.minimumHitSize = .zero
        root.attach(to: self)
    }

    /// A node left focused by a scene that goes away is no longer focused.
    deinit {
        focusedNode?.isFocused = false
    }

    // MARK: Bookkeeping

    /// Marks the whole scene as changed: the next frame builds a new draw list and redraws everything
    /// (a theme, a resize, a lost renderer). A change to one node calls the node's `setNeedsDisplay()`.
    package func setNeedsDisplay() {
        needsDisplay = true
        damageEverything()
    }

    func nodeGeometryDidChange(_ node: Node) {
        hitIndex.invalidate(node)
        keptFocusOrder = nil
        needsDisplay = true
        noteDamage(node, subtree: true)
    }

    func nodeNeedsDisplay(_ node: Node, requestingFrame: Bool) {
        if requestingFrame { needsDisplay = true }
        noteDamage(node, subtree: false)
    }

    /// `area` is in `node`'s own points, from its top-left corner.
    func nodeNeedsDisplay(_ node: Node, area: Rect, requestingFrame: Bool) {
        if requestingFrame { needsDisplay = true }
        let t = node.sceneTransform
        let scene = Rect(
            x: t.x + area.minX * t.scale, y: t.y + area.minY * t.scale, width: area.width * t.scale,
            height: area.height * t.scale)
        noteDamage(node, area: scene)
    }

    /// A node was hidden, disabled or made non-interactive (or the reverse): pointers and focus that may
    /// no longer stay are taken away now, not at the next event.
    func nodeAvailabilityDidChange(_ node: Node) {
        nodeGeometryDidChange(node)
        router.dropUnavailable(in: self)
        if let focused = focusedNode, !canFocus(focused) { setFocus(nil) }
    }

    func subtreeWillDetach(_ node: Node) {
        keptFocusOrder = nil
        noteRemoval(node)
        router.drop(subtree: node)
        if let focused = focusedNode, node.isAncestor(of: focused) { setFocus(nil) }
        var stack = [node]
        while let n = stack.popLast() {
            hitIndex.remove(n)
            if let scroller = n as? ScrollNode { scrollNodes.removeAll { $0 === scroller } }
            stack.append(contentsOf: n.children)
        }
        needsDisplay = true
    }

    func registerScrollNode(_ node: ScrollNode) {
        if !scrollNodes.contains(where: { $0 === node }) { scrollNodes.append(node) }
    }

    // MARK: Clock

    func scheduleUpdates(for node: Node) {
        let key = ObjectIdentifier(node)
        if updating[key] == nil {
            updating[key] = node
            updateOrder.append(node)
        }
        needsDisplay = true
    }

    /// True while some node still animates.
    package var isAnimating: Bool { !updateOrder.isEmpty }

    /// Moves the clock to `newTime` (never backwards) and steps every animating node.
    package func advance(to newTime: Double) {
        guard newTime.isFinite else { return }
        time = max(time, newTime)
        guard !updateOrder.isEmpty else { return }
        needsDisplay = true
        // Compacts in place (no new array each frame); nodes scheduled during the pass sit after `count`
        // and are kept.
        let count = updateOrder.count
        let identity = ObjectIdentifier(self)
        var kept = 0
        for index in 0..<count {
            let node = updateOrder[index]
            guard node.sceneIdentity == identity else {
                updating[ObjectIdentifier(node)] = nil
                continue
            }
            if node.redrawsWhenTicked { nodeNeedsDisplay(node, requestingFrame: true) }
            if node.update(time: time) {
                updateOrder[kept] = node
                kept += 1
            } else {
                updating[ObjectIdentifier(node)] = nil
            }
        }
        updateOrder.removeSubrange(kept..<count)
    }

    // MARK: Input

    /// Applies one input event now: pointers and wheel to the router, Tab and Shift-Tab to the focus
    /// chain, the gamepad's focus keys to `moveFocus(_:)` and `setFocus(nil)`, other keys to the focused
    /// node; an arrow key the focused node does not take (or that comes while nothing is focused) moves
    /// focus spatially.
    package func handle(_ event: InputEvent) {
        switch event {
        case .key(let key):
            switch key.key {
            case .tab:
                moveFocus(backwards: key.shift)
            case .clearFocus:
                setFocus(nil)
            case .focusLeft, .focusRight, .focusUp, .focusDown:
                if let direction = key.key.focusDirection { moveFocus(direction) }
            default:
                let focused = focusedNode.flatMap { canFocus($0) ? $0 : nil }
                let taken = focused?.keyPressed(key) ?? false
                if !taken, let direction = key.key.focusDirection { moveFocus(direction) }
            }
        default:
            router.handle(event, in: self)
        }
    }

    /// Cancels every pointer `node` holds.
    package func cancelPointers(heldBy node: Node) {
        router.cancel(heldBy: node)
    }

    /// The topmost node under `point` that takes pointers, using the spatial index.
    package func hitTest(_ point: Point) -> Node? {
        hitIndex.hit(point, in: self)
    }

    /// The same answer as `hitTest(_:)` found by visiting every node: the reference for tests and benchmarks.
    package func hitTestBruteForce(_ point: Point) -> Node? {
        HitTesting.bruteForce(point, root: root)
    }

    /// The innermost visible, enabled, interactive scroll container whose visible area holds `point`.
    package func scrollNode(at point: Point) -> ScrollNode? {
        var best: ScrollNode?
        for node in scrollNodes where node.scene === self {
            let context = HitTesting.context(of: node)
            guard context.live, HitTesting.letsPointersThrough(node) else { continue }
            let area = HitBounds(context.transform.frame(of: node)).intersection(context.clip)
            guard area.contains(point) else { continue }
            if let current = best, !node.isDrawn(above: current) { continue }
            best = node
        }
        return best
    }
}
