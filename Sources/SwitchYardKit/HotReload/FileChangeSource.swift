/// How a watched theme's changes are noticed.
public enum LiveReload: Sendable, Equatable {
    /// Kernel file events (inotify on Linux) where the platform has them and their limits allow; polling
    /// otherwise, with a one-line notice saying why.
    case automatic
    /// Polling every 250 ms, comparing each watched file's status: for file systems whose changes the
    /// kernel does not report (network mounts, some containers' shared folders).
    case polling
}

/// What a change source saw happen to a watched file, or to the folders on the way to one.
enum FileChange: Sendable, Equatable {
    /// Something on the way to a watched file changed (a folder made, removed or renamed, a watch
    /// dropped, attributes): check again.
    case touched
    /// The file at `path` was written and may still be open for writing.
    case writing(String)
    /// A complete file now stands at `path`: closed after writing, renamed into place, or (polling) its
    /// status unchanged for a whole interval after it changed.
    case saved(String)
    /// The file at `path` was deleted or moved away.
    case removed(String)
    /// The source lost track of what happened (a kernel queue overflow): check everything.
    case overflow
}

/// One batch of changes, delivered on the watcher's thread.
struct FileChangeReport: Sendable {
    /// How many raw notifications the batch came from (kernel events, or changed files a poll found).
    var received: Int
    var changes: [FileChange]
}

/// Where a `ThemeWatcher` learns that files may have changed. The watcher keeps the debounce and settle
/// rules and reads the files itself; a source only says which watched paths moved. `InotifySource` uses
/// kernel events, `PollingSource` compares `stat` results at a bounded rate; a kqueue or FSEvents source
/// would sit beside inotify, behind this same interface, in a file of its own.
protocol FileChangeSource: Sendable {
    /// Starts reporting: `handler` is called on `thread` with each batch of relevant changes.
    func start(on thread: WatcherThread, handler: @escaping @Sendable (FileChangeReport) -> Void)
    /// Watches what `plan` needs from now on, and nothing it no longer needs.
    func arm(_ plan: WatchPlan)
    /// Holds reports back until `resume()` (kernel events pile up in the kernel's queue meanwhile).
    func pause()
    /// Delivers reports again after `pause()`.
    func resume()
    /// Stops for good; no report is delivered afterwards.
    func stop()
}

extension LiveReload {
    /// The source this choice gives on this platform, and a notice when it had to fall back to polling.
    func makeSource() -> (source: any FileChangeSource, notice: String?) {
        let polling = "live reload polls every \(PollingSource.intervalMilliseconds) ms"
        switch self {
        case .polling:
            return (PollingSource(), nil)
        case .automatic:
            #if canImport(Glibc)
                do {
                    return (try InotifySource(), nil)
                } catch {
                    return (PollingSource(), "\(polling): inotify unavailable: \(error)")
                }
            #else
                return (PollingSource(), "\(polling): this platform has no kernel file events SwitchYard uses")
            #endif
        }
    }
}
