/// A pointer as a node sees it while it holds the capture: where it is in the node's own coordinates
/// (origin at the node's top-left, in points) and whether it is inside the node's hit area.
public struct PointerContact: Hashable, Sendable {
    public var id: PointerID
    public var location: Point
    public var isInside: Bool
    public var button: PointerButton

    public init(id: PointerID, location: Point, isInside: Bool, button: PointerButton = .primary) {
        self.id = id
        self.location = location
        self.isInside = isInside
        self.button = button
    }
}
