import Foundation

/// Bounded reads of files named by a theme: the size from `stat` and the first bytes, never the whole
/// file, so caps are checked before anything is decoded.
enum FileProbe {
    /// The file's size in bytes, or nil when it cannot be stat'ed.
    static func size(of path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int(exactly: info.st_size)
    }

    /// At most `count` bytes from the start of the file; nil when it cannot be opened.
    static func prefix(of path: String, count: Int) -> [UInt8]? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: count) else { return nil }
        return [UInt8](data)
    }

    /// The whole file when it is at most `limit` bytes (checked with `stat` before reading and again on
    /// the bytes read, in case it grew meanwhile).
    static func contents(of path: String, limit: Int) -> Result<[UInt8], ThemeAssetFailure> {
        guard let size = size(of: path) else {
            return .failure(ThemeAssetFailure("cannot read \(path): \(String(cString: strerror(errno)))"))
        }
        if size > limit {
            return .failure(ThemeAssetFailure("file is \(size) bytes, larger than the limit of \(limit) bytes"))
        }
        guard let bytes = prefix(of: path, count: limit + 1) else {
            return .failure(ThemeAssetFailure("cannot read \(path)"))
        }
        if bytes.count > limit {
            return .failure(ThemeAssetFailure("file is larger than the limit of \(limit) bytes"))
        }
        return .success(bytes)
    }
}
