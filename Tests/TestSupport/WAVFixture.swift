/// Small WAV files made byte by byte for sound tests: a RIFF/WAVE header, a `fmt ` chunk of any format
/// code, channel count, rate and bit depth, optional chunks before the data, and the data itself.
public enum WAVFixture {
    /// A WAV file of 16-bit PCM `samples` (interleaved by `channels`) at `rate`, with `extra` chunks
    /// (name, body) between `fmt ` and `data`.
    public static func pcm16(
        _ samples: [Int16], channels: Int = 1, rate: Int = 48000, extra: [(String, [UInt8])] = []
    ) -> [UInt8] {
        file(
            format: 1, channels: channels, rate: rate, bits: 16, extra: extra,
            data: samples.flatMap { le(UInt16(bitPattern: $0), 2) })
    }

    /// A WAV file of 32-bit float `samples`.
    public static func float32(_ samples: [Float], channels: Int = 1, rate: Int = 48000) -> [UInt8] {
        file(format: 3, channels: channels, rate: rate, bits: 32, data: samples.flatMap { le($0.bitPattern, 4) })
    }

    /// A WAV file with the given `fmt ` fields and raw `data` bytes.
    public static func file(
        format: Int, channels: Int, rate: Int, bits: Int, extra: [(String, [UInt8])] = [], data: [UInt8]
    ) -> [UInt8] {
        let blockAlign = channels * bits / 8
        let fmt =
            le(format, 2) + le(channels, 2) + le(rate, 4) + le(rate * blockAlign, 4) + le(blockAlign, 2) + le(bits, 2)
        var body = Array("WAVE".utf8) + chunk("fmt ", fmt)
        for (name, bytes) in extra { body += chunk(name, bytes) }
        body += chunk("data", data)
        return Array("RIFF".utf8) + le(body.count, 4) + body
    }

    /// A chunk: its name, its size and its body, padded to an even length.
    public static func chunk(_ name: String, _ body: [UInt8]) -> [UInt8] {
        Array(name.utf8) + le(body.count, 4) + body + (body.count % 2 == 1 ? [0] : [])
    }

    /// `value` as `count` little-endian bytes.
    public static func le<Value: BinaryInteger>(_ value: Value, _ count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }
}
