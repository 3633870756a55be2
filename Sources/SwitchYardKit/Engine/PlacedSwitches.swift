/// The switches a host placed, in the order they were added (their z-order), found by id: adding, finding
/// and removing one costs the same at the 100,000th switch as at the first. A removed switch leaves a hole
/// that is swept out once holes make up half of the slots, so a run of removals stays linear in all.
struct PlacedSwitches: Sequence {
    private var slots: [PlacedSwitch?] = []
    private var slotByID: [String: Int] = [:]
    private var holes = 0

    /// How many switches are placed.
    var count: Int { slotByID.count }

    /// The switch placed with `id`.
    subscript(id: String) -> PlacedSwitch? {
        slotByID[id].flatMap { slots[$0] }
    }

    /// Adds `item` on top of the others; its id must not be placed already.
    mutating func append(_ item: PlacedSwitch) {
        slotByID[item.node.id] = slots.count
        slots.append(item)
    }

    /// Removes and returns the switch placed with `id`, if there is one.
    mutating func remove(id: String) -> PlacedSwitch? {
        guard let slot = slotByID.removeValue(forKey: id), let item = slots[slot] else { return nil }
        slots[slot] = nil
        holes += 1
        if holes * 2 > slots.count { sweep() }
        return item
    }

    /// The switches in the order they were added.
    func makeIterator() -> some IteratorProtocol<PlacedSwitch> {
        slots.lazy.compactMap { $0 }.makeIterator()
    }

    private mutating func sweep() {
        slots.removeAll { $0 == nil }
        for (slot, item) in slots.enumerated() {
            if let item { slotByID[item.node.id] = slot }
        }
        holes = 0
    }
}
