import Synchronization

/// Every live context, by handle. A handle is a number from a counter, never an address and never reused,
/// so a stale or made-up `sy_context *` is only ever looked up, never dereferenced, and the handle of a
/// destroyed context stays dead for the rest of the process.
final class Registry: Sendable {
    /// The process's registry.
    static let shared = Registry()

    private struct Table {
        var live: [UInt: Context] = [:]
        var issued: UInt = 0
    }

    /// Handles are `base + n * stride`: far from NULL and from small integers passed by mistake, and aligned
    /// like a real pointer so a debugger shows them as one.
    private static let base: UInt = 0x5359_0000_0000
    private static let stride: UInt = 16

    private let table = Mutex(Table())

    /// A fresh handle that no context has had.
    func reserveHandle() -> OpaquePointer? {
        let value = table.withLock { table in
            table.issued += 1
            return Self.base + table.issued * Self.stride
        }
        return OpaquePointer(bitPattern: value)
    }

    /// Makes `context` reachable through its handle.
    func insert(_ context: Context) {
        let key = UInt(bitPattern: context.handle)
        table.withLock { $0.live[key] = context }
    }

    /// The live context behind `handle`, checked for the calling thread; `function` names the call in the
    /// error.
    func context(_ handle: OpaquePointer?, for function: String) throws(CallError) -> Context {
        guard let handle else { throw CallError(.null, "\(function): the context is NULL") }
        let key = UInt(bitPattern: handle)
        guard let context = table.withLock({ $0.live[key] }) else {
            throw CallError(
                .destroyed, "\(function): \(handle) is not a live context (destroyed, or not from sy_create)")
        }
        guard context.isOnOwnerThread else {
            throw CallError(
                .wrongThread, "\(function): called on another thread than the one that created the context")
        }
        return context
    }

    /// Makes `context`'s handle dead. The context itself lives on while a call still holds it.
    func remove(_ context: Context) {
        let key = UInt(bitPattern: context.handle)
        _ = table.withLock { $0.live.removeValue(forKey: key) }
    }
}
