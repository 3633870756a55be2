import Foundation
import JSONKit

/// `replay`'s output paths, `--junit FILE` and `--artifacts DIR`, checked before anything plays, so a CI
/// run learns at once, not after every file replayed. Each problem is one phrase in words that names the
/// path at fault ("/out is a file, not a folder", "the folder /out does not exist", "permission denied").
enum OutputPaths {
    /// The error line for the first of `options`' output paths that cannot be written, nil when all can.
    /// The `--artifacts` folder is made (with its parents) when missing.
    static func problem(_ options: ReplayOptions) -> String? {
        if let path = options.junitPath, let problem = fileProblem(path) {
            return "switchyard: error: --junit \(path): \(problem)"
        }
        if let path = options.artifactsPath, let problem = folderProblem(path) {
            return "switchyard: error: --artifacts \(path): \(problem)"
        }
        return nil
    }

    /// Why a file cannot be written at `path`: its folder must exist and take files; a file already there
    /// must be one this process may replace. Nil when it can.
    static func fileProblem(_ path: String) -> String? {
        guard !path.isEmpty else { return "the path is empty" }
        if let kind = kind(of: path) {
            if kind == S_IFDIR { return "it is a folder, not a file" }
            return access(path, W_OK) == 0 ? nil : words(errno)
        }
        guard errno == ENOENT else { return blocked(path) ?? words(errno) }
        let folder = FilePaths.parent(path)
        return folder.isEmpty ? writable(".") : folderExists(folder) ?? writable(folder)
    }

    /// Why `path` cannot take files: it must be a folder this process may write into, made (with its
    /// missing parents) when missing. Nil when it can.
    static func folderProblem(_ path: String) -> String? {
        guard !path.isEmpty else { return "the path is empty" }
        for prefix in prefixes(path) {
            if let kind = kind(of: prefix) {
                guard kind == S_IFDIR else { return notAFolder(prefix, asked: path) }
                continue
            }
            guard errno == ENOENT else { return blocked(prefix) ?? words(errno) }
            guard mkdir(prefix, 0o755) == 0 || errno == EEXIST else {
                return "cannot make the folder \(prefix): \(words(errno))"
            }
        }
        return writable(path)
    }

    /// nil when the existing folder `folder` takes new files, else why not.
    private static func writable(_ folder: String) -> String? {
        access(folder, W_OK | X_OK) == 0 ? nil : "cannot write into the folder \(folder): \(words(errno))"
    }

    /// nil when `folder` is a folder, else why not.
    private static func folderExists(_ folder: String) -> String? {
        if let kind = kind(of: folder) { return kind == S_IFDIR ? nil : notAFolder(folder, asked: folder) }
        if errno == ENOENT { return "the folder \(folder) does not exist" }
        return blocked(folder) ?? words(errno)
    }

    /// For a path that failed with ENOTDIR: which of its folders is a file; nil for another error.
    private static func blocked(_ path: String) -> String? {
        guard errno == ENOTDIR else { return nil }
        for prefix in prefixes(path) {
            if let kind = kind(of: prefix), kind != S_IFDIR { return notAFolder(prefix, asked: path) }
        }
        return words(ENOTDIR)
    }

    /// The folders on the way to `path` and `path` itself: `/a`, `/a/b`, `/a/b/c` for `/a/b/c`.
    private static func prefixes(_ path: String) -> [String] {
        var prefix = path.hasPrefix("/") ? "/" : ""
        return path.split(separator: "/").map { component in
            prefix += (prefix.isEmpty || prefix == "/" ? "" : "/") + component
            return prefix
        }
    }

    private static func notAFolder(_ file: String, asked path: String) -> String {
        file == path ? "it is a file, not a folder" : "\(file) is a file, not a folder"
    }

    /// The kind of what `path` names (`S_IFDIR`, `S_IFREG`, ...), following links; nil with errno set when
    /// nothing is there or it cannot be looked at.
    private static func kind(of path: String) -> mode_t? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    /// A system error in words, as a phrase that continues a sentence.
    private static func words(_ code: Int32) -> String {
        switch code {
        case EACCES, EPERM: return "permission denied"
        case EROFS: return "the file system is read-only"
        case ENOSPC: return "no space left on the device"
        case ENAMETOOLONG: return "the path is too long"
        case ELOOP: return "too many symbolic links"
        case ENOTDIR: return "a part of the path is a file, not a folder"
        default:
            let text = String(cString: strerror(code))
            return text.prefix(1).lowercased() + text.dropFirst()
        }
    }
}
