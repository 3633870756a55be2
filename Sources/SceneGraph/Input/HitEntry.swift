/// What the hit-test index remembers about one node: the area where it takes pointers (its hit rect cut by
/// every clipping ancestor, in scene points) and the grid cells it was filed under.
struct HitEntry {
    var bounds: HitBounds
    /// Inclusive cell range; nil when the node is filed in the index's list of oversized entries.
    var cells: CellRange?
}

/// An inclusive rectangle of grid cells.
struct CellRange: Equatable {
    var x0: Int
    var y0: Int
    var x1: Int
    var y1: Int

    var count: Int { (x1 - x0 + 1) * (y1 - y0 + 1) }
}

/// One cell of the uniform grid.
struct CellKey: Hashable {
    var x: Int32
    var y: Int32
}
