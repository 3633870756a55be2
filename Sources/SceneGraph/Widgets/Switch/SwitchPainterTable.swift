/// A scene's switch painters, shared by its switches of equal style and size: a frame then reads one
/// painter (in cache) for all of them instead of one per switch, which at thousands of switches was most
/// of the draw-list build's cache misses. Painters are immutable, so sharing changes no command.
///
/// It holds a painter only while some switch does (weakly), and forgets them all when the scene's
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

    private struct Entry {
        weak var painter: SwitchPainter?
    }

    private var entries: [Key: Entry] = [:]
    /// The count at which entries whose painters are gone are dropped.
    private var pruneCount = Self.minimumPruneCount
    private static let minimumPruneCount = 64

    /// The painter kept for `key`, or `make()`'s, kept from now on.
    mutating func painter(for key: Key, make: () -> SwitchPainter) -> SwitchPainter {
        if let kept = entries[key]?.painter { return kept }
        let made = make()
        entries[key] = Entry(painter: made)
        if entries.count >= pruneCount {
            entries = entries.filter { $0.value.painter != nil }
            pruneCount = max(Self.minimumPruneCount, 2 * entries.count)
        }
        return made
    }

    /// Forgets every painter (the switches keep theirs).
    mutating func removeAll() {
        entries.removeAll()
        pruneCount = Self.minimumPruneCount
    }
}
