import Foundation

/// A small tmpfs (16 KiB unless told) mounted on a temporary folder for one test and unmounted when
/// released: a real full disk for the writers' tests. Only root may mount, so such tests are enabled
/// with `TinyDisk.canMount`.
public final class TinyDisk {
    private let folder: TestFolder
    /// The mount point.
    public var path: String { folder.root }

    /// True when this process may mount (it runs as root).
    public static var canMount: Bool { geteuid() == 0 }

    /// Mounts a tmpfs of `bytes` on a new folder.
    public init(bytes: Int = 16 << 10) throws {
        folder = try TestFolder()
        guard mount("tmpfs", folder.root, "tmpfs", 0, "size=\(bytes)") == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(errno))])
        }
    }

    /// Writes `bytes` to `name` on the disk (the test's "good file from before"); its path.
    @discardableResult
    public func write(_ name: String, bytes: [UInt8]) throws -> String {
        let file = path + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        return file
    }

    /// Fills what space is left with a filler file, so the next write of any size fails.
    public func fill() {
        guard let handle = FileHandle(forWritingAtPath: path + "/filler") ?? create(path + "/filler") else { return }
        while (try? handle.write(contentsOf: Data(count: 512))) != nil {}
        try? handle.close()
    }

    /// The names in the disk's folder, sorted: a test checks no temporary file was left behind.
    public var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    private func create(_ file: String) -> FileHandle? {
        FileManager.default.createFile(atPath: file, contents: nil)
        return FileHandle(forWritingAtPath: file)
    }

    deinit {
        umount(folder.root)
    }
}
