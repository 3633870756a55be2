/// A pointer as a node sees it while it holds the capture: where it is in the node's own coordinates
/// (origin at the node's top-left, in points) and whether it is inside the node's hit area.
public struct PointerContact: Hashable, Sendable {
    /// Which pointer: the mouse or one finger.
    package var id: PointerID
    /// Where the pointer is, in the node's own points (origin at its top-left, before its scale).
    package var location: Point
    /// True when the pointer is inside the node's hit area (its frame grown to `minimumHitSize`).
    package var isInside: Bool
    /// The button that pressed; always `.primary` for a node, since only primary presses are delivered.
    package var button: PointerButton

    /// A contact of pointer `id` at `location` (node points); `button` defaults to `.primary`.
    package init(id: PointerID, location: Point, isInside: Bool, button: PointerButton = .primary) {
        self.id = id
        self.location = location
        self.isInside = isInside
        self.button = button
    }
}
