/// The structure of a PNG file, checked in Swift before any decoder sees it: the signature, `IHDR` first
/// with 13 bytes, every chunk whole and with a correct CRC-32, at least one `IDAT`, and an `IEND`. A file
/// cut short or with a damaged chunk is refused here with one message, so libpng never meets it (libpng
/// prints its own `libpng error:` line to stderr for such files). SDLKit's image loader then hands libpng
/// only `decodable(_:)`'s rebuilt file, whose image data it checks with libpng before decoding.
package enum PNGStructure {
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// True when `bytes` start with the PNG signature.
    package static func hasSignature(_ bytes: [UInt8]) -> Bool {
        bytes.count >= signature.count && Array(bytes[0..<signature.count]) == signature
    }

    /// Why `bytes` are not a well-formed PNG file (one line, naming the chunk and its byte offset), or nil
    /// when every chunk is whole and intact.
    package static func problem(_ bytes: [UInt8]) -> String? {
        if case .failure(let problem) = chunks(bytes) { return problem.message }
        return nil
    }

    /// The file a decoder should read: `bytes` with every ancillary chunk left out but `tRNS` (for the
    /// colour types that may have one), and `PLTE` only in a palette image. No pixel SDL_image makes
    /// depends on the chunks left out (it asks libpng for no gamma, colour space or background), and
    /// they are what libpng warns about on stderr (`libpng warning: iCCP: known incorrect sRGB profile`).
    /// Critical chunks, known or not, stay in their order, so libpng still judges them. The first
    /// structural problem when the file is not whole.
    package static func decodable(_ bytes: [UInt8]) -> Result<[UInt8], PNGProblem> {
        chunks(bytes).map { chunks in
            // IHDR's colour type: 0 grey, 2 RGB, 3 palette, 4 grey and alpha, 6 RGBA.
            let colourType = bytes[chunks[0].data.lowerBound + 9]
            var out = signature
            for chunk in chunks where keeps(chunk.type, colourType: colourType) {
                out += bytes[chunk.whole]
            }
            return out
        }
    }

    /// One chunk of a file: its type and where its bytes are.
    struct Chunk {
        let type: String
        /// Length, type, data and CRC.
        let whole: Range<Int>
        let data: Range<Int>
    }

    /// Whether a chunk of `type` goes to the decoder in an image of `colourType`.
    private static func keeps(_ type: String, colourType: UInt8) -> Bool {
        switch type {
        case "PLTE": return colourType == 3
        case "tRNS": return colourType == 0 || colourType == 2 || colourType == 3
        default: return type.utf8.first.map { (0x41...0x5A).contains($0) } ?? false
        }
    }

    /// Every chunk up to and including `IEND` (bytes after it are ignored, as libpng ignores them), or
    /// the first structural problem.
    static func chunks(_ bytes: [UInt8]) -> Result<[Chunk], PNGProblem> {
        guard hasSignature(bytes) else { return .failure(PNGProblem("bad signature")) }
        var offset = signature.count
        var chunks: [Chunk] = []
        var sawData = false
        while offset < bytes.count {
            guard bytes.count - offset >= 12 else {
                return .failure(
                    PNGProblem("cut short: \(bytes.count - offset) stray bytes at byte \(offset), not a whole chunk"))
            }
            let length = bigEndian(bytes, offset)
            let typeBytes = Array(bytes[(offset + 4)..<(offset + 8)])
            let type = String(decoding: typeBytes, as: UTF8.self)
            guard typeBytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
                return .failure(PNGProblem("chunk at byte \(offset) has an invalid type"))
            }
            guard length <= bytes.count - offset - 12 else {
                return .failure(
                    PNGProblem(
                        "cut short: chunk \(type) at byte \(offset) needs \(length) bytes, "
                            + "\(max(0, bytes.count - offset - 12)) are left"))
            }
            let end = offset + 8 + length
            if CRC32.checksum(bytes[(offset + 4)..<end]) != UInt32(bigEndian(bytes, end)) {
                return .failure(PNGProblem("chunk \(type) at byte \(offset) has a bad CRC"))
            }
            if chunks.isEmpty, type != "IHDR" || length != 13 {
                return .failure(PNGProblem("the first chunk is not a 13-byte IHDR"))
            }
            chunks.append(Chunk(type: type, whole: offset..<(end + 4), data: (offset + 8)..<end))
            if type == "IDAT" { sawData = true }
            if type == "IEND" {
                return sawData ? .success(chunks) : .failure(PNGProblem("no IDAT chunk before IEND"))
            }
            offset = end + 4
        }
        return .failure(PNGProblem("cut short: no IEND chunk after byte \(offset)"))
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int) -> Int {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
    }
}

/// Why a PNG file cannot be decoded, in one line.
package struct PNGProblem: Error, Equatable, Sendable {
    /// What is wrong, e.g. "chunk IDAT at byte 33 has a bad CRC".
    package let message: String

    /// A problem saying `message`.
    package init(_ message: String) {
        self.message = message
    }
}

/// CRC-32 (ISO 3309, the polynomial PNG and zlib use).
package enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// The CRC-32 of `bytes`.
    package static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = table[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
