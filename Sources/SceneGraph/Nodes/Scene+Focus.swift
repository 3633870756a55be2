extension Scene {
    /// True when `node` may hold the keyboard focus now: it asks for it, belongs to this scene, and it and
    /// its ancestors are visible and enabled.
    package func canFocus(_ node: Node) -> Bool {
        node.scene === self && node.acceptsFocus && node.isVisibleInTree && node.isEnabledInTree
    }

    /// Nodes that can take focus, in reading order: rows from top to bottom, each left to right. A node
    /// joins a row when its top is above the middle of the row's first node, so a row of differently
    /// sized nodes reads as one line. Worked out once and kept until the tree, a node's geometry or its
    /// availability changes, so Tab through an unchanged scene costs O(1) a press.
    package var focusChain: [Node] { focusOrder.chain }

    /// The kept focus chain with each node's place in it, worked out now if a change dropped it.
    private var focusOrder: FocusOrder {
        if let keptFocusOrder { return keptFocusOrder }
        let chain = readingOrder()
        var places: [ObjectIdentifier: Int] = [:]
        places.reserveCapacity(chain.count)
        for (place, node) in chain.enumerated() { places[ObjectIdentifier(node)] = place }
        let order = FocusOrder(chain: chain, places: places)
        keptFocusOrder = order
        return order
    }

    private func readingOrder() -> [Node] {
        var found: [(node: Node, frame: Rect, order: Int)] = []
        var stack: [Node] = [root]
        while let n = stack.popLast() {
            if n.isHidden || !n.isEnabled { continue }
            if n.acceptsFocus { found.append((n, n.sceneFrame, found.count)) }
            stack.append(contentsOf: n.children.reversed())
        }
        found.sort { a, b in
            if a.frame.minY != b.frame.minY { return a.frame.minY < b.frame.minY }
            if a.frame.minX != b.frame.minX { return a.frame.minX < b.frame.minX }
            return a.order < b.order
        }
        var chain: [Node] = []
        chain.reserveCapacity(found.count)
        var start = 0
        while start < found.count {
            let rowMiddle = found[start].frame.midY
            var end = start + 1
            while end < found.count, found[end].frame.minY < rowMiddle { end += 1 }
            let row = found[start..<end].sorted { a, b in
                a.frame.minX != b.frame.minX ? a.frame.minX < b.frame.minX : a.order < b.order
            }
            chain.append(contentsOf: row.map(\.node))
            start = end
        }
        return chain
    }

    /// Gives `node` the keyboard focus (nil clears it) and scrolls it into view. A node that cannot take
    /// focus now (see `canFocus`) is refused and the focus stays where it was.
    package func setFocus(_ node: Node?) {
        guard focusedNode !== node else { return }
        if let node, !canFocus(node) { return }
        let old = focusedNode
        focusedNode = node
        old?.isFocused = false
        node?.isFocused = true
        old?.focusDidChange(false)
        if let node {
            node.focusDidChange(true)
            ScrollNode.reveal(node)
        }
        needsDisplay = true
    }

    /// Moves focus to the next (or, backwards, previous) node of the focus chain. Past either end it wraps
    /// around, or clears the focus when `tabWraps` is false; with nothing focused it starts at the first
    /// (backwards: the last) node.
    package func moveFocus(backwards: Bool) {
        let order = focusOrder
        let chain = order.chain
        guard !chain.isEmpty else { return }
        guard let current = focusedNode, let i = order.places[ObjectIdentifier(current)] else {
            setFocus(backwards ? chain.last : chain.first)
            return
        }
        let next = backwards ? i - 1 : i + 1
        if chain.indices.contains(next) {
            setFocus(chain[next])
        } else {
            setFocus(tabWraps ? chain[(next + chain.count) % chain.count] : nil)
        }
    }
}

/// The focus chain (`Scene.focusChain`) and where each of its nodes stands in it.
struct FocusOrder {
    let chain: [Node]
    let places: [ObjectIdentifier: Int]
}

extension Scene {
    /// Moves focus spatially to the nearest focusable node in `direction` (arrow keys, a gamepad, a
    /// host's `moveFocus`). Nodes are compared by the centres of their scene frames; from the focused
    /// node's centre, `along` is the distance in `direction` and `across` the distance sideways:
    ///
    /// - only nodes strictly ahead (`along > 0`) are candidates; those inside the 45° cone around the
    ///   direction (`across <= along`) come first, the rest of the half-plane only when the cone is empty;
    /// - the smallest `along + 2 * across` wins, so a node straight ahead beats a closer one to the side;
    /// - equal scores go to the one first in reading order (`focusChain`);
    /// - no wrapping: with nothing ahead the focus stays; with nothing focused the first node in reading
    ///   order takes it, whatever the direction.
    ///
    /// Disabled and hidden nodes are skipped; a node scrolled out of view can take focus and is scrolled
    /// into view.
    package func moveFocus(_ direction: FocusDirection) {
        let chain = focusChain
        guard let current = focusedNode, canFocus(current) else {
            if let first = chain.first { setFocus(first) }
            return
        }
        if let next = Self.nearest(to: current.sceneFrame.center, in: direction, among: chain, excluding: current) {
            setFocus(next)
        }
    }

    static func nearest(to origin: Point, in direction: FocusDirection, among chain: [Node], excluding current: Node)
        -> Node?
    {
        var best: (node: Node, inCone: Bool, score: Double)?
        for node in chain where node !== current {
            let c = node.sceneFrame.center
            let dx = c.x - origin.x
            let dy = c.y - origin.y
            let along: Double
            let across: Double
            switch direction {
            case .left: (along, across) = (-dx, abs(dy))
            case .right: (along, across) = (dx, abs(dy))
            case .up: (along, across) = (-dy, abs(dx))
            case .down: (along, across) = (dy, abs(dx))
            }
            guard along > 0 else { continue }
            let inCone = across <= along
            let score = along + 2 * across
            if let b = best {
                if b.inCone && !inCone { continue }
                if b.inCone == inCone && b.score <= score { continue }
            }
            best = (node, inCone, score)
        }
        return best?.node
    }
}
