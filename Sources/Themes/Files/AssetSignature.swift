/// Header checks for the files a theme names, made on the first bytes before anything is decoded.
enum AssetSignature {
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Checks the PNG signature and the IHDR chunk's width and height against `maxPixels`; returns the
    /// pixel size or why the file is refused. `header` is the file's first 24 bytes or more.
    static func pngSize(header: [UInt8], maxPixels: Int) -> Result<(width: Int, height: Int), ThemeAssetFailure> {
        guard header.count >= 24, Array(header[0..<8]) == pngSignature else {
            return .failure(ThemeAssetFailure("is not a PNG file (bad signature)"))
        }
        guard Array(header[12..<16]) == Array("IHDR".utf8) else {
            return .failure(ThemeAssetFailure("is not a valid PNG file (no IHDR chunk first)"))
        }
        let width = bigEndian(header[16..<20])
        let height = bigEndian(header[20..<24])
        guard width > 0, height > 0 else {
            return .failure(ThemeAssetFailure("has an empty size \(width)x\(height)"))
        }
        guard width <= maxPixels, height <= maxPixels else {
            return .failure(
                ThemeAssetFailure("is \(width)x\(height) pixels, larger than the limit of \(maxPixels)x\(maxPixels)"))
        }
        return .success((width, height))
    }

    /// True for TrueType (`00 01 00 00`, `true`), OpenType (`OTTO`) and collection (`ttcf`) files.
    static func isFont(header: [UInt8]) -> Bool {
        guard header.count >= 4 else { return false }
        let tag = Array(header[0..<4])
        return tag == [0, 1, 0, 0] || tag == Array("true".utf8) || tag == Array("OTTO".utf8)
            || tag == Array("ttcf".utf8)
    }

    private static func bigEndian(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.reduce(0) { $0 << 8 | Int($1) }
    }
}
