/// The 64-bit FNV-1a hash, the one definition behind frame hashes, stable resource keys and file
/// fingerprints. Its values are stored in shipped scenarios, so they must never change.
package struct FNV1a: Hashable, Sendable {
    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// The hash of everything combined so far.
    package private(set) var value: UInt64 = FNV1a.offsetBasis

    /// A hash of nothing yet: `value` starts at the FNV offset basis.
    package init() {}

    /// Adds one byte.
    package mutating func combine(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* Self.prime
    }

    /// Adds `bytes` in order; bytes held in one piece of memory (an array, a native string's UTF-8) are
    /// read straight from it, since a caller in another module gets this unspecialised, a call per byte.
    package mutating func combine(contentsOf bytes: some Sequence<UInt8>) {
        let contiguous: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            var hasher = self
            for byte in buffer { hasher.combine(byte) }
            self = hasher
        }
        if contiguous == nil {
            for byte in bytes { combine(byte) }
        }
    }

    /// Adds a whole 64-bit word in one round (xor, then multiply by the prime): for in-memory keys hashed
    /// per shape per frame, where a round per byte costs too much. Not byte-wise FNV-1a, so never for a
    /// stored hash.
    package mutating func combine(word: UInt64) {
        value = (value ^ word) &* Self.prime
    }

    /// The hash of `bytes`.
    package static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hasher = FNV1a()
        hasher.combine(contentsOf: bytes)
        return hasher.value
    }
}
