import SceneGraph

/// Which pointers are down, and since when: the rule that a pointer goes up, moves or is cancelled only
/// while it is down (a mouse may move while up: that is hovering). Shared by the parser, which reports a
/// broken sequence, and the recorder, which leaves out what the scene's router would ignore anyway.
struct PointerLedger {
    enum Problem: Hashable, Sendable {
        /// A down for a pointer already down since `since` (a line or tick number, as the caller counts).
        case alreadyDown(since: Int)
        /// A move, up or cancel for a pointer that is not down.
        case notDown
    }

    private(set) var held: [PointerID: Int] = [:]

    /// Applies `event` at place `at`, or leaves the ledger unchanged and says what is wrong with it.
    mutating func apply(_ event: InputEvent, at place: Int) -> Problem? {
        switch event {
        case .pointerDown(let id, _, _):
            if let since = held[id] { return .alreadyDown(since: since) }
            held[id] = place
        case .pointerMove(let id, _):
            if id != .mouse, held[id] == nil { return .notDown }
        case .pointerUp(let id, _, _), .pointerCancel(let id):
            if held.removeValue(forKey: id) == nil { return .notDown }
        case .cancelAll:
            held.removeAll()
        case .key, .wheel:
            break
        }
        return nil
    }

    /// How messages name a pointer: `mouse` or `finger 3`.
    static func name(_ id: PointerID) -> String {
        switch id {
        case .mouse: return "mouse"
        case .finger(let f): return "finger \(f)"
        }
    }
}
