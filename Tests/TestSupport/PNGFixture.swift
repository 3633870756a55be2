import SceneGraph

/// Small PNG files made byte by byte for image tests: whole ones of any colour type, bit depth and
/// interlacing, with any chunks besides, and the shapes a broken file takes. The image data is zlib with
/// stored (uncompressed) deflate blocks, so a test can damage or cut it exactly where it means to.
public enum PNGFixture {
    /// The five shapes `switchyard validate` and the app must agree on.
    public enum Shape: String, CaseIterable, Sendable {
        /// A whole RGBA image.
        case good
        /// Intact chunks whose compressed data is corrupt: a stored block's length check fails.
        case corruptData
        /// Intact chunks whose compressed data stops half-way.
        case truncatedData
        /// A palette image (colour type 3) without its PLTE chunk.
        case paletteWithoutPLTE
        /// The whole file cut to two thirds of its bytes.
        case truncatedFile
    }

    /// `shape` as a `width` x `height` image.
    public static func file(_ shape: Shape, width: Int, height: Int) -> [UInt8] {
        let good = png(width: width, height: height, colourType: 6, pixels: pattern(width * height, channels: 4))
        switch shape {
        case .good:
            return good
        case .corruptData:
            var data = zlib(
                raw(width: width, height: height, colourType: 6, pixels: pattern(width * height, channels: 4)))
            data[5] ^= 0xFF  // the first stored block's NLEN no longer complements LEN
            return png(width: width, height: height, colourType: 6, depth: 8, interlaced: false, idat: data)
        case .truncatedData:
            let data = zlib(
                raw(width: width, height: height, colourType: 6, pixels: pattern(width * height, channels: 4)))
            return png(
                width: width, height: height, colourType: 6, depth: 8, interlaced: false,
                idat: Array(data.prefix(data.count / 2)))
        case .paletteWithoutPLTE:
            return png(width: width, height: height, colourType: 3, pixels: pattern(width * height, channels: 1))
        case .truncatedFile:
            return Array(good.prefix(good.count * 2 / 3))
        }
    }

    /// A whole PNG of 8-bit `pixels` (`channels` bytes each, row by row, as `colourType` lays them out),
    /// with `chunks` after IHDR, Adam7-interlaced when asked.
    public static func png(
        width: Int, height: Int, colourType: UInt8, pixels: [UInt8], interlaced: Bool = false,
        chunks: [[UInt8]] = []
    ) -> [UInt8] {
        let data =
            interlaced
            ? adam7(width: width, height: height, colourType: colourType, pixels: pixels)
            : raw(width: width, height: height, colourType: colourType, pixels: pixels)
        return png(
            width: width, height: height, colourType: colourType, depth: 8, interlaced: interlaced,
            idat: zlib(data), chunks: chunks)
    }

    /// A PNG with this header and `idat` as its one IDAT chunk's data, `chunks` between them.
    public static func png(
        width: Int, height: Int, colourType: UInt8, depth: UInt8, interlaced: Bool, idat: [UInt8],
        chunks: [[UInt8]] = []
    ) -> [UInt8] {
        let header = word(width) + word(height) + [depth, colourType, 0, 0, interlaced ? 1 : 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunks.joined()
            + chunk("IDAT", idat) + chunk("IEND", [])
    }

    /// One chunk: length, type, `data` and its CRC.
    public static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return word(data.count) + body + word(Int(CRC32.checksum(body[...])))
    }

    /// `count` pixels of `channels` bytes each, every byte different from its neighbours.
    public static func pattern(_ count: Int, channels: Int) -> [UInt8] {
        (0..<(count * channels)).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
    }

    /// The rows of `pixels`, each behind filter type 0.
    private static func raw(width: Int, height: Int, colourType: UInt8, pixels: [UInt8]) -> [UInt8] {
        let rowBytes = width * channels(colourType)
        return (0..<height).flatMap { y in [0] + pixels[(y * rowBytes)..<((y + 1) * rowBytes)] }
    }

    /// The seven Adam7 passes of `pixels`, each pass's rows behind filter type 0.
    private static func adam7(width: Int, height: Int, colourType: UInt8, pixels: [UInt8]) -> [UInt8] {
        let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        let size = channels(colourType)
        var out: [UInt8] = []
        for (x0, y0, dx, dy) in passes where x0 < width && y0 < height {
            for y in stride(from: y0, to: height, by: dy) {
                out.append(0)
                for x in stride(from: x0, to: width, by: dx) {
                    out += pixels[((y * width + x) * size)..<((y * width + x + 1) * size)]
                }
            }
        }
        return out
    }

    private static func channels(_ colourType: UInt8) -> Int {
        [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colourType] ?? 4
    }

    /// `data` as a zlib stream of stored deflate blocks (at most 65,535 bytes each) and its Adler-32.
    private static func zlib(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let count = min(65_535, data.count - start)
            let last: UInt8 = start + count == data.count ? 1 : 0
            out += [last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += data[start..<(start + count)]
            start += count
        } while start < data.count
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return out + word(Int(b << 16 | a))
    }

    private static func word(_ value: Int) -> [UInt8] {
        [UInt8((value >> 24) & 0xFF), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
