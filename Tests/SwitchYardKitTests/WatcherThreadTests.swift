import Foundation
import Synchronization
import TestSupport
import Testing

@testable import SwitchYardKit

/// The watcher's own thread: work in deadline order, held source reports, every signal blocked, and no thread
/// left once it stops (a host that destroys its last context keeps only its own threads).
@Suite(.serialized) struct WatcherThreadTests {
    /// The ids of the process's threads named as the watcher names its own.
    private static func watcherThreads() -> Set<String> {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        return Set(
            tasks.filter { task in
                let name = try? String(contentsOfFile: "/proc/self/task/\(task)/comm", encoding: .utf8)
                return name?.hasPrefix("sy-theme-watch") == true
            })
    }

    /// The `count` watcher threads not in `before`, once they have named themselves (each does as it starts).
    private static func started(_ count: Int, besides before: Set<String>) -> Set<String> {
        eventuallyValue {
            let new = watcherThreads().subtracting(before)
            return new.count >= count ? new : nil
        } ?? []
    }

    @Test func aStoppedWatcherLeavesNoThread() throws {
        let folder = try TestFolder()
        let theme = folder.write("theme.json", "{}")
        let before = Self.watcherThreads()
        let watchers = [ThemeWatcher(themeFile: theme), ThemeWatcher(themeFile: theme, reload: .polling)]
        let started = Self.started(2, besides: before)
        #expect(started.count == 2)
        for watcher in watchers { watcher.stop() }
        #expect(Self.watcherThreads().isDisjoint(with: started))
    }

    @Test func aReleasedWatcherEndsItsThread() throws {
        let folder = try TestFolder()
        let theme = folder.write("theme.json", "{}")
        let before = Self.watcherThreads()
        var watcher: ThemeWatcher? = ThemeWatcher(themeFile: theme)
        let started = Self.started(1, besides: before)
        #expect(started.count == 1 && watcher != nil)
        watcher = nil
        #expect(Self.watcherThreads().isDisjoint(with: started))
    }

    @Test func timersRunInDeadlineOrderAndNothingRunsAfterStop() {
        let thread = WatcherThread()
        let ran = Mutex<[Int]>([])
        thread.after(milliseconds: 40) { ran.withLock { $0.append(2) } }
        thread.after(milliseconds: 10) { ran.withLock { $0.append(1) } }
        #expect(eventually { ran.withLock { $0 } == [1, 2] })
        thread.after(milliseconds: 20) { ran.withLock { $0.append(3) } }
        thread.stop()
        usleep(60_000)
        #expect(ran.withLock { $0 } == [1, 2])
    }

    @Test func heldReportsWaitAndTimersDoNot() {
        let thread = WatcherThread()
        defer { thread.stop() }
        let polls = Mutex(0)
        let timers = Mutex(0)
        thread.holdSource(true)
        thread.every(milliseconds: 5) { polls.withLock { $0 += 1 } }
        thread.after(milliseconds: 5) { timers.withLock { $0 += 1 } }
        #expect(eventually { timers.withLock { $0 } == 1 })
        usleep(30_000)
        #expect(polls.withLock { $0 } == 0)
        thread.holdSource(false)
        #expect(eventually { polls.withLock { $0 } >= 2 })
    }

    /// Signals meant for the host never land on the watcher's thread.
    @Test func theThreadBlocksEverySignal() throws {
        let folder = try TestFolder()
        let before = Self.watcherThreads()
        let watcher = ThemeWatcher(themeFile: folder.write("theme.json", "{}"))
        defer { watcher.stop() }
        let started = try #require(Self.started(1, besides: before).first)
        let status = try String(contentsOfFile: "/proc/self/task/\(started)/status", encoding: .utf8)
        let blocked = try #require(
            status.split(separator: "\n").first { $0.hasPrefix("SigBlk:") }
                .flatMap { UInt64($0.dropFirst("SigBlk:".count).trimmingCharacters(in: .whitespaces), radix: 16) })
        for signal in [SIGINT, SIGTERM, SIGCHLD, SIGPIPE, SIGUSR1, SIGALRM, SIGHUP] {
            #expect(blocked & (1 << UInt64(signal - 1)) != 0, "signal \(signal) is not blocked")
        }
    }
}
