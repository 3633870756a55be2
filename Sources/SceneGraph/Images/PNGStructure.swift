/// The structure of a PNG file, checked in Swift before any decoder sees it: the signature, `IHDR` first
/// with 13 bytes, every chunk whole and with a correct CRC-32, at least one `IDAT`, and an `IEND`. A file
/// cut short or with a damaged chunk is refused here with one message, so libpng never meets it (libpng
/// prints its own `libpng error:` line to stderr for such files). The theme validator and SDLKit's image
/// loader both use it, so `switchyard validate` refuses exactly the images the app would.
public enum PNGStructure {
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// True when `bytes` start with the PNG signature.
    public static func hasSignature(_ bytes: [UInt8]) -> Bool {
        bytes.count >= signature.count && Array(bytes[0..<signature.count]) == signature
    }

    /// Why `bytes` are not a well-formed PNG file (one line, naming the chunk and its byte offset), or nil
    /// when every chunk is whole and intact.
    public static func problem(_ bytes: [UInt8]) -> String? {
        guard hasSignature(bytes) else { return "bad signature" }
        var offset = signature.count
        var index = 0
        var sawData = false
        while offset < bytes.count {
            guard bytes.count - offset >= 12 else {
                return "cut short: \(bytes.count - offset) stray bytes at byte \(offset), not a whole chunk"
            }
            let length = bigEndian(bytes, offset)
            let typeBytes = Array(bytes[(offset + 4)..<(offset + 8)])
            let type = String(decoding: typeBytes, as: UTF8.self)
            guard typeBytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
                return "chunk at byte \(offset) has an invalid type"
            }
            guard length <= bytes.count - offset - 12 else {
                return "cut short: chunk \(type) at byte \(offset) needs \(length) bytes, "
                    + "\(max(0, bytes.count - offset - 12)) are left"
            }
            let end = offset + 8 + length
            if CRC32.checksum(bytes[(offset + 4)..<end]) != UInt32(bigEndian(bytes, end)) {
                return "chunk \(type) at byte \(offset) has a bad CRC"
            }
            if index == 0, type != "IHDR" || length != 13 { return "the first chunk is not a 13-byte IHDR" }
            if type == "IDAT" { sawData = true }
            if type == "IEND" {
                // Bytes after IEND are ignored, as libpng ignores them.
                return sawData ? nil : "no IDAT chunk before IEND"
            }
            offset = end + 4
            index += 1
        }
        return "cut short: no IEND chunk after byte \(offset)"
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int) -> Int {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
    }
}

/// CRC-32 (ISO 3309, the polynomial PNG and zlib use).
public enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// The CRC-32 of `bytes`.
    public static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = table[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
