import Glibc

/// Which folders to watch for a set of files, and which events matter. A file's folder is watched with
/// its parent, so the folder being deleted and re-created is seen; a missing folder is replaced by its
/// nearest existing ancestor until it comes back. Symlinks are followed: the real path is watched too.
struct WatchPlan: Equatable, Sendable {
    /// Absolute paths of the files whose content matters (as given and resolved).
    let files: Set<String>
    /// Folders to watch.
    let folders: Set<String>

    init(files given: [String]) {
        var files = Set(given)
        for path in given {
            if let real = Self.realPath(path) { files.insert(real) }
        }
        var folders: Set<String> = []
        for file in files {
            let folder = Self.parent(of: file)
            if Self.isFolder(folder) {
                folders.insert(folder)
                folders.insert(Self.parent(of: folder))
            } else {
                var ancestor = Self.parent(of: folder)
                while !Self.isFolder(ancestor), ancestor != "/" { ancestor = Self.parent(of: ancestor) }
                folders.insert(ancestor)
            }
        }
        self.files = files
        self.folders = folders
    }

    /// True when an event on `name` inside `folder` can change what the files hold: the name is one of
    /// the files or a folder on the way to one.
    func isRelevant(folder: String, name: String) -> Bool {
        let path = folder == "/" ? "/" + name : folder + "/" + name
        if files.contains(path) { return true }
        let prefix = path + "/"
        return files.contains { $0.hasPrefix(prefix) }
    }

    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `path` made absolute against the current folder, with `.` parts and repeated slashes removed.
    static func absolute(_ path: String) -> String {
        var base = path
        if !path.hasPrefix("/") {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX))
            let cwd = getcwd(&buffer, buffer.count).map { String(cString: $0) } ?? "/"
            base = cwd + "/" + path
        }
        let parts = base.split(separator: "/").filter { $0 != "." }
        return "/" + parts.joined(separator: "/")
    }
}
