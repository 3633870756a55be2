#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether live reload can have the file descriptors it needs, asked before a watcher starts: near the
/// descriptor limit (`ulimit -n`) live reload is turned off with a message instead of starving the program,
/// or the watcher, of descriptors for the theme and the files it names.
enum DescriptorProbe {
    /// Free descriptors asked for before live reload starts: two for the watcher thread's wake-up pipe, one
    /// for inotify, and two left over for reading the theme and the files it names.
    static let needed = 5

    /// Nil when `needed` descriptors can be had now; otherwise why not, in words.
    static func problem() -> String? {
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
        return nil
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
