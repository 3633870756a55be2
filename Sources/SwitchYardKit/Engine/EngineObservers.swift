import SceneGraph

/// What the engine tells its observers (`SwitchYardEngine.addObserver(_:)`), in the order it happens.
public enum EngineNotice {
    /// A switch entered one of its states (`SwitchState`).
    case stateChanged(SwitchNode, SwitchState)
    /// A user toggled a switch (tap, drag, key): its new value. Never for `setOn`; for a change that went
    /// pending, when the owner completes it (inside `resolve(id:on:)`).
    case valueChanged(SwitchNode, Bool)
    /// A switch's owner answered an ask (the host's `shouldChange` or a theme policy), or a pending change
    /// was resolved through `resolve(id:on:)`: what a recording writes as `decide` and `resolve` lines.
    case owner(SwitchOwnerEvent)
    /// An input was routed to the switches, by `handle(_:)` (an SDL event or an `InputEvent`) or as the
    /// repeat of a held gamepad direction in `advance(to:)`; told after the owner answers it caused: what a
    /// recording writes as `input` lines.
    case input(InputEvent)
    /// A switch reached a feedback moment (docs/feedback.md), told after the state and value notices it
    /// goes with. What it plays, if anything, is `node.style.feedback.cues[cue]`: the engine plays nothing.
    case cue(SwitchNode, FeedbackCue)
}

/// Names an observer added with `SwitchYardEngine.addObserver(_:)`, for `removeObserver(_:)`.
public struct EngineObserverID: Hashable, Sendable {
    let number: Int
}

/// The engine's observers, in the order they were added.
final class EngineObservers {
    private var entries: [(id: EngineObserverID, observer: (EngineNotice) -> Void)] = []
    private var next = 0

    func add(_ observer: @escaping (EngineNotice) -> Void) -> EngineObserverID {
        next += 1
        let id = EngineObserverID(number: next)
        entries.append((id, observer))
        return id
    }

    func remove(_ id: EngineObserverID) {
        entries.removeAll { $0.id == id }
    }

    /// Tells every observer, oldest first (those there when the notice began: one added or removed by an
    /// observer takes effect from the next notice).
    func tell(_ notice: EngineNotice) {
        for entry in entries { entry.observer(notice) }
    }
}

extension SwitchYardEngine {
    // MARK: Observers

    /// Adds `observer`, told every `EngineNotice` after the observers added before it: a host's callbacks,
    /// a recorder and a log watch one engine side by side, none replacing another. Notices come from inside
    /// `handle`, `advance(to:)` and `resolve(id:on:)` (docs/embedding.md, "Callbacks and resources (Swift)").
    @discardableResult
    public func addObserver(_ observer: @escaping (EngineNotice) -> Void) -> EngineObserverID {
        observers.add(observer)
    }

    /// Removes the observer `id` names; nothing happens when it was removed already.
    public func removeObserver(_ id: EngineObserverID) {
        observers.remove(id)
    }

    /// Tells every observer about `notice`.
    func tell(_ notice: EngineNotice) {
        observers.tell(notice)
    }
}
