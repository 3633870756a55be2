import Foundation

/// Memory and resource counts at one frame of a soak run.
struct SoakSample: Equatable {
    var frame: Int
    /// Resident set size in bytes (from `/proc/self/statm`), 0 when it cannot be read.
    var residentBytes: Int
    /// Textures alive in the renderer (text, images and shape masks).
    var textures: Int
    /// Images loaded, tinted copies included.
    var images: Int
    /// Text runs interned.
    var texts: Int

    /// The process's resident set size now, from `/proc/self/statm`; 0 when it cannot be read.
    static func residentBytesNow() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * sysconf(Int32(_SC_PAGESIZE))
    }

    /// One line for the soak's table: frame, RSS in MiB, and the three counts.
    var line: String {
        let mib = Double(residentBytes) / 1_048_576
        return "frame \(frame): rss \(String(format: "%.1f", mib)) MiB, textures \(textures), images \(images), "
            + "texts \(texts)"
    }
}
