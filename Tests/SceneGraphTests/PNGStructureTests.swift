import Foundation
import Testing

@testable import SceneGraph

/// The PNG structure check both the theme validator and SDLKit's loader run before any decoder.
@Suite struct PNGStructureTests {
    private static let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets/themes/images")

    @Test func crc32MatchesTheStandardCheckValue() {
        #expect(CRC32.checksum(ArraySlice("123456789".utf8)) == 0xCBF4_3926)
    }

    @Test func everyShippedImageIsWholeAndEveryDamageIsNamed() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.images.path).filter {
            $0.hasSuffix(".png")
        }
        #expect(!names.isEmpty)
        for name in names {
            let bytes = [UInt8](try Data(contentsOf: Self.images.appendingPathComponent(name)))
            #expect(PNGStructure.problem(bytes) == nil, "\(name)")
            #expect(PNGStructure.problem(bytes + [0, 0]) == nil, "bytes after IEND are ignored, as libpng does")
            #expect(PNGStructure.problem(Array(bytes.prefix(bytes.count - 1)))?.hasPrefix("cut short") == true)
            #expect(PNGStructure.problem(Array(bytes.prefix(60)))?.hasPrefix("cut short") == true)
            var flipped = bytes
            flipped[bytes.count - 20] ^= 1
            #expect(PNGStructure.problem(flipped)?.contains("bad CRC") == true, "\(name)")
        }
        #expect(PNGStructure.problem(Array("not a png".utf8)) == "bad signature")
    }
}
