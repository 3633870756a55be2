/// A uniform grid over the scene's hit areas, so finding the node under a point looks at a few candidates
/// instead of the whole tree. Only nodes that can take a pointer now (accepting, visible, enabled and
/// interactive up the tree, with some area left after their ancestors' clips) are filed.
///
/// It is refreshed lazily: a change to a node marks its subtree dirty (its frame, scale or a container's
/// scroll move every descendant), and the next query re-files only the dirty subtrees, each once (a dirty
/// subtree inside another is left to the outer one). More dirty subtrees than nodes filed fall back to one
/// pass over the whole tree, so a run of changes costs amortised O(1) each. Filing and removing a node
/// touch only its own cells' buckets at the places its entry records.
final class HitTestIndex {
    /// Side of a grid cell, in scene points: a little larger than the minimum hit size.
    static let cellSize = 64.0
    /// Entries spanning more cells than this, or reaching past `coordinateLimit`, go in a list every
    /// query checks, so a huge or far-away node cannot blow up the grid.
    static let maximumCellsPerEntry = 1024
    static let coordinateLimit = 1e9
    /// Dirty subtrees kept before one full pass is taken instead, when fewer nodes than this are filed.
    static let minimumDirtyRoots = 64

    private var cells: [CellKey: [HitSlot]] = [:]
    private var oversized: [HitSlot] = []
    private var dirtyRoots: [Node] = []
    private var needsFullRefresh = true

    /// How many nodes are filed; for tests and benchmarks.
    private(set) var entryCount = 0

    /// Notes that `node`'s subtree may have moved or changed whether it takes pointers.
    func invalidate(_ node: Node) {
        if needsFullRefresh || dirtyRoots.last === node { return }
        if dirtyRoots.count >= max(Self.minimumDirtyRoots, entryCount) {
            needsFullRefresh = true
            dirtyRoots.removeAll(keepingCapacity: true)
        } else {
            dirtyRoots.append(node)
        }
    }

    /// Takes `node` out of the index at once: it is leaving the scene.
    func remove(_ node: Node) {
        guard let entry = node.hitEntry else { return }
        node.hitEntry = nil
        unfile(entry)
    }

    /// The topmost filed node whose area contains `point`.
    func hit(_ point: Point, in scene: Scene) -> Node? {
        refresh(scene)
        guard point.isFinite else { return nil }
        var best: Node?
        func consider(_ slot: HitSlot) {
            guard slot.bounds.contains(point) else { return }
            if let current = best, !slot.node.isDrawn(above: current) { return }
            best = slot.node
        }
        for slot in oversized { consider(slot) }
        if let key = Self.cell(point.x, point.y), let bucket = cells[key] {
            for slot in bucket { consider(slot) }
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
        let dirty = Set(roots.map(ObjectIdentifier.init))
        var done = Set<ObjectIdentifier>()
        for root in roots where root.scene === scene && done.insert(ObjectIdentifier(root)).inserted {
            if Self.hasAncestor(of: root, in: dirty) { continue }
            let context = HitTesting.context(of: root)
            refile(root, transform: context.transform, clip: context.clip, live: context.live)
        }
    }

    /// True when a node above `node` is in `set`: its re-filing covers `node`'s subtree.
    private static func hasAncestor(of node: Node, in set: Set<ObjectIdentifier>) -> Bool {
        var current = node.parent
        while let n = current {
            if set.contains(ObjectIdentifier(n)) { return true }
            current = n.parent
        }
        return false
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
        var positions: [Int] = []
        if let old = node.hitEntry {
            if let bounds, old.bounds == bounds { return }
            node.hitEntry = nil
            unfile(old)
            positions = old.positions
            positions.removeAll(keepingCapacity: true)
        }
        guard let bounds else { return }
        let range = Self.cells(covering: bounds)
        let slot = HitSlot(node: node, bounds: bounds)
        entryCount += 1
        positions.reserveCapacity(range?.count ?? 1)
        if let range {
            for y in range.y0...range.y1 {
                for x in range.x0...range.x1 {
                    positions.append(Self.append(slot, to: &cells[CellKey(x: Int32(x), y: Int32(y)), default: []]))
                }
            }
        } else {
            positions.append(Self.append(slot, to: &oversized))
        }
        node.hitEntry = HitEntry(bounds: bounds, cells: range, positions: positions)
    }

    /// Adds `slot` at the end of `bucket` (in place, the bucket looked up once); its place there.
    private static func append(_ slot: HitSlot, to bucket: inout [HitSlot]) -> Int {
        bucket.append(slot)
        return bucket.count - 1
    }

    /// Takes the filing `entry` describes out of its buckets; its node's `hitEntry` is already cleared.
    private func unfile(_ entry: HitEntry) {
        entryCount -= 1
        guard let range = entry.cells else {
            Self.remove(at: entry.positions[0], from: &oversized) { _ in 0 }
            return
        }
        for y in range.y0...range.y1 {
            for x in range.x0...range.x1 {
                let key = CellKey(x: Int32(x), y: Int32(y))
                guard var bucket = cells.removeValue(forKey: key) else { continue }
                Self.remove(at: entry.positions[range.offset(x: x, y: y)], from: &bucket) { moved in
                    moved.cells?.offset(x: x, y: y) ?? 0
                }
                if !bucket.isEmpty { cells[key] = bucket }
            }
        }
    }

    /// Removes the node at `position` of `bucket` by moving the last node into its place, and records that
    /// node's new place at `slot(itsEntry)` of its entry's positions.
    private static func remove(at position: Int, from bucket: inout [HitSlot], slot: (HitEntry) -> Int) {
        let last = bucket.removeLast()
        guard position < bucket.count else { return }
        bucket[position] = last
        // The index is read first, so no copy of the entry shares its positions when they change.
        guard let index = last.node.hitEntry.map(slot) else { return }
        last.node.hitEntry?.positions[index] = position
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
