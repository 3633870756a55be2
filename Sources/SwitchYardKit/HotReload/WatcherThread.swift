import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The theme watcher's own thread: runs its change source's reports (a readable descriptor or a repeating
/// poll) and its one-shot timers one at a time, in `poll(2)` between them. `stop()` ends the thread and joins
/// it, so no thread outlives its watcher: a host that destroys its last context is left with the threads it
/// had (docs/embedding.md, "Process"). libdispatch did this work before, but its event thread, once started,
/// never ends.
///
/// The thread starts with every signal blocked, so signals meant for the host are never delivered to it. A
/// pipe wakes it when it must stop; without one (no descriptor was free) it looks every 20 ms instead.
final class WatcherThread: Sendable {
    private struct Timer {
        let deadline: UInt64
        let work: @Sendable () -> Void
    }

    private struct Repeating {
        let interval: UInt64
        var next: UInt64
        let work: @Sendable () -> Void
    }

    private struct State {
        var stopped = false
        /// True while the source's reports are held back (`holdSource`).
        var held = false
        var timers: [Timer] = []
        var readable: (descriptor: Int32, work: @Sendable () -> Void)?
        var repeating: Repeating?
        var thread: pthread_t?
    }

    private let state = Mutex(State())
    /// Read and write ends of the wake-up pipe; nil when no pipe could be made.
    private let wake: (read: Int32, write: Int32)?

    /// How long the thread sleeps at most without a wake-up pipe.
    private static let unwokenSlice: UInt64 = 20_000_000

    /// Starts the thread, named `sy-theme-watch`.
    init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends {
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            }
            wake = (ends[0], ends[1])
        } else {
            wake = nil
        }
        start()
    }

    deinit {
        stop()
        if let wake {
            close(wake.read)
            close(wake.write)
        }
    }

    /// Nanoseconds on the monotonic clock: the one clock of the thread and of the watcher's timings.
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Runs `work` on the thread once `milliseconds` have passed.
    func after(milliseconds: Int, _ work: @escaping @Sendable () -> Void) {
        let deadline = Self.now() + UInt64(max(0, milliseconds)) * 1_000_000
        state.withLock { $0.timers.append(Timer(deadline: deadline, work: work)) }
        poke()
    }

    /// Runs `work` on the thread whenever `descriptor` is readable (the source's reports).
    func whenReadable(_ descriptor: Int32, _ work: @escaping @Sendable () -> Void) {
        state.withLock { $0.readable = (descriptor, work) }
        poke()
    }

    /// Runs `work` on the thread every `milliseconds`, the first time one interval from now (the source's polls).
    func every(milliseconds: Int, _ work: @escaping @Sendable () -> Void) {
        let interval = UInt64(max(1, milliseconds)) * 1_000_000
        state.withLock { $0.repeating = Repeating(interval: interval, next: Self.now() + interval, work: work) }
        poke()
    }

    /// Holds the source's reports back (`true`) or lets them through again (`false`); timers run either way.
    func holdSource(_ held: Bool) {
        state.withLock { $0.held = held }
        poke()
    }

    /// Forgets the source: no report runs from now on.
    func dropSource() {
        state.withLock { state in
            state.readable = nil
            state.repeating = nil
        }
    }

    /// Ends the thread, once the work it is running returns, and waits for it; from the thread itself, lets
    /// it end on its own. Nothing runs on it afterwards.
    func stop() {
        let thread = state.withLock { state -> pthread_t? in
            state.stopped = true
            state.timers = []
            state.readable = nil
            state.repeating = nil
            defer { state.thread = nil }
            return state.thread
        }
        guard let thread else { return }
        poke()
        if pthread_equal(thread, pthread_self()) != 0 {
            pthread_detach(thread)
        } else {
            pthread_join(thread, nil)
        }
    }

    private func poke() {
        guard let wake else { return }
        var byte: UInt8 = 1
        _ = write(wake.write, &byte, 1)
    }

    private func start() {
        var all = sigset_t()
        var previous = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_SETMASK, &all, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        let retained = Unmanaged.passRetained(self)
        #if canImport(Glibc)
            var thread = pthread_t()
            let made = pthread_create(&thread, nil, { WatcherThread.main($0) }, retained.toOpaque())
        #else
            var thread: pthread_t?
            let made = pthread_create(&thread, nil, { WatcherThread.main($0) }, retained.toOpaque())
        #endif
        if made == 0 {
            state.withLock { $0.thread = thread }
        } else {
            retained.release()
        }
    }

    /// The thread's body: names it and runs the loop, holding the retained `WatcherThread` in `context`.
    private static func main(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
        guard let context else { return nil }
        let watcher = Unmanaged<WatcherThread>.fromOpaque(context).takeRetainedValue()
        #if canImport(Glibc)
            // pthread_setname_np is a GNU extension Glibc's Swift module leaves out; the kernel's file is the same.
            let comm = open("/proc/thread-self/comm", O_WRONLY | O_CLOEXEC)
            if comm >= 0 {
                _ = write(comm, "sy-theme-watch", 14)
                close(comm)
            }
        #else
            pthread_setname_np("sy-theme-watch")
        #endif
        watcher.run()
        return nil
    }

    /// What the loop does next: stop, run work that is due, or wait.
    private enum Step {
        case stop
        case run([@Sendable () -> Void])
        case wait(descriptor: Int32?, timeout: Int32)
    }

    private func run() {
        while true {
            switch nextStep() {
            case .stop: return
            case .run(let work): for item in work { item() }
            case .wait(let descriptor, let timeout): wait(for: descriptor, timeout: timeout)
            }
        }
    }

    private func nextStep() -> Step {
        let now = Self.now()
        return state.withLock { state -> Step in
            if state.stopped { return .stop }
            var due = state.timers.filter { $0.deadline <= now }.sorted { $0.deadline < $1.deadline }.map(\.work)
            state.timers.removeAll { $0.deadline <= now }
            if !state.held, var repeating = state.repeating, repeating.next <= now {
                due.append(repeating.work)
                repeating.next = now + repeating.interval
                state.repeating = repeating
            }
            if !due.isEmpty { return .run(due) }
            var next = state.timers.map(\.deadline).min() ?? .max
            if !state.held, let repeating = state.repeating { next = min(next, repeating.next) }
            if wake == nil { next = min(next, now + Self.unwokenSlice) }
            let timeout = next == .max ? -1 : Int32(clamping: (next - now + 999_999) / 1_000_000)
            return .wait(descriptor: state.held ? nil : state.readable?.descriptor, timeout: timeout)
        }
    }

    /// Sleeps in `poll` until the wake-up pipe or `descriptor` is readable or `timeout` milliseconds pass, and
    /// runs the source's report when `descriptor` is.
    private func wait(for descriptor: Int32?, timeout: Int32) {
        var descriptors: [pollfd] = []
        if let wake { descriptors.append(pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)) }
        if let descriptor { descriptors.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)) }
        let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
        guard ready > 0 else { return }
        if let wake, descriptors[0].revents != 0 {
            var drained = [UInt8](repeating: 0, count: 64)
            while read(wake.read, &drained, drained.count) > 0 {}
        }
        guard let last = descriptors.last, last.fd == descriptor, last.revents != 0 else { return }
        let work = state.withLock { state in state.stopped || state.held ? nil : state.readable?.work }
        work?()
    }
}
