/// A fuzzer's input read as a stream of choices, for harnesses that build their input (edits, themes)
/// rather than take the bytes as a file. Each read takes the next bytes; past the end every read gives
/// zero, so any input, even an empty one, is a complete recipe and a mutated byte changes one choice.
public struct FuzzBytes {
    private let bytes: [UInt8]
    private var offset = 0

    /// The `size` bytes at `data`, copied.
    public init(_ data: UnsafePointer<UInt8>, _ size: Int) {
        bytes = Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// Whether every byte has been read.
    public var isEmpty: Bool { offset >= bytes.count }

    /// The next byte; 0 past the end.
    public mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// The next two bytes as a number from 0 to 65,535.
    public mutating func uint16() -> Int {
        Int(byte()) << 8 | Int(byte())
    }

    /// A number from 0 to `count - 1` (`count` at least 1): one byte for up to 256 choices, two beyond.
    public mutating func below(_ count: Int) -> Int {
        precondition(count >= 1, "no choice among \(count)")
        return (count <= 256 ? Int(byte()) : uint16()) % count
    }

    /// A number from 1 to `limit` spread evenly over its powers of two (as many from 1 to 2 as from 4,096 to
    /// 8,192), so sizes near a small limit come as often as huge ones.
    public mutating func logScale(upTo limit: Int) -> Int {
        let bits = below(Int.bitWidth - limit.leadingZeroBitCount)
        return min(limit, (1 << bits) + below(1 << bits))
    }

    /// True one time in `count`, taking one byte (0 picks true, so the end of the input does too).
    public mutating func oneIn(_ count: Int) -> Bool {
        below(count) == 0
    }

    /// Up to `maxLength` bytes (the count is read first) as text, invalid UTF-8 repaired as `String` does.
    public mutating func text(maxLength: Int) -> String {
        let count = below(maxLength + 1)
        return String(decoding: (0..<count).map { _ in byte() }, as: UTF8.self)
    }
}
