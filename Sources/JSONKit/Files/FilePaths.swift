#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Paths as text, for the library modules, which do without Foundation (docs/architecture.md): the few
/// `NSString` path operations they need, with `NSString`'s results (a single relative component's parent
/// is "", where Foundation 6.3 on Linux traps).
package enum FilePaths {
    /// The current folder (`getcwd`); "" when it cannot be read (it was removed).
    package static var currentFolder: String {
        guard let folder = getcwd(nil, 0) else { return "" }
        defer { free(folder) }
        return String(cString: folder)
    }

    /// `path` joined to the current folder, unless it starts with "/".
    package static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : currentFolder + "/" + path
    }

    /// `path` made absolute against the current folder with `//`, `.` and `..` removed by the text alone,
    /// as a shell's `cd` does: symbolic links are not resolved.
    package static func tidy(_ path: String) -> String {
        var parts: [Substring] = []
        for part in absolute(path).split(separator: "/") where part != "." {
            if part == ".." {
                _ = parts.popLast()
            } else {
                parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The last component, repeated and trailing slashes ignored: "b" for "/a/b/", "/" for "/", "" for "".
    package static func lastComponent(_ path: String) -> String {
        let tidy = compressingSlashes(path)
        guard tidy.count > 1, let slash = tidy.lastIndex(of: "/") else { return tidy }
        return String(tidy[tidy.index(after: slash)...])
    }

    /// Everything before the last component: "/a" for "/a/b/", "/" for "/a" and "/", "" for "a".
    package static func parent(_ path: String) -> String {
        let tidy = compressingSlashes(path)
        guard tidy != "/", let slash = tidy.lastIndex(of: "/") else { return tidy == "/" ? "/" : "" }
        return slash == tidy.startIndex ? "/" : String(tidy[..<slash])
    }

    /// `path` without the extension of its last component (from its last dot, unless the name starts
    /// there or is ".."): "/a/theme" for "/a/theme.json", ".hidden" stays.
    package static func deletingExtension(_ path: String) -> String {
        let tidy = compressingSlashes(path)
        let nameStart = tidy.lastIndex(of: "/").map { tidy.index(after: $0) } ?? tidy.startIndex
        guard tidy[nameStart...] != "..", let dot = tidy[nameStart...].lastIndex(of: "."), dot != nameStart else {
            return tidy
        }
        return String(tidy[..<dot])
    }

    /// `component` appended to `folder` with one slash between them, as `NSString.appendingPathComponent`.
    package static func appending(_ component: String, to folder: String) -> String {
        if folder.isEmpty { return component }
        if component.isEmpty || folder.hasSuffix("/") { return folder + component }
        return folder + "/" + component
    }

    /// An absolute `path` with every symbolic link of its existing part resolved (as `realpath`), `.`, `..`
    /// and repeated slashes removed, the part that does not exist taken as written; a relative path only
    /// loses repeated and trailing slashes.
    package static func standardized(_ path: String) -> String {
        guard path.hasPrefix("/") else { return compressingSlashes(path) }
        var resolved: [String] = []
        var pending = Array(path.split(separator: "/").map(String.init).reversed())
        var hops = 0
        while let part = pending.popLast() {
            if part == "." { continue }
            if part == ".." {
                _ = resolved.popLast()
                continue
            }
            let candidate = "/" + (resolved + [part]).joined(separator: "/")
            if hops < maximumLinkHops, let target = linkTarget(candidate) {
                hops += 1
                if target.hasPrefix("/") { resolved = [] }
                pending += target.split(separator: "/").map(String.init).reversed()
            } else {
                resolved.append(part)
            }
        }
        return "/" + resolved.joined(separator: "/")
    }

    /// `path` with every symbolic link resolved, as `realpath(3)` gives it; nil when some part of it does not
    /// exist (unlike `standardized`, which keeps a missing tail as written).
    package static func real(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// At most this many links are followed in one path (the kernel's own limit).
    private static let maximumLinkHops = 40

    /// What the symbolic link at `path` points to, as written in the link; nil when `path` is no link.
    package static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Repeated slashes as one, and no trailing slash except for "/" itself.
    private static func compressingSlashes(_ path: String) -> String {
        let parts = path.split(separator: "/")
        guard path.hasPrefix("/") else { return parts.joined(separator: "/") }
        return "/" + parts.joined(separator: "/")
    }
}
