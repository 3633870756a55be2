import CSDL2
import CSDL2Image
import SceneGraph
import TestSupport
import Testing

@testable import SDLKit

extension SDLKitSuite {
    /// `ImageDecoder`, the one path from an image file to pixels for the app and `switchyard validate`:
    /// libpng's verdict in words of one line, and the pixels SDL_image makes of the file as it is.
    @Suite struct ImageDecoderTests {
        /// What the decoder says of each shape: nil for the whole image, else its message after the path.
        static let verdicts: [(PNGFixture.Shape, String?)] = [
            (.good, nil),
            (.corruptData, "not a valid PNG: IDAT: invalid stored block lengths"),
            (.truncatedData, "not a valid PNG: not enough image data"),
            (.paletteWithoutPLTE, "not a valid PNG: IDAT: missing PLTE before IDAT"),
            (.truncatedFile, "not a valid PNG: cut short: chunk IDAT at byte 33 needs 1391 bytes, 920 are left"),
        ]

        @Test(arguments: 0..<5)
        func theCheckAndTheAppsLoaderGiveTheSameVerdict(_ which: Int) throws {
            let (shape, expected) = Self.verdicts[which]
            let headless = try Headless(width: 10, height: 10)
            let folder = try TestFolder()
            let path = folder.write("\(shape.rawValue).png", bytes: PNGFixture.file(shape, width: 17, height: 20))
            let checked = Result { try ImageDecoder.check(path: path) }
            let loaded = Result { try headless.resources.loadImage(path: path) }
            switch (checked, loaded) {
            case (.success, .success):
                #expect(expected == nil, "\(shape) decoded")
            case (.failure(let check as SDLError), .failure(let load as SDLError)):
                #expect(check == load, "\(shape)")
                #expect(check.path == path)
                #expect(check.message == expected, "\(shape)")
            default:
                Issue.record("\(shape): the check gave \(checked), the loader \(loaded)")
            }
        }

        /// Files libpng reads with a warning or that carry chunks no pixel depends on; each decodes to
        /// exactly what SDL_image makes of the file itself (the colour key, palette and grey cases too).
        static let wholeFiles: [(String, [UInt8])] = {
            let rgba = PNGFixture.pattern(12 * 9, channels: 4)
            let indices = (0..<(12 * 9)).map { UInt8($0 % 4) }
            let palette: [UInt8] = [0, 0, 0, 255, 0, 0, 0, 255, 0, 10, 20, 30]
            let ancillary = [
                PNGFixture.chunk("gAMA", [0, 0, 0, 0]),  // libpng: "gAMA: gamma value out of range"
                PNGFixture.chunk("sRGB", [9]),  // "sRGB: invalid sRGB rendering intent"
                PNGFixture.chunk("iCCP", Array("junk\0\0".utf8) + [1, 2, 3]),
                PNGFixture.chunk("tEXt", Array("Comment\0made by hand".utf8)),
                PNGFixture.chunk("tRNS", [0, 1]),  // "tRNS: invalid with alpha channel"
                PNGFixture.chunk("PLTE", [1, 2, 3]),
            ]
            return [
                (
                    "RGBA with ancillary chunks",
                    PNGFixture.png(width: 12, height: 9, colourType: 6, pixels: rgba, chunks: ancillary)
                ),
                (
                    "RGBA interlaced",
                    PNGFixture.png(width: 12, height: 9, colourType: 6, pixels: rgba, interlaced: true)
                ),
                (
                    "palette with one transparent entry",
                    PNGFixture.png(
                        width: 12, height: 9, colourType: 3, pixels: indices,
                        chunks: [PNGFixture.chunk("PLTE", palette), PNGFixture.chunk("tRNS", [255, 0, 255])])
                ),
                (
                    "palette with translucent entries",
                    PNGFixture.png(
                        width: 12, height: 9, colourType: 3, pixels: indices,
                        chunks: [PNGFixture.chunk("PLTE", palette), PNGFixture.chunk("tRNS", [0, 128, 0, 255])])
                ),
                (
                    "grey with a transparent value",
                    PNGFixture.png(
                        width: 12, height: 9, colourType: 0, pixels: PNGFixture.pattern(12 * 9, channels: 1),
                        chunks: [PNGFixture.chunk("tRNS", [0, 11])])
                ),
                (
                    "RGB with a transparent colour",
                    PNGFixture.png(
                        width: 12, height: 9, colourType: 2, pixels: PNGFixture.pattern(12 * 9, channels: 3),
                        chunks: [PNGFixture.chunk("tRNS", [0, 11, 0, 48, 0, 85])])
                ),
                (
                    "grey and alpha",
                    PNGFixture.png(width: 12, height: 9, colourType: 4, pixels: PNGFixture.pattern(12 * 9, channels: 2))
                ),
            ]
        }()

        @Test(arguments: 0..<7)
        func pixelsAreWhatSDLImageMakesOfTheFileAsItIs(_ which: Int) throws {
            let (name, bytes) = Self.wholeFiles[which]
            let headless = try Headless(width: 10, height: 10)
            let folder = try TestFolder()
            let path = folder.write("image.png", bytes: bytes)
            let decoded = try Surface(context: headless.context, contentsOf: path)
            var copy = bytes
            let direct = copy.withUnsafeMutableBytes { buffer in
                IMG_Load_RW(SDL_RWFromMem(buffer.baseAddress, Int32(buffer.count)), 1)
            }
            let expected = try Surface(context: headless.context, adopting: try #require(direct, "\(name)"))
            let comparison = try ImageComparison(actual: decoded, expected: expected, tolerance: 0)
            #expect(comparison.matches, "\(name): \(comparison.differingPixels) pixels differ")
        }

        @Test func onlyTheChunksADecoderNeedsAreKeptInTheirOrder() throws {
            let unknownCritical = PNGFixture.chunk("ABCD", [1])
            let palette = PNGFixture.chunk("PLTE", [0, 0, 0])
            let transparency = PNGFixture.chunk("tRNS", [0])
            let text = PNGFixture.chunk("tEXt", Array("a\0b".utf8))
            let chunks = [text, palette, unknownCritical, transparency]
            let paletted = PNGFixture.png(width: 2, height: 2, colourType: 3, pixels: [0, 0, 0, 0], chunks: chunks)
            let kept = try PNGStructure.decodable(paletted).get()
            #expect(
                kept
                    == PNGFixture.png(
                        width: 2, height: 2, colourType: 3, pixels: [0, 0, 0, 0],
                        chunks: [palette, unknownCritical, transparency]))
            let rgba = PNGFixture.png(width: 1, height: 1, colourType: 6, pixels: [1, 2, 3, 4], chunks: chunks)
            #expect(
                try PNGStructure.decodable(rgba).get()
                    == PNGFixture.png(
                        width: 1, height: 1, colourType: 6, pixels: [1, 2, 3, 4], chunks: [unknownCritical]))
            let cut = PNGFixture.file(.truncatedFile, width: 4, height: 4)
            #expect(throws: PNGProblem(PNGStructure.problem(cut) ?? "")) { try PNGStructure.decodable(cut).get() }
        }
    }
}
