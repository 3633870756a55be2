import Foundation
import Synchronization

/// Set by SIGINT and SIGTERM; the main loop polls it every frame and closes cleanly.
enum QuitSignal {
    private static let flag = Atomic<Bool>(false)

    /// Installs the handlers (idempotent).
    static func install() {
        signal(SIGINT) { _ in QuitSignal.flag.store(true, ordering: .relaxed) }
        signal(SIGTERM) { _ in QuitSignal.flag.store(true, ordering: .relaxed) }
    }

    static var requested: Bool { flag.load(ordering: .relaxed) }
}
