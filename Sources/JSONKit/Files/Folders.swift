#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Folder operations for the library modules, without Foundation: making a folder with its parents,
/// listing a folder's names, asking what a path is.
package enum Folders {
    /// Makes `path` and every missing folder above it (mode 0755 before the umask), as `mkdir -p`; a folder
    /// already there is fine.
    package static func make(_ path: String) throws(FileSystemError) {
        if isFolder(path) { return }
        let parent = FilePaths.parent(path)
        if !parent.isEmpty, parent != path, !exists(parent) { try make(parent) }
        guard mkdir(path, 0o755) == 0 || (errno == EEXIST && isFolder(path)) else {
            throw FileSystemError(path: path, code: errno)
        }
    }

    /// The names in the folder at `path` (no "." or ".."), in the order the system lists them.
    package static func names(in path: String) throws(FileSystemError) -> [String] {
        guard let folder = opendir(path) else { throw FileSystemError(path: path, code: errno) }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// True when `path` names a folder (links followed).
    package static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// True when something stands at `path` (links followed), as `FileManager.fileExists`.
    package static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }
}

/// A system call on a path failed: the path and the system's words for why (`strerror`).
package struct FileSystemError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path the call was about.
    package let path: String
    /// The error number (`errno`).
    package let code: Int32

    /// The failure of a call on `path` with error number `code`.
    package init(path: String, code: Int32) {
        self.path = path
        self.code = code
    }

    /// `strerror`'s text, e.g. "Not a directory".
    package var reason: String { String(cString: strerror(code)) }

    /// "PATH: reason".
    package var description: String { "\(path): \(reason)" }
}
