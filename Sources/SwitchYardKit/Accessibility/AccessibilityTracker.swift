import SceneGraph

/// Finds what assistive technology must be told about an engine's switches (`AccessibilityEvent`): a
/// bridge calls `takeEvents()` once a frame and passes them on. It compares the switches with what it
/// reported last (so every way a switch changes is caught: input, `setOn`, enabling, a reload, a scroll,
/// a label set from code) and adds the engine's refusals and ended pending changes as announcements.
/// Nothing runs while no tracker exists: an engine without one pays nothing for accessibility.
public final class AccessibilityTracker {
    private weak var engine: SwitchYardEngine?
    private var observer: EngineObserverID?
    private var reported: [String: AccessibleSwitch] = [:]
    private var focused: String?
    private var announcements: [AccessibilityEvent] = []

    /// A tracker of `engine`'s switches; its first `takeEvents()` reports every switch as added.
    public init(engine: SwitchYardEngine) {
        self.engine = engine
        observer = engine.addObserver { [weak self] notice in
            guard case .cue(let node, let cue) = notice else { return }
            self?.note(cue, of: node)
        }
    }

    deinit {
        if let observer { engine?.removeObserver(observer) }
    }

    /// What changed since the last call, in this order: removed switches, added ones, then each switch's
    /// name, description, frame and states, the focus, and last the announcements, oldest first. Costs a
    /// look at every switch.
    public func takeEvents() -> [AccessibilityEvent] {
        guard let engine else { return [] }
        var events: [AccessibilityEvent] = []
        let now = engine.accessibleSwitches
        var current: [String: AccessibleSwitch] = [:]
        current.reserveCapacity(now.count)
        for item in now { current[item.id] = item }
        for id in reported.keys.sorted() where current[id] == nil { events.append(.removed(id: id)) }
        for item in now {
            guard let old = reported[item.id] else {
                events.append(.added(item))
                continue
            }
            if old.name != item.name { events.append(.nameChanged(id: item.id, name: item.name)) }
            if old.description != item.description {
                events.append(.descriptionChanged(id: item.id, description: item.description))
            }
            if old.frame != item.frame { events.append(.frameChanged(id: item.id, frame: item.frame)) }
            let changed = old.states.symmetricDifference(item.states)
            if !changed.isEmpty { events.append(.statesChanged(id: item.id, states: item.states, changed: changed)) }
        }
        reported = current
        let focus = engine.focusedSwitch?.id
        if focus != focused {
            focused = focus
            events.append(.focusChanged(id: focus))
        }
        events += announcements
        announcements.removeAll()
        return events
    }

    /// A refused change and a pending one that ended are said aloud; a pending one that begins shows as
    /// the busy state instead.
    private func note(_ cue: FeedbackCue, of node: SwitchNode) {
        guard let engine, cue == .refused || cue == .resolved else { return }
        let name = engine.accessibleSwitch(id: node.id)?.name ?? node.id
        let value = node.isOn ? "on" : "off"
        let text = cue == .refused ? "\(name): change refused, still \(value)" : "\(name): \(value)"
        announcements.append(.announcement(id: node.id, text: text))
    }
}
