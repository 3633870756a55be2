/// A uniform grid over the scene's hit areas, so finding the node under a point looks at a few candidates
/// instead of the whole tree. Only nodes that can take a pointer now (accepting, visible, enabled and
/// interactive up the tree, with some area left after their ancestors' clips) are filed.
///
/// It is refreshed lazily: a change to a node marks its subtree dirty (its frame, scale or a container's
/// scroll move every descendant), and the next query re-files only the dirty subtrees. Many dirty subtrees
/// at once (a reflow) fall back to one pass over the whole tree.
final class HitTestIndex {
    /// Side of a grid cell, in scene points: a little larger than the minimum hit size.
    static let cellSize = 64.0
    /// Entries spanning more cells than this, or reaching past `coordinateLimit`, go in a list every
    /// query checks, so a huge or far-away node cannot blow up the grid.
    static let maximumCellsPerEntry = 1024
    static let coordinateLimit = 1e9
    /// Past this many dirty subtrees one full pass is cheaper than many partial ones.
    static let maximumDirtyRoots = 64

    private var cells: [CellKey: [Node]] = [:]
    private var oversized: [Node] = []
    private var dirtyRoots: [Node] = []
    private var needsFullRefresh = true

    /// How many nodes are filed; for tests and benchmarks.
    private(set) var entryCount = 0

    /// Notes that `node`'s subtree may have moved or changed whether it takes pointers.
    func invalidate(_ node: Node) {
        if needsFullRefresh || dirtyRoots.last === node { return }
        if dirtyRoots.count >= Self.maximumDirtyRoots {
            needsFullRefresh = true
            dirtyRoots.removeAll(keepingCapacity: true)
        } else {
            dirtyRoots.append(node)
        }
    }

    /// Takes `node` out of the index at once: it is leaving the scene.
    func remove(_ node: Node) {
        guard let entry = node.hitEntry else { return }
        unfile(node, entry)
        node.hitEntry = nil
    }

    /// The topmost filed node whose area contains `point`.
    func hit(_ point: Point, in scene: Scene) -> Node? {
        refresh(scene)
        guard point.isFinite else { return nil }
        var best: Node?
        func consider(_ node: Node) {
            guard let entry = node.hitEntry, entry.bounds.contains(point) else { return }
            if let current = best, !node.isDrawn(above: current) { return }
            best = node
        }
        for node in oversized { consider(node) }
        if let key = Self.cell(point.x, point.y), let bucket = cells[key] {
            for node in bucket { consider(node) }
        }
        return best
    }

    /// Brings every dirty subtree up to date.
    func refresh(_ scene: Scene) {
        if needsFullRefresh {
            needsFullRefresh = false
            dirtyRoots.removeAll(keepingCapacity: true)
            refile(scene.root, transform: .topLevel(scene.root), clip: .unbounded, live: true)
            return
        }
        guard !dirtyRoots.isEmpty else { return }
        let roots = dirtyRoots
        dirtyRoots.removeAll(keepingCapacity: true)
        for root in roots where root.scene === scene {
            let context = HitTesting.context(of: root)
            refile(root, transform: context.transform, clip: context.clip, live: context.live)
        }
    }

    /// Re-files `node` and its subtree. `transform` is `node`'s, `clip` comes from its ancestors, and
    /// `live` says whether every ancestor lets pointers through.
    private func refile(_ node: Node, transform: SceneTransform, clip: HitBounds, live: Bool) {
        let live = live && HitTesting.letsPointersThrough(node)
        if !live && node.hitEntry == nil && node.children.isEmpty { return }
        let frame = transform.frame(of: node)
        var bounds: HitBounds?
        if live && node.acceptsPointers {
            let area = HitBounds(Node.hitRect(for: frame, minimum: node.minimumHitSize)).intersection(clip)
            if !area.isEmpty { bounds = area }
        }
        update(node, bounds: bounds)
        let childClip = node.clipsToBounds ? clip.intersection(HitBounds(frame)) : clip
        let childrenLive = live && !childClip.isEmpty
        for child in node.children {
            refile(child, transform: transform.child(child, of: node), clip: childClip, live: childrenLive)
        }
    }

    private func update(_ node: Node, bounds: HitBounds?) {
        if let old = node.hitEntry {
            if let bounds, old.bounds == bounds { return }
            unfile(node, old)
            node.hitEntry = nil
        }
        guard let bounds else { return }
        let entry = HitEntry(bounds: bounds, cells: Self.cells(covering: bounds))
        node.hitEntry = entry
        entryCount += 1
        if let range = entry.cells {
            for y in range.y0...range.y1 {
                for x in range.x0...range.x1 {
                    cells[CellKey(x: Int32(x), y: Int32(y)), default: []].append(node)
                }
            }
        } else {
            oversized.append(node)
        }
    }

    private func unfile(_ node: Node, _ entry: HitEntry) {
        entryCount -= 1
        guard let range = entry.cells else {
            if let i = oversized.firstIndex(where: { $0 === node }) { oversized.remove(at: i) }
            return
        }
        for y in range.y0...range.y1 {
            for x in range.x0...range.x1 {
                let key = CellKey(x: Int32(x), y: Int32(y))
                guard var bucket = cells[key], let i = bucket.firstIndex(where: { $0 === node }) else { continue }
                bucket.swapAt(i, bucket.count - 1)
                bucket.removeLast()
                cells[key] = bucket.isEmpty ? nil : bucket
            }
        }
    }

    /// The cell holding a coordinate, or nil when it lies beyond `coordinateLimit`.
    private static func cell(_ x: Double, _ y: Double) -> CellKey? {
        guard let cx = cellIndex(x), let cy = cellIndex(y) else { return nil }
        return CellKey(x: Int32(cx), y: Int32(cy))
    }

    private static func cellIndex(_ v: Double) -> Int? {
        guard v.isFinite, abs(v) < coordinateLimit else { return nil }
        return Int((v / cellSize).rounded(.down))
    }

    /// The cells a non-empty area touches, or nil when it must go in the oversized list. The right and
    /// bottom edges are outside the area, so an edge exactly on a cell boundary does not reach the next cell.
    private static func cells(covering b: HitBounds) -> CellRange? {
        guard let x0 = cellIndex(b.x0), let y0 = cellIndex(b.y0),
            let x1 = cellIndex(b.x1.nextDown), let y1 = cellIndex(b.y1.nextDown)
        else { return nil }
        let range = CellRange(x0: x0, y0: y0, x1: x1, y1: y1)
        return range.count <= maximumCellsPerEntry ? range : nil
    }
}
