/// A scene's switch painters, shared by its switches of equal style and size: a frame then reads one
/// painter (in cache) for all of them instead of one per switch, which at thousands of switches was most
/// of the draw-list build's cache misses. Painters are immutable, so sharing changes no command.
///
/// It drops a painter no switch holds any more when it grows (strong references, not weak ones: an object
/// weakly referenced keeps its counts in a side table, and every retain of the shared painter per switch
/// per frame then took the slow path), and forgets them all when the scene's
/// resources are collected (`Scene.collectResources(into:)`), since a release may follow that drops the
/// handles of a painter no attached switch uses; a painter it hands out was therefore made since the
/// last collection, from handles still interned.
struct SwitchPainterTable {
    /// What a painter depends on: the style, the frame size and the provider that resolved its handles.
    struct Key: Hashable {
        let style: SwitchStyle
        let size: Size
        let resources: ObjectIdentifier
    }

    private var entries: [Key: SwitchPainter] = [:]
    /// The count at which painters only the table holds are dropped.
    private var pruneCount = Self.minimumPruneCount
    private static let minimumPruneCount = 64

    /// The painter kept for `key`, or `make()`'s, kept from now on.
    mutating func painter(for key: Key, make: () -> SwitchPainter) -> SwitchPainter {
        if let kept = entries[key] { return kept }
        if entries.count >= pruneCount { dropUnheld() }
        let made = make()
        entries[key] = made
        return made
    }

    /// Drops the painters only the table holds. Walks by index, so no copy of the table holds them too.
    private mutating func dropUnheld() {
        var unheld: [Key] = []
        var index = entries.startIndex
        while index != entries.endIndex {
            if isKnownUniquelyReferenced(&entries.values[index]) { unheld.append(entries.keys[index]) }
            entries.formIndex(after: &index)
        }
        for key in unheld { entries[key] = nil }
        pruneCount = max(Self.minimumPruneCount, 2 * entries.count)
    }

    /// Forgets every painter (the switches keep theirs).
    mutating func removeAll() {
        entries.removeAll()
        pruneCount = Self.minimumPruneCount
    }
}
