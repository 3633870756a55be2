#if canImport(Glibc)
    import Glibc

    /// One inotify event as the kernel reported it, with the name (in a watched folder) decoded.
    struct InotifyEvent: Sendable, Equatable {
        let watch: Int32
        let mask: UInt32
        let name: String

        func has(_ flag: Int32) -> Bool { mask & UInt32(bitPattern: flag) != 0 }
        func has(_ flag: UInt32) -> Bool { mask & flag != 0 }
    }

    /// Owns a non-blocking, close-on-exec inotify descriptor: adds and removes folder watches and reads
    /// pending events without blocking.
    final class InotifyHandle: Sendable {
        let descriptor: Int32

        /// What a folder watch reports: entries created, deleted, moved, written, closed after writing,
        /// and the folder itself going away.
        static let folderMask: UInt32 =
            UInt32(IN_CREATE) | UInt32(IN_DELETE) | UInt32(IN_MOVED_FROM) | UInt32(IN_MOVED_TO) | UInt32(IN_MODIFY)
            | UInt32(IN_CLOSE_WRITE) | UInt32(IN_ATTRIB) | UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF)
            | UInt32(IN_ONLYDIR)

        init() throws(ThemeWatcherError) {
            let fd = inotify_init1(Int32(IN_NONBLOCK) | Int32(IN_CLOEXEC))
            guard fd >= 0 else { throw ThemeWatcherError(call: "inotify_init1", errno: errno) }
            descriptor = fd
        }

        /// Watches `folder`; nil when it does not exist or cannot be watched.
        func watch(folder: String) -> Int32? {
            let wd = inotify_add_watch(descriptor, folder, Self.folderMask)
            return wd >= 0 ? wd : nil
        }

        func unwatch(_ watch: Int32) {
            _ = inotify_rm_watch(descriptor, watch)
        }

        /// Every event queued now; stops at EAGAIN.
        func readEvents() -> [InotifyEvent] {
            var events: [InotifyEvent] = []
            let capacity = 64 * 1024
            var buffer = [UInt8](repeating: 0, count: capacity)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, capacity) }
                if count <= 0 { break }
                events += Self.parse(buffer[0..<count])
            }
            return events
        }

        /// Splits a read buffer into events: `wd` (4), `mask` (4), `cookie` (4), `len` (4), then `len` bytes of
        /// NUL-padded name.
        static func parse(_ bytes: ArraySlice<UInt8>) -> [InotifyEvent] {
            var events: [InotifyEvent] = []
            var offset = bytes.startIndex
            func word(_ at: Int) -> UInt32 {
                UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3])
                    << 24
            }
            while offset + 16 <= bytes.endIndex {
                let length = Int(word(offset + 12))
                let end = offset + 16 + length
                guard end <= bytes.endIndex else { break }
                let nameBytes = bytes[(offset + 16)..<end].prefix { $0 != 0 }
                events.append(
                    InotifyEvent(
                        watch: Int32(bitPattern: word(offset)), mask: word(offset + 4),
                        name: String(decoding: nameBytes, as: UTF8.self)))
                offset = end
            }
            return events
        }

        deinit {
            close(descriptor)
        }
    }
#endif
