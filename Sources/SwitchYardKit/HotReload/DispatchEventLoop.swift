import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// libdispatch's event loop, started on purpose before the watcher needs it. On Linux libdispatch makes
/// its descriptors (an epoll instance and an eventfd, then a timerfd per clock) the first time a source or a
/// timer needs them, and traps (SIGILL in `_dispatch_epoll_init`) when the process has none left; the theme
/// watcher is the first thing in SwitchYard to need them. `start()` first makes sure `needed` descriptors
/// can be had, then frees them and has libdispatch make its own at once with a timer of the clock the
/// watcher uses, so near the descriptor limit (`ulimit -n`) live reload is turned off with a message
/// instead of the program crashing. Once the loop runs, nothing the watcher does needs a new descriptor
/// from it.
enum DispatchEventLoop {
    /// Free descriptors asked for before live reload starts: three for libdispatch, one for inotify, and two
    /// left over for reading the theme and the files it names, which live reload must not starve.
    static let needed = 6

    private static let started = Mutex(false)

    /// Nil once the loop runs (started now when it was not); otherwise why it cannot start, in words.
    static func start() -> String? {
        started.withLock { started -> String? in
            if started { return nil }
            var probes: [Int32] = []
            defer { for probe in probes { close(probe) } }
            for _ in 0..<needed {
                let probe = open("/", O_RDONLY | O_CLOEXEC)
                guard probe >= 0 else {
                    let reason = String(cString: strerror(errno))
                    return "fewer than \(needed) file descriptors are free (\(reason); \(limitText))"
                }
                probes.append(probe)
            }
            for probe in probes { close(probe) }
            probes = []
            let fired = DispatchSemaphore(value: 0)
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(1)) { fired.signal() }
            fired.wait()
            started = true
            return nil
        }
    }

    /// "the limit is N (ulimit -n)", or "" when the limit cannot be read.
    private static var limitText: String {
        var limit = rlimit()
        #if canImport(Glibc)
            let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
            let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0 else { return "the descriptor limit cannot be read" }
        return "the limit is \(limit.rlim_cur) open files (ulimit -n)"
    }
}
