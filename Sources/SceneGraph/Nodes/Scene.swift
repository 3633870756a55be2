/// The root of a node tree with its logical size, pixel density and clock. It routes input to nodes,
/// steps animations when told the time, and builds the draw list. It never reads a wall clock: the
/// caller advances `time`.
public final class Scene {
    /// The top of the tree; its frame always covers the whole scene.
    public let root: Node
    /// The scene's size in points; the root's frame follows it.
    public var size: Size {
        didSet { root.frame = Rect(origin: .zero, size: size) }
    }
    /// Device pixels per point (2 on a high-density display).
    public var pixelDensity: Double = 1 {
        didSet { if pixelDensity != oldValue { setNeedsDisplay() } }
    }
    /// The clock, in seconds, as last given to `advance(to:)`.
    public private(set) var time: Double = 0
    /// True when something changed since the last `buildDrawList`.
    public private(set) var needsDisplay = true

    public let router = PointerRouter()
    public private(set) weak var focusedNode: Node?
    private var updating: [ObjectIdentifier: Node] = [:]
    private var updateOrder: [Node] = []

    public init(size: Size) {
        self.size = size
        root = Node(frame: Rect(origin: .zero, size: size))
        root.minimumHitSize = .zero
        root.attach(to: self)
    }

    // MARK: Redraw bookkeeping

    public func setNeedsDisplay() { needsDisplay = true }

    func nodeGeometryDidChange(_ node: Node) {
        router.invalidateIndex()
        needsDisplay = true
    }

    func subtreeWillDetach(_ node: Node) {
        var stack = [node]
        while let n = stack.popLast() {
            cancelPointers(heldBy: n)
            if focusedNode === n { setFocus(nil) }
            stack.append(contentsOf: n.children)
        }
        router.invalidateIndex()
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
    public var isAnimating: Bool { !updateOrder.isEmpty }

    /// Moves the clock to `newTime` (never backwards) and steps every animating node.
    public func advance(to newTime: Double) {
        guard newTime.isFinite else { return }
        time = max(time, newTime)
        guard !updateOrder.isEmpty else { return }
        needsDisplay = true
        var keep: [Node] = []
        keep.reserveCapacity(updateOrder.count)
        for node in updateOrder {
            if node.scene === self, node.update(time: time) {
                keep.append(node)
            } else {
                updating[ObjectIdentifier(node)] = nil
            }
        }
        updateOrder = keep
    }

    // MARK: Focus

    /// Nodes that can take focus, in reading order (top to bottom, then left to right by scene frame).
    public var focusChain: [Node] {
        var out: [Node] = []
        var stack: [Node] = [root]
        while let n = stack.popLast() {
            if n.isHidden || !n.isEnabled { continue }
            if n.acceptsFocus { out.append(n) }
            stack.append(contentsOf: n.children.reversed())
        }
        return out.sorted { a, b in
            let fa = a.sceneFrame
            let fb = b.sceneFrame
            if abs(fa.minY - fb.minY) > 0.5 { return fa.minY < fb.minY }
            return fa.minX < fb.minX
        }
    }

    /// Gives `node` the keyboard focus (nil clears it).
    public func setFocus(_ node: Node?) {
        guard focusedNode !== node else { return }
        let old = focusedNode
        focusedNode = node
        old?.focusDidChange(false)
        node?.focusDidChange(true)
        needsDisplay = true
    }

    /// Moves focus to the next (or, backwards, previous) node of the focus chain, wrapping around.
    public func moveFocus(backwards: Bool) {
        let chain = focusChain
        guard !chain.isEmpty else { return }
        guard let current = focusedNode, let i = chain.firstIndex(where: { $0 === current }) else {
            setFocus(backwards ? chain.last : chain.first)
            return
        }
        let next = backwards ? (i - 1 + chain.count) % chain.count : (i + 1) % chain.count
        setFocus(chain[next])
    }

    // MARK: Input

    /// Applies one input event now: pointers to the node they hit or hold, keys to the focused node.
    public func handle(_ event: InputEvent) {
        switch event {
        case .key(let key):
            if key.key == .tab {
                moveFocus(backwards: key.shift)
            } else if let node = focusedNode, node.isEnabledInTree, node.isVisibleInTree {
                _ = node.keyPressed(key)
            }
        default:
            router.handle(event, in: self)
        }
    }

    /// Cancels every pointer `node` holds.
    public func cancelPointers(heldBy node: Node) {
        router.cancel(heldBy: node)
    }

    // MARK: Drawing

    /// Fills `list` with the whole scene in z-order, clipping where nodes ask, and clears `needsDisplay`.
    public func buildDrawList(into list: inout DrawList) {
        list.reset()
        emit(root, rect: Rect(origin: .zero, size: size), parentScale: 1, into: &list)
        needsDisplay = false
    }

    /// `rect` is `node`'s frame in scene points; `parentScale` is the scene scale of its parent.
    private func emit(_ node: Node, rect: Rect, parentScale: Double, into list: inout DrawList) {
        if node.isHidden { return }
        let nodeScale = parentScale * node.scale
        node.draw(into: &list, rect: rect, scale: nodeScale)
        if node.children.isEmpty { return }
        if node.clipsToBounds { list.pushClip(rect) }
        if list.currentClip?.isEmpty != true {
            for child in node.children {
                let f = child.frame
                let childRect = Rect(
                    x: rect.minX + (f.minX - node.contentOffset.x) * nodeScale,
                    y: rect.minY + (f.minY - node.contentOffset.y) * nodeScale,
                    width: f.width * nodeScale * child.scale, height: f.height * nodeScale * child.scale)
                // A leaf entirely outside the clip draws nothing; a container may have children that show.
                if child.children.isEmpty, let clip = list.currentClip, !clip.intersects(childRect) { continue }
                emit(child, rect: childRect, parentScale: nodeScale, into: &list)
            }
        }
        if node.clipsToBounds { list.popClip() }
    }
}
