import SceneGraph
import Themes

/// What a switch's owner did, as the engine reports it (`EngineNotice.owner`) and a scenario
/// records it (`decide` and `resolve` lines).
public enum SwitchOwnerEvent: Equatable, Sendable {
    /// The owner answered switch `switchID`'s ask for the value `requested`.
    case decided(switchID: String, requested: Bool, SwitchDecision)
    /// The owner resolved switch `switchID`'s pending change to `on`.
    case resolved(switchID: String, on: Bool)
}

/// The gallery's stand-in owners, answering as the theme's `decide` policies say: how many changes each
/// switch asked for (for "refuse-every-second") and the pending resolutions still to come, timed on the
/// scene clock so a replay resolves at the same ticks. Starts empty with every cold theme load and restart.
struct ThemeOwner {
    /// A resolution a "pending" policy promised: switch `id` to `on` once the clock reaches `time`.
    struct Due: Equatable {
        let id: String
        let on: Bool
        let time: Double
    }

    /// Slack for comparing clock times, so `ask + 1.0` is due at the tick 60 ticks after the ask.
    private static let slack = 1e-9

    private var asks: [String: Int] = [:]
    private var due: [Due] = []

    /// The answer to switch `id` asking for `requested` at `time`.
    mutating func decide(_ id: String, requested: Bool, policy: OwnerPolicy, at time: Double) -> SwitchDecision {
        asks[id, default: 0] += 1
        switch policy {
        case .refuse:
            return .refuse
        case .refuseEverySecond:
            return asks[id, default: 0] % 2 == 0 ? .refuse : .allow
        case .pending(let after, let grant):
            due.append(Due(id: id, on: grant ? requested : !requested, time: time + after))
            return .pending
        }
    }

    /// The resolutions due at `time`, in the order they were promised; they are forgotten.
    mutating func takeDue(at time: Double) -> [Due] {
        let ready = due.filter { $0.time <= time + Self.slack }
        if !ready.isEmpty { due.removeAll { $0.time <= time + Self.slack } }
        return ready
    }
}
