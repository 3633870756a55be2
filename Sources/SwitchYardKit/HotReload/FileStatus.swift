import JSONKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `stat` says about a path, links followed, learnt without opening the file: the one way the watcher
/// looks at a file before deciding to read it, so a FIFO, a device or a socket is never opened.
struct FileStatus: Equatable, Sendable {
    /// The kinds of file a path can name.
    enum Kind: Equatable, Sendable {
        case regular, folder, fifo, characterDevice, blockDevice, socket, other

        /// How messages name the kind ("a FIFO"), as `BoundedFile` does.
        var name: String {
            switch self {
            case .regular: return "a regular file"
            case .folder: return "a folder"
            case .fifo: return "a FIFO"
            case .characterDevice: return "a character device"
            case .blockDevice: return "a block device"
            case .socket: return "a socket"
            case .other: return "an unknown kind of file"
            }
        }
    }

    let kind: Kind
    let device: UInt64
    let inode: UInt64
    let size: Int64
    /// Modification and status-change times in nanoseconds.
    let modified: Int64
    let changed: Int64

    /// The status of `path`, or why there is none (`strerror`'s text, e.g. "No such file or directory").
    static func of(_ path: String) -> Result<FileStatus, FileStatusFailure> {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(FileStatusFailure(reason: lastErrorText())) }
        #if canImport(Darwin)
            let modified = info.st_mtimespec
            let changed = info.st_ctimespec
        #else
            let modified = info.st_mtim
            let changed = info.st_ctim
        #endif
        return .success(
            FileStatus(
                kind: Kind(mode: info.st_mode), device: UInt64(info.st_dev), inode: UInt64(info.st_ino),
                size: Int64(info.st_size),
                modified: Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec),
                changed: Int64(changed.tv_sec) * 1_000_000_000 + Int64(changed.tv_nsec)))
    }

    /// True when `path` is a folder (links followed).
    static func isFolder(_ path: String) -> Bool {
        (try? of(path).get())?.kind == .folder
    }

    /// What the symbolic link at `path` points to, as written in the link; nil when `path` is no link.
    static func linkTarget(_ path: String) -> String? {
        FilePaths.linkTarget(path)
    }
}

/// Why a path has no status: `strerror`'s text.
struct FileStatusFailure: Error, Equatable, Sendable {
    let reason: String
}

extension FileStatus.Kind {
    fileprivate init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .folder
        case S_IFIFO: self = .fifo
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFSOCK: self = .socket
        default: self = .other
        }
    }
}

private func lastErrorText() -> String {
    String(cString: strerror(errno))
}
