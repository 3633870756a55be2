import Testing

@testable import Playground

/// `replay --shard K/N`: every file in exactly one part, a file's part fixed by its path alone.
@Suite struct ReplayShardTests {
    static let names = (0..<1000).map { "scenarios/group-\($0 % 7)/case-\($0).jsonl" }

    @Test func everyFileIsInExactlyOnePart() {
        for count in 1...9 {
            let parts = (1...count).map { ReplayShard(index: $0, count: count).select(Self.names) }
            let all = parts.flatMap { $0 }
            #expect(all.count == Self.names.count, "N = \(count)")
            #expect(Set(all) == Set(Self.names), "N = \(count)")
            for part in parts {
                #expect(part.count > Self.names.count / count / 2, "N = \(count): a part of \(part.count) files")
            }
        }
    }

    /// The parts are pinned: the same path lands in the same part on every machine and in every version,
    /// whatever else is given and in whatever order.
    @Test func aFilesPartDependsOnItsPathAlone() {
        #expect(ReplayShard.hash("") == 0xcbf2_9ce4_8422_2325)
        #expect(ReplayShard.hash("a") == 0xaf63_dc4c_8601_ec8c)
        let pinned = [
            "Assets/scenarios/tap.jsonl", "Assets/scenarios/keyboard.jsonl", "Assets/scenarios/disabled.jsonl",
            "Assets/scenarios/drag-returns.jsonl",
        ]
        let parts = pinned.map { ReplayShard.part(of: $0, count: 4) }
        #expect(parts == [3, 1, 2, 2], "FNV-1a 64 of the path, modulo 4, plus 1")
        #expect(pinned.map { ReplayShard.part(of: $0, count: 3) } == [3, 1, 2, 1])
        let shard = ReplayShard(index: parts[0], count: 4)
        #expect(shard.select(pinned).contains(pinned[0]))
        #expect(shard.select(pinned.reversed()).contains(pinned[0]))
        #expect(shard.select([pinned[0]]) == [pinned[0]])
        let ordered = ReplayShard(index: 2, count: 3).select(Self.names)
        #expect(ordered == Self.names.filter { ordered.contains($0) }, "the order given is kept")
    }

    @Test func aLeadingDotSlashAndDoubledSlashesDoNotCount() {
        #expect(ReplayShard.normalized("./a//b.jsonl") == "a/b.jsonl")
        #expect(ReplayShard.normalized("././a.jsonl") == "a.jsonl")
        #expect(ReplayShard.normalized("/abs/x.jsonl") == "/abs/x.jsonl")
        for count in [2, 3, 5] {
            let part = ReplayShard.part(of: "a/b.jsonl", count: count)
            #expect(ReplayShard.part(of: "./a//b.jsonl", count: count) == part)
        }
    }
}
