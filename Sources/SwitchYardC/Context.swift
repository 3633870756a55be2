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
    /// True while a call that may run the callback is in progress: other such calls are refused as busy.
    var isBusy = false
    /// True once `sy_destroy` ran: the handle is dead, no callback runs again, and the context is freed
    /// when the call that holds it returns.
    private(set) var isDestroyed = false
    /// Values `sy_set_value` was asked for from inside a callback, applied in order when the outer call ends.
    private var pendingValues: [(id: String, on: Bool, animated: Bool)] = []
    private var callback: (function: ValueChangedFunction, user: UnsafeMutableRawPointer?)?
    private var decider: (function: DecideFunction, user: UnsafeMutableRawPointer?)?
    private var message: UnsafeMutablePointer<CChar>?
    private let thread = pthread_self()

    /// A context for the engine `engine`, known to C as `handle`.
    init(handle: OpaquePointer, engine: SwitchYardEngine) {
        self.handle = handle
        self.engine = engine
        engine.onValueChanged = { [weak self] node, on in self?.valueChanged(id: node.id, on: on) }
    }

    deinit {
        free(message)
    }

    /// True on the thread that created the context.
    var isOnOwnerThread: Bool { pthread_equal(pthread_self(), thread) != 0 }

    /// The last failure on this context; "" before the first.
    var errorMessage: UnsafePointer<CChar> {
        message.map { UnsafePointer($0) } ?? CString.constant("")
    }

    /// Records `error` as this context's last failure.
    func record(_ error: CallError) {
        free(message)
        message = CString.copy(error.message)
    }

    /// Sets or clears (nil `function`) the value-changed callback.
    func setCallback(_ function: ValueChangedFunction?, user: UnsafeMutableRawPointer?) {
        callback = function.map { ($0, user) }
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

    /// Ends the context's life as C sees it: the handle dies now, callbacks stop, queued values are dropped.
    func destroy() {
        isDestroyed = true
        callback = nil
        decider = nil
        pendingValues.removeAll()
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
        return pendingValues.last { $0.id == id }?.on ?? node.isOn
    }

    /// Sets switch `id` now, or when the current call ends if a callback is running.
    func setValue(of id: String, on: Bool, animated: Bool, for function: String) throws(CallError) {
        let node = try switchNode(id, for: function)
        if isBusy {
            pendingValues.append((id, on, animated))
        } else {
            node.setOn(on, animated: animated)
        }
    }

    /// Applies the values queued from callbacks (called when a busy call ends).
    func applyPendingValues() {
        guard !pendingValues.isEmpty else { return }
        let queued = pendingValues
        pendingValues.removeAll()
        for item in queued {
            engine.switchNode(id: item.id)?.setOn(item.on, animated: item.animated)
        }
    }

    private func valueChanged(id: String, on: Bool) {
        guard !isDestroyed, let callback else { return }
        id.withCString { callback.function(handle, $0, on ? 1 : 0, callback.user) }
    }
}
