import Foundation
import JSONKit
import SceneGraph
import TestSupport
import Testing

@testable import Themes

/// The paint forms that hold an image, and which of an image's `@2x` / `@3x` files the loader hands on.
@Suite struct ImagePaintTests {
    private static func load(_ json: String, files: [String: [UInt8]]) throws -> (Theme, FakeAssets, TestFolder) {
        let folder = try TestFolder()
        for (name, bytes) in files { folder.write(name, bytes: bytes) }
        let file = folder.write("theme.json", json)
        let assets = FakeAssets()
        let theme = try ThemeLoader.load(file: file, language: nil, assets: assets).get()
        return (theme, assets, folder)
    }

    @Test func colourWithAnImageOverItDecodesWithAndWithoutTint() throws {
        let (theme, _, _) = try Self.load(
            """
            {"version": 1, "styles": {"s": {"thumb": {
              "off": {"color": "#999999", "image": "icon.png"},
              "on": {"color": "#9E0006", "image": "icon.png", "tint": "#FF8000"}}}}}
            """, files: ["icon.png": pngHeader(width: 50, height: 50)])
        let style = try #require(theme.styles["s"])
        #expect(style.thumb.off == .image(ImageHandle(id: 1), tint: nil, under: Color(r: 0x99, g: 0x99, b: 0x99)))
        #expect(
            style.thumb.on
                == .image(ImageHandle(id: 1), tint: Color(r: 0xFF, g: 0x80, b: 0), under: Color(r: 0x9E, g: 0, b: 6)))
    }

    @Test func todaysFormsDecodeAsBefore() throws {
        let (theme, _, _) = try Self.load(
            """
            {"version": 1, "styles": {"s": {"track": {"off": "#E9E9EA", "on": {"color": "#34C759"}},
              "thumb": {"off": {"image": "a.png"}, "on": {"image": "a.png", "tint": "#FF8000"}}}}}
            """, files: ["a.png": pngHeader(width: 27, height: 27)])
        let style = try #require(theme.styles["s"])
        #expect(style.track.off == .color(Color(r: 0xE9, g: 0xE9, b: 0xEA)))
        #expect(style.track.on == .color(Color(r: 0x34, g: 0xC7, b: 0x59)))
        #expect(style.thumb.off == .image(ImageHandle(id: 1), tint: nil))
        #expect(style.thumb.on == .image(ImageHandle(id: 1), tint: Color(r: 0xFF, g: 0x80, b: 0)))
    }

    /// `mirrorInRTL` (default true) decodes per image; on a paint without an image, or not a boolean, it is
    /// an error at its key.
    @Test func mirrorInRTLOptsOneImageOutOfMirroring() throws {
        let (theme, _, _) = try Self.load(
            """
            {"version": 1, "styles": {"s": {"direction": "rtl",
              "thumb": {"off": {"image": "a.png", "mirrorInRTL": false}, "on": {"image": "a.png"}}}}}
            """, files: ["a.png": pngHeader(width: 27, height: 27)])
        let style = try #require(theme.styles["s"])
        #expect(style.thumb.off == .image(ImageHandle(id: 1), tint: nil, mirrorsInRTL: false))
        #expect(style.thumb.on == .image(ImageHandle(id: 1), tint: nil, mirrorsInRTL: true))
        let folder = try TestFolder()
        let file = folder.write(
            "theme.json",
            ##"{"version": 1, "styles": {"s": {"thumb": {"off": {"color": "#FFFFFF", "mirrorInRTL": false}, "##
                + ##""on": {"image": "nope.png", "mirrorInRTL": "no"}}}}}"##)
        #expect(
            ThemeLoader.validate(file: file).map { "\($0.keyPath ?? ""): \($0.message)" } == [
                ##"styles.s.thumb.off.mirrorInRTL: "mirrorInRTL" applies only to an image"##,
                ##"styles.s.thumb.on.image: image "nope.png" does not exist"##,
                ##"styles.s.thumb.on.mirrorInRTL: expected true or false, got "no""##,
            ])
    }

    @Test func everyBadPartOfOnePaintIsReportedAtItsOwnKey() throws {
        let folder = try TestFolder()
        let file = folder.write(
            "theme.json",
            ##"{"version": 1, "styles": {"s": {"thumb": {"on": {"color": "#12", "image": "nope.png", "tint": "x"}}}}}"##
        )
        let diagnostics = ThemeLoader.validate(file: file)
        #expect(
            diagnostics.map { "\($0.keyPath ?? ""): \($0.message)" } == [
                ##"styles.s.thumb.on.color: expected a colour "#RRGGBB" or "#RRGGBBAA", got "#12""##,
                ##"styles.s.thumb.on.image: image "nope.png" does not exist"##,
                ##"styles.s.thumb.on.tint: expected a colour "#RRGGBB" or "#RRGGBBAA", got "x""##,
            ])
    }

    /// Every set of variants present hands the resolver exactly those files, lowest scale first, and the
    /// theme lists all three names (present or not) as files to watch.
    @Test(arguments: [[1], [2], [3], [1, 2], [1, 3], [2, 3], [1, 2, 3]])
    func theVariantsPresentAreHandedOn(_ scales: [Int]) throws {
        var files: [String: [UInt8]] = [:]
        for scale in scales {
            let name = scale == 1 ? "images/x.png" : "images/x@\(scale)x.png"
            files[name] = pngHeader(width: UInt32(20 * scale), height: UInt32(10 * scale))
        }
        let (theme, assets, folder) = try Self.load(
            ##"{"version": 1, "styles": {"s": {"thumb": {"on": {"image": "images/x.png"}}}}}"##, files: files)
        let handed = try #require(assets.imageFiles.first)
        #expect(handed.map(\.scale) == scales)
        let real = FilePaths.real(folder.root) ?? folder.root
        #expect(
            handed.map(\.path)
                == scales.map { real + ($0 == 1 ? "/images/x.png" : "/images/x@\($0)x.png") })
        for name in ["images/x.png", "images/x@2x.png", "images/x@3x.png"] {
            #expect(theme.sourceFiles.contains(folder.path(name)), "\(name) is watched")
        }
    }

    @Test func variantsOfAFractionalPointSizeMayRoundEitherWay() throws {
        let (_, assets, _) = try Self.load(
            ##"{"version": 1, "styles": {"s": {"thumb": {"on": {"image": "x.png"}}}}}"##,
            files: ["x@2x.png": pngHeader(width: 55, height: 55), "x@3x.png": pngHeader(width: 82, height: 83)])
        #expect(assets.imageFiles.first?.map(\.scale) == [2, 3])
    }

    @Test func aVariantNameWithoutExtensionGetsTheSuffixAtTheEnd() {
        #expect(ImageVariantNames.relative("images/x.png", scale: 2) == "images/x@2x.png")
        #expect(ImageVariantNames.relative("images/x", scale: 3) == "images/x@3x")
        #expect(ImageVariantNames.relative("im.ages/x", scale: 2) == "im.ages/x@2x")
        #expect(ImageVariantNames.relative("images/.x", scale: 2) == "images/.x@2x")
        #expect(ImageVariantNames.relative("images/x.png", scale: 1) == "images/x.png")
        #expect(ImageVariantNames.claimedScale("images/x@3x.png") == 3)
        #expect(ImageVariantNames.claimedScale("images/x@4x.png") == nil)
        #expect(ImageVariantNames.claimedScale("images@2x/x.png") == nil)
    }
}
