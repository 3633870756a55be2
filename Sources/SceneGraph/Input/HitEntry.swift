/// What the hit-test index remembers about one node: the area where it takes pointers (its hit rect cut by
/// every clipping ancestor, in scene points) and the grid cells it was filed under.
struct HitEntry {
    var bounds: HitBounds
    /// Inclusive cell range; nil when the node is filed in the index's list of oversized entries.
    var cells: CellRange?
    /// Where the node sits in each bucket it is filed in: one per cell of `cells`, row by row, or its one
    /// place in the oversized list. Removing it moves the bucket's last node into its place, so no
    /// removal searches a bucket, however many nodes overlap there.
    var positions: [Int]
}

/// A node as a bucket of the index files it, with its area beside it so a query scanning a crowded cell
/// reads one array rather than every node's entry.
struct HitSlot {
    let node: Node
    let bounds: HitBounds
}

/// An inclusive rectangle of grid cells.
struct CellRange: Equatable {
    var x0: Int
    var y0: Int
    var x1: Int
    var y1: Int

    var count: Int { (x1 - x0 + 1) * (y1 - y0 + 1) }

    /// Where cell (`x`, `y`) comes in the range, counting row by row.
    func offset(x: Int, y: Int) -> Int { (y - y0) * (x1 - x0 + 1) + (x - x0) }
}

/// One cell of the uniform grid.
struct CellKey: Hashable {
    var x: Int32
    var y: Int32
}
