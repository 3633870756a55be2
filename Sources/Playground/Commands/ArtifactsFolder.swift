import Foundation

/// The `--artifacts` folder, checked before anything is replayed: it is made when missing, and must be a
/// folder this process can write into, so a CI run learns at once, not after its first failure.
enum ArtifactsFolder {
    /// Why `path` cannot take artifacts (made if missing); nil when it can.
    static func problem(_ path: String) -> String? {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { return "it exists and is not a folder" }
        } else {
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                return "cannot make the folder (\(Diagnostics.describe(error)))"
            }
        }
        guard access(path, W_OK | X_OK) == 0 else {
            return "cannot write into the folder (\(String(cString: strerror(errno))))"
        }
        return nil
    }
}
