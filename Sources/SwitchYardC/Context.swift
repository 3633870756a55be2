import CSwitchYardVersion
import JSONKit
import SDLKit
import SceneGraph
import SwitchYardKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The host's value-changed callback as C declares it: `void (*)(sy_context *, const char *id, int on,
/// void *user)`.
public typealias ValueChangedFunction =
    @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int32, UnsafeMutableRawPointer?) -> Void

/// The host's decision callback as C declares it: `int (*)(sy_context *, const char *id, int on, void *user)`,
/// returning `SY_ALLOW`, `SY_REFUSE` or `SY_PENDING`.
public typealias DecideFunction =
    @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int32, UnsafeMutableRawPointer?) -> Int32

/// One `sy_context`: the engine drawing as a guest into the host's renderer, the host's callbacks, the last
/// error, and what makes calls from inside the callbacks safe.
///
/// Only the thread that created it touches it (every call checks), which is why it may be handed through the
/// registry's lock as `Sendable`.
final class Context: @unchecked Sendable {
    /// The number C knows this context by.
    let handle: OpaquePointer
    /// The engine, drawing into the host's borrowed renderer.
    let engine: SwitchYardEngine
    /// The SDL id of the renderer's window: events for other windows are not this context's. Nil for a
    /// renderer without a window (a software renderer on a surface), which takes every event.
    let windowID: UInt32?
    /// True while a call that may run a callback is in progress: other such calls are refused as busy.
    private(set) var isBusy = false
    /// True once `sy_destroy` ran: the handle is dead, no callback runs again, and the context is freed
    /// when the call that holds it returns.
    private(set) var isDestroyed = false
    /// What `sy_set_value` and `sy_set_enabled` were asked for from inside a callback, applied in call order
    /// before the busy call returns (`next` is the first not applied yet); the last queued value and enabled
    /// flag of each switch, which the getters report at once.
    private var queue: [QueuedChange] = []
    private var next = 0
    private var queuedValues: [String: Bool] = [:]
    private var queuedEnabled: [String: Bool] = [:]
    private var callback: (function: ValueChangedFunction, user: UnsafeMutableRawPointer?)?
    private var decider: (function: DecideFunction, user: UnsafeMutableRawPointer?)?
    private var stateCallback: (function: StateChangedFunction, user: UnsafeMutableRawPointer?)?
    private var feedbackCallback: (function: FeedbackFunction, user: UnsafeMutableRawPointer?)?
    /// The last failure on this context; "" before the first.
    private(set) var message = ""
    /// The focused switch's id as `sy_get_focus` last handed it out, kept until the next `sy_get_focus`.
    private var focusText: UnsafeMutablePointer<CChar>?
    private let thread = pthread_self()
    /// The accessibility callback's tracker and the strings `sy_a11y_get` handed out.
    let accessibility = ContextAccessibility()

    /// A change `sy_set_value` or `sy_set_enabled` asked for inside a callback.
    private enum QueuedChange {
        case value(id: String, on: Bool, animated: Bool)
        case enabled(id: String, Bool)
    }

    /// A context for the engine `engine`, known to C as `handle`. Tab gives the focus back to the host past
    /// either end of the switches (`SwitchYardEngine.tabWraps`).
    init(handle: OpaquePointer, engine: SwitchYardEngine) {
        self.handle = handle
        self.engine = engine
        windowID = engine.renderer.windowID
        engine.tabWraps = false
        engine.addObserver { [weak self] notice in
            switch notice {
            case .valueChanged(let node, let on): self?.valueChanged(id: node.id, on: on)
            case .stateChanged(let node, let state): self?.stateChanged(id: node.id, state: state)
            case .cue(let node, let cue): self?.cueFired(node, cue)
            case .owner, .input: break
            }
        }
    }

    deinit {
        free(focusText)
    }

    /// True on the thread that created the context.
    var isOnOwnerThread: Bool { pthread_equal(pthread_self(), thread) != 0 }

    /// True when the event names no window or this context's window (see `windowID`).
    func isForThisWindow(_ rawEvent: UnsafeRawPointer) -> Bool {
        guard let own = windowID, let target = EventPump.windowID(rawEvent: rawEvent) else { return true }
        return target == own
    }

    /// Records `error` as this context's last failure.
    func record(_ error: CallError) {
        message = error.message
    }

    /// Runs `body` as the one call that may run the callbacks: calls from inside them that would change the
    /// scene are refused as busy, and the changes they queued are applied, in order, before this returns.
    func exclusively<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        isBusy = true
        defer {
            applyQueue()
            isBusy = false
        }
        return try body()
    }

    /// Sets or clears (nil `function`) the value-changed callback.
    func setCallback(_ function: ValueChangedFunction?, user: UnsafeMutableRawPointer?) {
        callback = function.map { ($0, user) }
    }

    /// Sets or clears (nil `function`) the state-changed callback.
    func setStateCallback(_ function: StateChangedFunction?, user: UnsafeMutableRawPointer?) {
        stateCallback = function.map { ($0, user) }
    }

    /// Sets or clears (nil `function`) the feedback callback.
    func setFeedbackCallback(_ function: FeedbackFunction?, user: UnsafeMutableRawPointer?) {
        feedbackCallback = function.map { ($0, user) }
    }

    /// Sets or clears (nil `function`: every change is allowed) the decision callback.
    func setDecider(_ function: DecideFunction?, user: UnsafeMutableRawPointer?) {
        decider = function.map { ($0, user) }
        engine.shouldChange =
            function == nil ? nil : { [weak self] node, on in self?.decide(id: node.id, on: on) ?? .allow }
    }

    /// The host's answer: `SY_ALLOW` (0), `SY_REFUSE` (1), `SY_PENDING` (2); any other number refuses. A
    /// destroyed context asks nobody and allows, as with no callback.
    private func decide(id: String, on: Bool) -> SwitchDecision {
        guard !isDestroyed, let decider else { return .allow }
        let answer = id.withCString { decider.function(handle, $0, on ? 1 : 0, decider.user) }
        switch answer {
        case 0: return .allow
        case 2: return .pending
        default: return .refuse
        }
    }

    /// Ends the context's life as C sees it: the handle dies now, callbacks stop, queued changes are dropped.
    func destroy() {
        isDestroyed = true
        callback = nil
        decider = nil
        stateCallback = nil
        feedbackCallback = nil
        accessibility.setCallback(nil, user: nil, engine: engine)
        queue.removeAll()
        queuedValues.removeAll()
        queuedEnabled.removeAll()
        Registry.shared.remove(self)
    }

    /// The switch with `id`, or the error naming it.
    func switchNode(_ id: String, for function: String) throws(CallError) -> SwitchNode {
        guard let node = engine.switchNode(id: id) else {
            throw CallError(.noSwitch, "\(function): there is no switch '\(Excerpt.plain(id))'")
        }
        return node
    }

    /// The value of switch `id` as the host last set or saw it (a value queued from a callback counts).
    func value(of id: String, for function: String) throws(CallError) -> Bool {
        let node = try switchNode(id, for: function)
        return queuedValues[id] ?? node.isOn
    }

    /// Whether switch `id` is enabled as the host last set it (a flag queued from a callback counts).
    func isEnabled(_ id: String, for function: String) throws(CallError) -> Bool {
        let node = try switchNode(id, for: function)
        return queuedEnabled[id] ?? node.isEnabled
    }

    /// Sets switch `id` now, or when the current call ends if a callback is running.
    func setValue(of id: String, on: Bool, animated: Bool, for function: String) throws(CallError) {
        let node = try switchNode(id, for: function)
        if isBusy {
            queue.append(.value(id: id, on: on, animated: animated))
            queuedValues[id] = on
        } else {
            exclusively { node.setOn(on, animated: animated) }
        }
    }

    /// Enables or disables switch `id` now, or when the current call ends if a callback is running.
    func setEnabled(_ id: String, _ enabled: Bool, for function: String) throws(CallError) {
        let node = try switchNode(id, for: function)
        if isBusy {
            queue.append(.enabled(id: id, enabled))
            queuedEnabled[id] = enabled
        } else {
            exclusively { node.isEnabled = enabled }
        }
    }

    /// Applies the changes queued from callbacks, including those queued meanwhile by the callbacks they
    /// cause; a switch removed since is skipped.
    private func applyQueue() {
        while !isDestroyed, next < queue.count {
            let change = queue[next]
            next += 1
            switch change {
            case .value(let id, let on, let animated): engine.switchNode(id: id)?.setOn(on, animated: animated)
            case .enabled(let id, let enabled): engine.switchNode(id: id)?.isEnabled = enabled
            }
        }
        queue.removeAll()
        next = 0
        queuedValues.removeAll()
        queuedEnabled.removeAll()
    }

    /// The focused switch's id as a C string that stays until the next call of this, or nil.
    func focusedID() -> UnsafePointer<CChar>? {
        free(focusText)
        focusText = engine.focusedSwitch.flatMap { CString.copy($0.id) }
        return focusText.map { UnsafePointer($0) }
    }

    /// Tells the accessibility callback what changed since the last frame (`sy_advance`).
    func deliverAccessibilityEvents() {
        accessibility.deliver(to: handle) { !isDestroyed }
    }

    private func valueChanged(id: String, on: Bool) {
        guard !isDestroyed, let callback else { return }
        id.withCString { callback.function(handle, $0, on ? 1 : 0, callback.user) }
    }

    private func cueFired(_ node: SwitchNode, _ cue: FeedbackCue) {
        guard !isDestroyed, let feedbackCallback else { return }
        var feedback = sy_feedback(node.style.feedback.cues[cue])
        node.id.withCString { feedbackCallback.function(handle, $0, cue.cValue, &feedback, feedbackCallback.user) }
    }

    private func stateChanged(id: String, state: SwitchState) {
        guard !isDestroyed, let stateCallback else { return }
        id.withCString { stateCallback.function(handle, $0, state.cValue, stateCallback.user) }
    }
}
