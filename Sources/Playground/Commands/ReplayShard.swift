import SceneGraph

/// `replay --shard K/N`: the K-th of N parts of the files, so a CI matrix spreads thousands of scenarios
/// over N machines. A file's part depends on its path alone, as given on the command line (a leading `./`
/// and doubled slashes do not count), never on the machine, the other files or their order: the FNV-1a
/// 64 hash of the path's UTF-8 bytes, modulo N, is K - 1. Each file is in exactly one part, adding a file
/// moves no other, and the same relative paths give the same parts everywhere.
struct ReplayShard: Equatable, Sendable, CustomStringConvertible {
    /// The most parts accepted.
    static let maxCount = 10_000

    /// K, from 1 to `count`.
    let index: Int
    /// N.
    let count: Int

    /// `K/N`, as parsed; the caller has checked 1 <= K <= N.
    init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Parses `--shard`'s `K/N`.
    static func parse(_ text: String) throws(UsageError) -> ReplayShard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]) else {
            throw UsageError("--shard takes K/N, the K-th of N parts, like 2/4, got '\(text)'")
        }
        guard (1...maxCount).contains(n) else { throw UsageError("--shard \(text): N must be from 1 to \(maxCount)") }
        guard (1...n).contains(k) else { throw UsageError("--shard \(text): K must be from 1 to \(n)") }
        return ReplayShard(index: k, count: n)
    }

    /// The files of this part, in the order given.
    func select(_ files: [String]) -> [String] {
        files.filter { Self.part(of: $0, count: count) == index }
    }

    /// The part (1...`count`) `path` belongs to.
    static func part(of path: String, count: Int) -> Int {
        Int(hash(normalized(path)) % UInt64(count)) + 1
    }

    /// `path` without leading `./` and with runs of `/` as one, so `./a//b.jsonl` and `a/b.jsonl` agree.
    static func normalized(_ path: String) -> String {
        var out = ""
        for character in path where !(character == "/" && out.hasSuffix("/")) { out.append(character) }
        while out.hasPrefix("./"), out.count > 2 { out.removeFirst(2) }
        return out
    }

    /// FNV-1a 64 of `text`'s UTF-8 bytes.
    static func hash(_ text: String) -> UInt64 {
        FNV1a.hash(text.utf8)
    }

    var description: String { "\(index)/\(count)" }
}
