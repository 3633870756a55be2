/// A bounded cache that evicts the least recently used entries when full: past `capacity` entries, or past
/// `costLimit` in the sum of the costs given with each entry (pixels, for textures). Entries live in
/// parallel arrays linked by index, so lookups and hits allocate nothing once the cache has filled.
struct LRUCache<Key: Hashable, Value> {
    private struct Entry {
        var key: Key
        var value: Value?
        var cost: Int
        var newer: Int
        var older: Int
    }

    /// The most entries kept at once.
    let capacity: Int
    /// The most total cost kept at once; an entry costing more on its own is kept alone.
    let costLimit: Int
    private var slots: [Key: Int] = [:]
    private var entries: [Entry] = []
    private var free: [Int] = []
    private var newest = -1
    private var oldest = -1
    /// The sum of the costs of the entries held.
    private(set) var totalCost = 0

    init(capacity: Int, costLimit: Int = .max) {
        self.capacity = max(1, capacity)
        self.costLimit = max(0, costLimit)
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

    /// Stores `value`, costing `cost`, as the most recently used entry, first evicting the least recently
    /// used ones while the cache is full or their costs and this one's would pass `costLimit`.
    mutating func insert(_ value: Value, for key: Key, cost: Int = 0) {
        if let slot = slots[key] {
            unlink(slot)
            slots[key] = nil
            totalCost -= entries[slot].cost
            entries[slot].value = nil
            free.append(slot)
        }
        while oldest >= 0, slots.count >= capacity || totalCost > costLimit - cost { evictOldest() }
        let entry = Entry(key: key, value: value, cost: cost, newer: -1, older: -1)
        let slot: Int
        if let reused = free.popLast() {
            slot = reused
            entries[slot] = entry
        } else {
            entries.append(entry)
            slot = entries.count - 1
        }
        slots[key] = slot
        totalCost += cost
        linkAtFront(slot)
    }

    /// Drops every entry.
    mutating func removeAll() {
        slots.removeAll(keepingCapacity: true)
        entries.removeAll(keepingCapacity: true)
        free.removeAll(keepingCapacity: true)
        newest = -1
        oldest = -1
        totalCost = 0
    }

    private mutating func evictOldest() {
        let slot = oldest
        unlink(slot)
        slots[entries[slot].key] = nil
        totalCost -= entries[slot].cost
        entries[slot].value = nil
        free.append(slot)
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
