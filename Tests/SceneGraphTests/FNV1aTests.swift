import SceneGraph
import Testing

@Suite struct FNV1aTests {
    /// The published FNV-1a 64 test vectors: a changed constant would change every stored frame hash.
    @Test func matchesThePublishedVectors() {
        #expect(FNV1a.hash([UInt8]()) == 0xcbf2_9ce4_8422_2325)
        #expect(FNV1a.hash(Array("a".utf8)) == 0xaf63_dc4c_8601_ec8c)
        #expect(FNV1a.hash(Array("foobar".utf8)) == 0x8594_4171_f739_67e8)
    }
}

extension FNV1aTests {
    /// Bytes read straight from an array's storage hash as the same bytes handed over one by one.
    @Test func contiguousBytesHashAsASequenceOfThemDoes() {
        let bytes = (0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) }
        let oneByOne = bytes.lazy.map { $0 }
        #expect(oneByOne.withContiguousStorageIfAvailable { _ in true } == nil)
        #expect(FNV1a.hash(bytes) == FNV1a.hash(oneByOne))
        #expect(FNV1a.hash("foobar".utf8) == 0x8594_4171_f739_67e8)
        var split = FNV1a()
        split.combine(contentsOf: bytes[..<512])
        split.combine(contentsOf: bytes[512...])
        #expect(split.value == FNV1a.hash(bytes))
    }
}
