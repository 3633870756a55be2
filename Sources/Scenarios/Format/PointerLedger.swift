import SceneGraph

/// Which pointers hold a primary press, and since when: a pointer goes up (primary), moves or is cancelled
/// only while it is down; a mouse may move while up (hovering aims the wheel), and other buttons are never
/// held (the router only notes where the mouse is). A second primary press of a held pointer means its
/// release was lost: the router cancels the old press and starts a new one. Shared by the parser, which
/// reports a broken sequence, and the recorder, which leaves out what the router would ignore anyway.
struct PointerLedger {
    private(set) var held: [PointerID: Int] = [:]

    /// Applies `event` at place `at` (a line or tick number); false, leaving the ledger unchanged, when the
    /// event needs a pointer that is not down.
    mutating func apply(_ event: InputEvent, at place: Int) -> Bool {
        switch event {
        case .pointerDown(let id, _, .primary):
            held[id] = place
        case .pointerMove(let id, _):
            if id != .mouse, held[id] == nil { return false }
        case .pointerUp(let id, _, .primary), .pointerCancel(let id):
            if held.removeValue(forKey: id) == nil { return false }
        case .cancelAll:
            held.removeAll()
        case .pointerDown, .pointerUp, .key, .wheel:
            break
        }
        return true
    }

    /// How messages name a pointer: `mouse` or `finger 3`.
    static func name(_ id: PointerID) -> String {
        switch id {
        case .mouse: return "mouse"
        case .finger(let f): return "finger \(f)"
        }
    }
}
