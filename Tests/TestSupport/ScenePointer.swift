import SceneGraph

/// Short forms for driving a scene with the mouse in tests: a press, a move and a release at a point.
extension Scene {
    package func down(_ p: Point, _ id: PointerID = .mouse, button: PointerButton = .primary) {
        handle(.pointerDown(id, p, button))
    }
    package func move(_ p: Point, _ id: PointerID = .mouse) { handle(.pointerMove(id, p)) }
    package func up(_ p: Point, _ id: PointerID = .mouse, button: PointerButton = .primary) {
        handle(.pointerUp(id, p, button))
    }
}
