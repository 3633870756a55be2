import Foundation
import SDLKit
import SceneGraph
import SwitchYardKit

/// The host's value-changed callback as C declares it: `void (*)(sy_context *, const char *id, int on,
/// void *user)`.
public typealias ValueChangedFunction =
    @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int32, UnsafeMutableRawPointer?) -> Void

/// One `sy_context`: the engine drawing as a guest into the host's renderer, the host's callback, the last
/// error, and what makes calls from inside the callback safe.
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

    /// Ends the context's life as C sees it: the handle dies now, callbacks stop, queued values are dropped.
    func destroy() {
        isDestroyed = true
        callback = nil
        pendingValues.removeAll()
        Registry.shared.remove(self)
    }

    /// The switch with `id`, or the error naming it.
    func switchNode(_ id: String, for function: String) throws(CallError) -> SwitchNode {
        guard let node = engine.switchNode(id: id) else {
            throw CallError(.noSwitch, "\(function): there is no switch '\(id)'")
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
