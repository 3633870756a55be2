import Foundation
import Synchronization

/// Set by SIGINT, SIGTERM, SIGHUP (the terminal closed) and SIGQUIT; the main loop polls it every frame and
/// closes cleanly: a recording is finished, the `--log` file gets its `quit` line, and the exit code is 0.
/// A headless replay polls it every tick and stops with a report of what it did not play.
enum QuitSignal {
    /// The last quit signal's number; 0 before any.
    private static let received = Atomic<Int32>(0)

    /// The signals that ask for a clean stop.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Installs the handlers (idempotent) and unblocks the signals on the calling thread: a parent may have
    /// started this process with them blocked (the mask is inherited), and a blocked signal is never
    /// handled, which left a headless run deaf to SIGQUIT and SIGTERM.
    static func install() {
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for number in signals {
            signal(number) { QuitSignal.received.store($0, ordering: .relaxed) }
            sigaddset(&unblocked, number)
        }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    }

    static var requested: Bool { number != nil }

    /// The quit signal that arrived (the last, if several did); nil while none has.
    static var number: Int32? {
        let number = received.load(ordering: .relaxed)
        return number == 0 ? nil : number
    }

    /// `SIGINT`, `SIGTERM`, ...: a signal's name as people write it; `signal N` for one without a name here.
    static func name(_ number: Int32) -> String {
        let names: [Int32: String] = [SIGINT: "SIGINT", SIGTERM: "SIGTERM", SIGHUP: "SIGHUP", SIGQUIT: "SIGQUIT"]
        return names[number] ?? "signal \(number)"
    }
}
