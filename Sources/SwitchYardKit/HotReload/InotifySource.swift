#if canImport(Glibc)
    import Glibc
    import Synchronization

    /// Kernel file events through inotify: the folders a plan needs are watched, and the descriptor is read
    /// on the watcher's thread when it is readable. One `Mutex` owns the watch table, so a re-arm from
    /// the main loop and a drain on the watcher's thread never see it half made.
    final class InotifySource: FileChangeSource {
        private let inotify: InotifyHandle
        private let table = Mutex(Table())

        private struct Table {
            var plan = WatchPlan(files: [])
            /// Every folder name each watch stands for: inotify gives one descriptor per inode, so a folder
            /// reached by two names (a link to `.`, a `..` path) has one watch and two names.
            var watches: [Int32: Set<String>] = [:]
            var thread: WatcherThread?
        }

        /// Opens an inotify instance; throws when there is none to be had (`EMFILE`: the per-user limit
        /// `fs.inotify.max_user_instances` or the process's descriptor limit is reached).
        init() throws(ThemeWatcherError) {
            inotify = try InotifyHandle()
        }

        func start(on thread: WatcherThread, handler: @escaping @Sendable (FileChangeReport) -> Void) {
            table.withLock { $0.thread = thread }
            // The report keeps the descriptor open for as long as the thread may read it.
            let inotify = self.inotify
            thread.whenReadable(inotify.descriptor) { [weak self] in
                _ = inotify
                guard let report = self?.drain(), report.received > 0 else { return }
                handler(report)
            }
        }

        /// Watches every folder of `plan` and drops watches no name needs any more.
        func arm(_ plan: WatchPlan) {
            table.withLock { table in
                var watches: [Int32: Set<String>] = [:]
                for folder in plan.folders {
                    if let wd = inotify.watch(folder: folder) { watches[wd, default: []].insert(folder) }
                }
                for wd in table.watches.keys where watches[wd] == nil { inotify.unwatch(wd) }
                table.plan = plan
                table.watches = watches
            }
        }

        func pause() {
            table.withLock { $0.thread }?.holdSource(true)
        }

        func resume() {
            table.withLock { $0.thread }?.holdSource(false)
        }

        func stop() {
            table.withLock { table in
                defer { table.thread = nil }
                return table.thread
            }?.dropSource()
        }

        /// Reads every queued event and says what each means for the plan's files.
        private func drain() -> FileChangeReport {
            let events = inotify.readEvents()
            return table.withLock { table in
                var changes: [FileChange] = []
                for event in events {
                    if event.has(IN_Q_OVERFLOW) {
                        changes.append(.overflow)
                        continue
                    }
                    if event.has(IN_IGNORED) {
                        table.watches[event.watch] = nil
                        changes.append(.touched)
                        continue
                    }
                    guard let folders = table.watches[event.watch] else { continue }
                    if event.name.isEmpty {
                        if event.has(IN_DELETE_SELF) || event.has(IN_MOVE_SELF) { changes.append(.touched) }
                        continue
                    }
                    for folder in folders where table.plan.isRelevant(folder: folder, name: event.name) {
                        changes += Self.changes(
                            for: event, at: folder == "/" ? "/" + event.name : folder + "/" + event.name)
                    }
                }
                return FileChangeReport(received: events.count, changes: changes)
            }
        }

        private static func changes(for event: InotifyEvent, at path: String) -> [FileChange] {
            var changes: [FileChange] = []
            if event.has(IN_MODIFY) { changes.append(.writing(path)) }
            if event.has(IN_CLOSE_WRITE) || event.has(IN_MOVED_TO) { changes.append(.saved(path)) }
            if event.has(IN_DELETE) || event.has(IN_MOVED_FROM) { changes.append(.removed(path)) }
            return changes.isEmpty ? [.touched] : changes
        }
    }
#endif
