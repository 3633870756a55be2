/// The rules of hit-testing, shared by the brute-force walk and the index so that both answer alike.
enum HitTesting {
    /// Where a node stands for hit-testing: its transform, the clip its ancestors impose, and whether every
    /// ancestor lets pointers through (the node's own flags are not included).
    struct Context {
        var transform: SceneTransform
        var clip: HitBounds
        var live: Bool
    }

    /// True when `node` itself lets pointers reach it and its subtree.
    static func letsPointersThrough(_ node: Node) -> Bool {
        !node.isHidden && node.isEnabled && node.isInteractive
    }

    /// Works out `node`'s context by composing from the top of its tree down, in O(depth).
    static func context(of node: Node) -> Context {
        var path: [Node] = []
        var current: Node? = node
        while let n = current {
            path.append(n)
            current = n.parent
        }
        guard let top = path.popLast() else {
            return Context(transform: .topLevel(node), clip: .unbounded, live: true)
        }
        var context = Context(transform: .topLevel(top), clip: .unbounded, live: true)
        var parent = top
        while let next = path.popLast() {
            context.live = context.live && letsPointersThrough(parent)
            if parent.clipsToBounds {
                context.clip = context.clip.intersection(HitBounds(context.transform.frame(of: parent)))
            }
            context.transform = context.transform.child(next, of: parent)
            parent = next
        }
        return context
    }

    /// The area where `node` takes a pointer now, in scene points (empty when clipped away), or nil when it
    /// or an ancestor refuses pointers. Walks the ancestors; the router uses it for the nodes holding pointers.
    static func activeArea(of node: Node) -> HitBounds? {
        let context = context(of: node)
        guard context.live, letsPointersThrough(node), node.acceptsPointers else { return nil }
        let frame = context.transform.frame(of: node)
        return HitBounds(Node.hitRect(for: frame, minimum: node.minimumHitSize)).intersection(context.clip)
    }

    /// The topmost node under `point` found by visiting the whole tree: the reference the index must match.
    static func bruteForce(_ point: Point, root: Node) -> Node? {
        guard point.isFinite else { return nil }
        return walk(root, transform: .topLevel(root), clip: .unbounded, point: point)
    }

    private static func walk(_ node: Node, transform: SceneTransform, clip: HitBounds, point: Point) -> Node? {
        guard letsPointersThrough(node) else { return nil }
        let frame = transform.frame(of: node)
        let childClip = node.clipsToBounds ? clip.intersection(HitBounds(frame)) : clip
        if childClip.contains(point) {
            for child in node.children.reversed() {
                let hit = walk(child, transform: transform.child(child, of: node), clip: childClip, point: point)
                if let hit { return hit }
            }
        }
        if node.acceptsPointers,
            HitBounds(Node.hitRect(for: frame, minimum: node.minimumHitSize)).intersection(clip).contains(point)
        {
            return node
        }
        return nil
    }
}

extension Node {
    /// True when this node is painted after `other`, so it wins a hit where both overlap: a descendant is
    /// above its ancestors, and a later sibling's subtree above an earlier one's. Nodes in different trees
    /// compare by nothing and answer false.
    func isDrawn(above other: Node) -> Bool {
        if self === other { return false }
        if let parent, parent === other.parent { return indexInParent > other.indexInParent }
        var a: Node = self
        var b: Node = other
        var depthA = a.depth
        var depthB = b.depth
        while depthA > depthB, let p = a.parent {
            a = p
            depthA -= 1
        }
        if a === other { return true }
        while depthB > depthA, let p = b.parent {
            b = p
            depthB -= 1
        }
        if b === self { return false }
        while let pa = a.parent, let pb = b.parent, pa !== pb {
            a = pa
            b = pb
        }
        guard a.parent != nil, a.parent === b.parent else { return false }
        return a.indexInParent > b.indexInParent
    }

    private var depth: Int {
        var d = 0
        var current = parent
        while let n = current {
            d += 1
            current = n.parent
        }
        return d
    }
}
