/// A bounded cache that evicts the least recently used entry when full. Entries live in parallel arrays
/// linked by index, so lookups and hits allocate nothing once the cache has filled.
struct LRUCache<Key: Hashable, Value> {
    private struct Entry {
        var key: Key
        var value: Value
        var newer: Int
        var older: Int
    }

    /// The most entries kept at once.
    let capacity: Int
    private var slots: [Key: Int] = [:]
    private var entries: [Entry] = []
    private var newest = -1
    private var oldest = -1

    init(capacity: Int) {
        self.capacity = max(1, capacity)
        slots.reserveCapacity(self.capacity)
        entries.reserveCapacity(self.capacity)
    }

    /// How many entries are held.
    var count: Int { slots.count }

    /// The value for `key`, marking it most recently used.
    mutating func value(for key: Key) -> Value? {
        guard let slot = slots[key] else { return nil }
        moveToFront(slot)
        return entries[slot].value
    }

    /// Stores `value` as the most recently used entry, evicting the least recently used one when full.
    mutating func insert(_ value: Value, for key: Key) {
        if let slot = slots[key] {
            entries[slot].value = value
            moveToFront(slot)
            return
        }
        let slot: Int
        if entries.count < capacity {
            entries.append(Entry(key: key, value: value, newer: -1, older: -1))
            slot = entries.count - 1
        } else {
            slot = oldest
            unlink(slot)
            slots[entries[slot].key] = nil
            entries[slot] = Entry(key: key, value: value, newer: -1, older: -1)
        }
        slots[key] = slot
        linkAtFront(slot)
    }

    /// Drops every entry.
    mutating func removeAll() {
        slots.removeAll(keepingCapacity: true)
        entries.removeAll(keepingCapacity: true)
        newest = -1
        oldest = -1
    }

    private mutating func moveToFront(_ slot: Int) {
        guard slot != newest else { return }
        unlink(slot)
        linkAtFront(slot)
    }

    private mutating func unlink(_ slot: Int) {
        let newer = entries[slot].newer
        let older = entries[slot].older
        if newer >= 0 { entries[newer].older = older } else { newest = older }
        if older >= 0 { entries[older].newer = newer } else { oldest = newer }
        entries[slot].newer = -1
        entries[slot].older = -1
    }

    private mutating func linkAtFront(_ slot: Int) {
        entries[slot].older = newest
        entries[slot].newer = -1
        if newest >= 0 { entries[newest].newer = slot }
        newest = slot
        if oldest < 0 { oldest = slot }
    }
}
