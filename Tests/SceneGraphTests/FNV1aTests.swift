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
