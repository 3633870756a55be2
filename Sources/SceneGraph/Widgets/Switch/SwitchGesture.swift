/// One pointer's interaction with a switch, from down to up or cancel.
struct SwitchGesture: Sendable {
    let pointer: PointerID
    /// Where the pointer went down, in the node's points.
    let start: Point
    let valueAtDown: Bool
    /// Inside the hit area grown by the press margin.
    var isInside = true
    /// The thumb position when the movement passed the slop along the track; nil while still a tap.
    var dragOrigin: Double?
    /// Where the drag has put the thumb (0 off ... 1 on).
    var dragPosition: Double = 0
    /// The movement left the slop mostly across the track and no container took it as a scroll: the press
    /// stays a tap (released inside it toggles) and never becomes a drag.
    var isCrossPan = false

    init(pointer: PointerID, start: Point, valueAtDown: Bool) {
        self.pointer = pointer
        self.start = start
        self.valueAtDown = valueAtDown
    }

    var isDragging: Bool { dragOrigin != nil }

    /// The side of the middle the dragged thumb is on; exactly on the middle counts as the starting side.
    var dragSideIsOn: Bool {
        dragPosition > 0.5 ? true : (dragPosition < 0.5 ? false : valueAtDown)
    }

    /// Follows the pointer to `location`: past `slop` it becomes a drag (along the track) or a cross pan
    /// (across it; still a tap); a drag puts the thumb at its origin plus the pointer's movement along the
    /// track.
    mutating func move(to location: Point, inside: Bool, geometry: SwitchGeometry, slop: Double, thumbNow: Double) {
        isInside = inside
        guard !isCrossPan else { return }
        let (along, across) = geometry.alongAndAcross(location - start)
        if dragOrigin == nil {
            guard (along * along + across * across).squareRoot() > slop else { return }
            if abs(across) > abs(along) {
                isCrossPan = true
                return
            }
            dragOrigin = thumbNow
        }
        let origin = dragOrigin ?? thumbNow
        let travel = geometry.travel
        let p = travel > 0 ? origin + along / travel : origin
        dragPosition = p.isFinite ? min(1, max(0, p)) : origin
    }
}
