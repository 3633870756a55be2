import JSONKit

/// Which folders to watch for a set of files, and which events matter. A file's folder is watched with
/// its parent, so the folder being deleted and re-created is seen; a missing folder is replaced by its
/// nearest existing ancestor until it comes back. Symbolic links are followed as editors and stow-style
/// dotfiles use them: every link on the way from a path to its file (a link to a link, each hop) and the
/// real path are files of the plan too, so a link replaced or retargeted is seen in the link's folder and
/// a save of the target in the target's. The plan is made anew at every re-arm, so it follows a new target.
struct WatchPlan: Equatable, Sendable {
    /// Absolute paths of the files whose content matters (as given, each link's target, and resolved).
    let files: Set<String>
    /// Folders to watch.
    let folders: Set<String>

    /// At most this many links are followed from one path (the kernel's own limit is 40).
    private static let maximumHops = 40

    init(files given: [String]) {
        var files = Set(given)
        for path in given {
            files.formUnion(Self.linkChain(from: path))
            if let real = FilePaths.real(path) { files.insert(real) }
        }
        var folders: Set<String> = []
        for file in files {
            let folder = Self.parent(of: file)
            if FileStatus.isFolder(folder) {
                folders.insert(folder)
                folders.insert(Self.parent(of: folder))
            } else {
                var ancestor = Self.parent(of: folder)
                while !FileStatus.isFolder(ancestor), ancestor != "/" { ancestor = Self.parent(of: ancestor) }
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

    /// The paths each symbolic link from `path` points to, hop by hop, made absolute against the link's
    /// folder (empty when `path` is no link).
    static func linkChain(from path: String) -> [String] {
        var chain: [String] = []
        var current = path
        while chain.count < maximumHops, let target = FileStatus.linkTarget(current) {
            current = absolute(target.hasPrefix("/") ? target : parent(of: current) + "/" + target)
            if chain.contains(current) { break }
            chain.append(current)
        }
        return chain
    }

    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `path` made absolute against the current folder, with `.` parts and repeated slashes removed (`..`
    /// stays: what it means depends on the links before it).
    static func absolute(_ path: String) -> String {
        let base = FilePaths.absolute(path)
        let parts = base.split(separator: "/").filter { $0 != "." }
        return "/" + parts.joined(separator: "/")
    }
}
