/// What changed in a scene since its damage was last taken: the areas changed nodes drew in before the
/// change (recorded when the change happens), the nodes whose new drawing must be added once the next draw
/// list is built, or "everything".
struct SceneDamage {
    /// Past this many changed nodes or old areas, the frame is a full redraw: it would be nearly one anyway.
    static let nodeLimit = 512

    /// A changed node and whether its whole subtree moved (a geometry change), its own drawing changed, or
    /// only parts of its drawing did (`partial`: those parts are in `oldAreas`, and nothing else changed).
    struct Entry {
        let node: Node
        var subtree: Bool
        var partial = false
    }

    var isFull = true
    var oldAreas: [Rect] = []
    /// Changed nodes in the order they first changed, so the same changes always give the same regions.
    var entries: [Entry] = []
    var index: [ObjectIdentifier: Int] = [:]

    mutating func clear(full: Bool) {
        isFull = full
        oldAreas.removeAll(keepingCapacity: true)
        entries.removeAll(keepingCapacity: true)
        index.removeAll(keepingCapacity: true)
    }
}

extension Scene {
    /// Everything is redrawn with the next damaged frame.
    func damageEverything() {
        damage.clear(full: true)
    }

    /// Records that `node` (with its subtree when `subtree`) changes now: where it drew until now is kept,
    /// where it draws next is added when damage is taken.
    func noteDamage(_ node: Node, subtree: Bool) {
        guard !damage.isFull else { return }
        if node === root { return damageEverything() }
        let key = ObjectIdentifier(node)
        let known = damage.index[key]
        if let known, !damage.entries[known].partial, damage.entries[known].subtree || !subtree { return }
        if subtree {
            if let area = Self.subtreeBounds(of: node) { damage.oldAreas.append(area) }
        } else if let area = node.drawnBounds {
            damage.oldAreas.append(area)
        }
        if let known {
            damage.entries[known].subtree = damage.entries[known].subtree || subtree
            damage.entries[known].partial = false
        } else {
            damage.index[key] = damage.entries.count
            damage.entries.append(SceneDamage.Entry(node: node, subtree: subtree))
        }
        if damage.entries.count > SceneDamage.nodeLimit || damage.oldAreas.count > SceneDamage.nodeLimit {
            damageEverything()
        }
    }

    /// Records that `area` (scene points) of `node`'s own drawing changes now, and nothing else of it: the
    /// area is redrawn, and the node is drawn again for it, but where the rest of it drew is not.
    func noteDamage(_ node: Node, area: Rect) {
        guard !damage.isFull else { return }
        let key = ObjectIdentifier(node)
        if let known = damage.index[key], !damage.entries[known].partial { return }
        damage.oldAreas.append(area)
        if damage.index[key] == nil {
            damage.index[key] = damage.entries.count
            damage.entries.append(SceneDamage.Entry(node: node, subtree: false, partial: true))
        }
        if damage.entries.count > SceneDamage.nodeLimit || damage.oldAreas.count > SceneDamage.nodeLimit {
            damageEverything()
        }
    }

    /// A subtree leaves the scene: the area it drew in is redrawn without it.
    func noteRemoval(_ node: Node) {
        guard !damage.isFull, let area = Self.subtreeBounds(of: node) else { return }
        damage.oldAreas.append(area)
        if damage.oldAreas.count > SceneDamage.nodeLimit { damageEverything() }
    }

    /// Starts a damaged frame: adds to `regions` where the changed nodes drew before they changed, and marks
    /// the nodes `buildDamagedDrawList(into:regions:)` must visit. False when the frame must be drawn whole
    /// (everything changed, or no retained build has drawn the scene yet): build it with
    /// `buildRetainedDrawList(into:)` then.
    package func beginDamagedFrame(into regions: inout DamageRegions) -> Bool {
        buildStamp &+= 1
        guard retainsDrawing, !damage.isFull else { return false }
        for area in damage.oldAreas { regions.add(area) }
        for entry in damage.entries where entry.node.scene === self {
            if entry.subtree { entry.node.retainedDrawing.subtreeStamp = buildStamp }
            var next: Node? = entry.node
            while let node = next {
                let retained = node.retainedDrawing
                if retained.pathStamp == buildStamp { break }
                retained.pathStamp = buildStamp
                next = node.parent
            }
        }
        return true
    }

    /// Builds into `list` only what `regions` need: the nodes on the way to a change, every node of a
    /// moved subtree, and the nodes that drew where a region lies, with the clips of their ancestors. Then
    /// adds where the changed nodes draw now to `regions`. When that grew the regions, build again: a
    /// node skipped may draw in the new part.
    package func buildDamagedDrawList(into list: inout DrawList, regions: inout DamageRegions) {
        list.reset()
        let pass = BuildPass(mode: .damaged, regions: regions.rects, stamp: buildStamp)
        emit(root, size: root.frame.size, transform: .topLevel(root), into: &list, pass: pass, forced: false)
        needsDisplay = false
        for entry in damage.entries where !entry.partial && entry.node.scene === self {
            let area = entry.subtree ? entry.node.retained?.subtreeBounds : entry.node.drawnBounds
            if let area { regions.add(area) }
        }
    }

    /// Adds where the scene drew in its last retained or damaged build to `regions` (scene points): the
    /// root's own drawing and each of its subtrees', merged as damage is. A guest's retained layer shows
    /// only these. Stops once the regions are full.
    package func addDrawnAreas(to regions: inout DamageRegions) {
        guard retainsDrawing else { return }
        if let own = root.drawnBounds { regions.add(own) }
        for child in root.children {
            if let area = child.retained?.subtreeBounds { regions.add(area) }
            if regions.isFull { return }
        }
    }

    /// Ends a frame drawn with `beginDamagedFrame(into:)`: the damage recorded so far is drawn.
    package func endDamagedFrame() {
        damage.clear(full: false)
    }

    /// The union of what `node` and everything below it drew in the last draw list.
    private static func subtreeBounds(of node: Node) -> Rect? {
        var result = node.drawnBounds
        var stack = node.children
        while let n = stack.popLast() {
            if let b = n.drawnBounds { result = result.map { $0.union(b) } ?? b }
            stack.append(contentsOf: n.children)
        }
        return result
    }
}
