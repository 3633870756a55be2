import Foundation

/// Runs `body` on a new thread whose stack is `bytes` long and waits for it, returning what it returned:
/// input whose depth a file decides must be read without recursion, and a C host may call in on a thread
/// far smaller than the main thread's 8 MiB. A stack overflow there crashes the test process, which fails
/// the run.
public func onSmallStack<Result: Sendable>(bytes: Int, _ body: @escaping @Sendable () -> Result) -> Result {
    let box = SmallStackCall(body)
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    let size = bytes * sanitizedDebugScale
    precondition(pthread_attr_setstacksize(&attributes, size) == 0, "stack size \(size) refused")
    var thread = pthread_t()
    let started = pthread_create(
        &thread, &attributes,
        { raw in
            if let raw { (Unmanaged<AnyObject>.fromOpaque(raw).takeUnretainedValue() as? SmallStackRunnable)?.run() }
            return nil
        }, Unmanaged.passUnretained(box).toOpaque())
    precondition(started == 0, "pthread_create failed: \(started)")
    pthread_join(thread, nil)
    guard let result = box.result else { preconditionFailure("the small-stack thread returned nothing") }
    return result
}

/// How many times `bytes` the stack is: 8 in a debug build under AddressSanitizer (`make sanitize`,
/// `make fuzz-smoke`), which puts redzones around every local while an unoptimized build keeps every
/// temporary, so each frame is several times its usual size (the JSON parser's loop overflowed 32 KiB
/// there); 1 otherwise, `make fuzz`'s release build with ASan included. Recursion on input depth grows
/// with the input and still overflows; a loop's fixed call chain fits.
private let sanitizedDebugScale: Int = {
    #if DEBUG
        return dlsym(nil, "__asan_init") != nil ? 8 : 1
    #else
        return 1
    #endif
}()

/// The body and its result, handed to the new thread.
private final class SmallStackCall<Result: Sendable>: SmallStackRunnable, @unchecked Sendable {
    let body: @Sendable () -> Result
    var result: Result?

    init(_ body: @escaping @Sendable () -> Result) { self.body = body }

    func run() { result = body() }
}

/// What the thread's entry point calls, whatever the result's type.
private protocol SmallStackRunnable: AnyObject {
    func run()
}
