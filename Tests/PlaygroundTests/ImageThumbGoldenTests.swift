import SDLKit
import SceneGraph
import SwitchYardKit
import TestSupport
import Testing
import Themes

@testable import Playground

/// One golden of shipped image thumbs: a theme file, the styles to show (off, on and mid-animation), the
/// density it is drawn at, and the image variant the thumbs must be drawn from there.
struct ImageThumbSheet: Sendable, CustomTestStringConvertible {
    let file: String
    let styles: [String]
    let density: Int
    /// The pixel width of the thumb image variant drawn at `density` (the `@2x` file is twice the 1x width).
    let thumbPixels: Int
    let golden: String

    var testDescription: String { golden }

    static let all: [ImageThumbSheet] = [
        ImageThumbSheet(
            file: "kyl-custom-switch.json", styles: ["kyl-demo", "kyl-images"], density: 1, thumbPixels: 50,
            golden: "switch-kyl-icon-thumbs-1x"),
        ImageThumbSheet(
            file: "kyl-custom-switch.json", styles: ["kyl-demo", "kyl-images"], density: 2, thumbPixels: 100,
            golden: "switch-kyl-icon-thumbs-2x"),
        ImageThumbSheet(
            file: "hm-custom-switch.json", styles: ["hm", "hm-green"], density: 2, thumbPixels: 54,
            golden: "switch-hm-thumb-2x"),
    ]
}

extension PlaygroundSDLSuite {
    /// Golden sheets of thumbs drawn from images: KYLCustomSwitch's thumb colour with its icon
    /// over it at density 1 and 2, and HMCustomSwitch's thumb at density 2 from its `@2x` file, so its
    /// outline is smooth instead of an upscaled 1x image. Re-record with SWITCHYARD_RECORD_GOLDEN=1.
    @Suite struct ImageThumbGoldenTests {
        @Test(arguments: ImageThumbSheet.all)
        func thumbsMatchTheirGolden(_ sample: ImageThumbSheet) throws {
            Repository.prepareSDL()
            let path = Repository.theme(sample.file)
            let layout = try Self.sheet(
                ThemeLoader.load(file: path, language: nil, assets: ValidationAssetResolver()).get(), sample)
            let density = Double(sample.density)
            let canvas = try Headless(
                width: Int(layout.size.width), height: Int(layout.size.height), density: density)
            let theme = try ThemeLoader.load(
                file: path, language: nil, assets: SDLAssetResolver(resources: canvas.resources)
            ).get()
            let sheet = try Self.sheet(theme, sample)
            sheet.pose(resources: canvas.resources)
            let list = sheet.drawList(resources: canvas.resources)
            for name in sample.styles {
                let thumb = try #require(theme.styles[name]?.thumb)
                for paint in [thumb.off, thumb.on] {
                    guard case .image(let handle, _, _, _) = paint, let image = canvas.resources.image(for: handle)
                    else {
                        Issue.record("\(name)'s thumb is not an image")
                        continue
                    }
                    #expect(image.variants.count == 3, "\(name): 1x, 2x and 3x ship")
                    #expect(image.variant(for: density).surface.width == sample.thumbPixels, "\(name)")
                }
            }
            if sample.file.hasPrefix("kyl") {
                let kyl = try #require(theme.styles["kyl-demo"])
                guard case .image(_, nil, let under?, _) = kyl.thumb.on else {
                    Issue.record("kyl-demo's thumb is not a colour under an untinted icon")
                    return
                }
                #expect(under == Color(r: 0x9E, g: 0, b: 6), "the colour comes from the theme, not the PNG")
            }
            try canvas.render(list, background: .white)
            #expect(canvas.resources.lastError == nil, "\(String(describing: canvas.resources.lastError))")
            let mismatch = try GoldenImage.mismatch(
                canvas.surface, named: sample.golden, tolerance: SwitchLookGoldenTests.tolerance,
                context: canvas.context)
            #expect(mismatch == nil, "\(mismatch ?? "")")
        }

        /// Each style off, on and half way through switching on, one row per style.
        private static func sheet(_ theme: Theme, _ sample: ImageThumbSheet) throws -> ContactSheet {
            let rows: [[SheetEntry]] = try sample.styles.map { name in
                let style = try #require(theme.styles[name], "\(sample.file) has no style \(name)")
                return [
                    SheetEntry(caption: "\(name) off", style: style, pose: .off),
                    SheetEntry(caption: "\(name) on", style: style, pose: .on),
                    SheetEntry(caption: "\(name) switching", style: style, pose: .midAnimation),
                ]
            }
            return ContactSheet(title: "\(theme.name) at \(sample.density)x", rows: rows)
        }
    }
}
