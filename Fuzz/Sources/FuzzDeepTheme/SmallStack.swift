import Foundation

/// Runs work on a thread of its own with a small stack, as a C host's worker thread may have (512 KB is
/// musl's and many embedded hosts' default), and waits for it: deep input that recurses overflows here
/// long before it would on the main thread's 8 MB.
enum SmallStack {
    static let bytes = 512 * 1024

    /// Runs `body` on a new thread with a `bytes` stack and returns when it has finished.
    static func run(_ body: @escaping () -> Void) {
        var attributes = pthread_attr_t()
        check(pthread_attr_init(&attributes), "pthread_attr_init")
        defer { pthread_attr_destroy(&attributes) }
        check(pthread_attr_setstacksize(&attributes, bytes), "pthread_attr_setstacksize")
        let work = Unmanaged.passRetained(Work(body)).toOpaque()
        var thread = pthread_t()
        check(
            pthread_create(
                &thread, &attributes,
                { context in
                    guard let context else { return nil }
                    Unmanaged<Work>.fromOpaque(context).takeRetainedValue().body()
                    return nil
                }, work), "pthread_create")
        check(pthread_join(thread, nil), "pthread_join")
    }

    private final class Work {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    private static func check(_ status: Int32, _ call: String) {
        guard status == 0 else { fatalError("\(call) failed: \(String(cString: strerror(status)))") }
    }
}
