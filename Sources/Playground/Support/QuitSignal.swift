import Foundation
import Synchronization

/// Set by SIGINT, SIGTERM, SIGHUP (the terminal closed) and SIGQUIT; the main loop polls it every frame and
/// closes cleanly: a recording is finished, the `--log` file gets its `quit` line, and the exit code is 0.
enum QuitSignal {
    private static let flag = Atomic<Bool>(false)

    /// The signals that ask for a clean stop.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Installs the handlers (idempotent) and unblocks the signals on the calling thread: a parent may have
    /// started this process with them blocked (the mask is inherited), and a blocked signal is never
    /// handled, which left a headless run deaf to SIGQUIT and SIGTERM.
    static func install() {
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for number in signals {
            signal(number) { _ in QuitSignal.flag.store(true, ordering: .relaxed) }
            sigaddset(&unblocked, number)
        }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    }

    static var requested: Bool { flag.load(ordering: .relaxed) }
}
