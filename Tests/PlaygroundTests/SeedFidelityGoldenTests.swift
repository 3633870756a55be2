import SDLKit
import SceneGraph
import SwitchYardKit
import TestSupport
import Testing
import Themes

@testable import Playground

extension PlaygroundSDLSuite {
    /// Golden sheets of the seeds' finer looks, from the shipped themes at density 1 and 2:
    /// HMCustomSwitch's split track (at rest off and on, mid-animation horizontal, right-to-left, vertical
    /// and tinted) and HwcCustomUISwitch's tag clipped to its track (its own 10 % corners and a pill track,
    /// at rest and mid-animation). Re-record with SWITCHYARD_RECORD_GOLDEN=1.
    @Suite struct SeedFidelityGoldenTests {
        static func hmSheet(_ theme: Theme) throws -> ContactSheet {
            let hm = try #require(theme.styles["hm"])
            let tinted = try #require(theme.styles["hm-multi-line"])
            var rtl = hm
            rtl.direction = .rightToLeft
            var vertical = hm
            vertical.orientation = .vertical
            vertical.size = Size(width: hm.size.height, height: hm.size.width)
            var verticalRTL = vertical
            verticalRTL.direction = .rightToLeft
            func poses(_ name: String, _ style: SwitchStyle) -> [SheetEntry] {
                [
                    SheetEntry(caption: "\(name) off", style: style, pose: .off),
                    SheetEntry(caption: "\(name) mid", style: style, pose: .midAnimation),
                    SheetEntry(caption: "\(name) on", style: style, pose: .on),
                ]
            }
            return ContactSheet(
                title: "HMCustomSwitch: split track",
                rows: [
                    poses("hm", hm), poses("rtl", rtl), poses("tinted", tinted),
                    poses("vertical", vertical) + poses("vertical rtl", verticalRTL),
                ])
        }

        static func hwcSheet(_ theme: Theme) throws -> ContactSheet {
            let hwc = try #require(theme.styles["hwc"])
            var pill = hwc
            pill.track.cornerRadius = .pill
            func poses(_ name: String, _ style: SwitchStyle) -> [SheetEntry] {
                [
                    SheetEntry(caption: "\(name) off", style: style, pose: .off),
                    SheetEntry(caption: "\(name) mid", style: style, pose: .midAnimation),
                    SheetEntry(caption: "\(name) on", style: style, pose: .on),
                ]
            }
            return ContactSheet(
                title: "Hwc: tag clipped", rows: [poses("hwc", hwc), poses("pill", pill)])
        }

        @Test(arguments: [1, 2])
        func hmSplitTrackMatchesItsGolden(density: Int) throws {
            let theme = try Self.probe("hm-custom-switch.json")
            #expect(theme.styles["hm"]?.track.fill == .split, "the shipped HM style splits its track")
            try check(file: "hm-custom-switch.json", density: density, golden: "seed-hm-split-track-\(density)x") {
                try Self.hmSheet($0)
            }
        }

        @Test(arguments: [1, 2])
        func hwcClippedTagMatchesItsGolden(density: Int) throws {
            let theme = try Self.probe("hwc-custom-uiswitch.json")
            #expect(theme.styles["hwc"]?.thumb.clipToTrack == true, "the shipped Hwc style clips its tag")
            try check(file: "hwc-custom-uiswitch.json", density: density, golden: "seed-hwc-clipped-tag-\(density)x") {
                try Self.hwcSheet($0)
            }
        }

        static func probe(_ file: String) throws -> Theme {
            try ThemeLoader.load(file: Repository.theme(file), language: nil, assets: ImageSizeProbe()).get()
        }

        /// Loads `file` with the canvas's own images, renders the sheet `make` builds from it and compares
        /// it with its golden; checks the poses first.
        func check(
            file: String, density: Int, golden: String, make: (Theme) throws -> ContactSheet
        ) throws {
            Repository.prepareSDL()
            let size = try make(Self.probe(file)).size
            let canvas = try Headless(width: Int(size.width), height: Int(size.height), density: Double(density))
            let theme = try ThemeLoader.load(
                file: Repository.theme(file), language: nil, assets: SDLAssetResolver(resources: canvas.resources)
            ).get()
            let sheet = try make(theme)
            sheet.pose(resources: canvas.resources)
            for (r, row) in sheet.rows.enumerated() {
                for (c, entry) in row.enumerated() {
                    let position = sheet.nodes[r][c].thumbPosition
                    switch entry.pose {
                    case .off: #expect(position == 0, "\(entry.caption)")
                    case .on: #expect(position == 1, "\(entry.caption)")
                    default: #expect(position > 0.4 && position < 0.6, "\(entry.caption): \(position)")
                    }
                }
            }
            try canvas.render(sheet.drawList(resources: canvas.resources), background: .white)
            #expect(canvas.resources.lastError == nil, "\(String(describing: canvas.resources.lastError))")
            let mismatch = try GoldenImage.mismatch(
                canvas.surface, named: golden, tolerance: SwitchLookGoldenTests.tolerance, context: canvas.context)
            #expect(mismatch == nil, "\(mismatch ?? "")")
        }
    }
}

/// Loads a theme for its styles only: every image is handle 0, every font accepted.
private struct ImageSizeProbe: ThemeAssetResolver {
    func image(files: [ThemeImageFile]) -> Result<ImageHandle, ThemeAssetFailure> { .success(ImageHandle(id: 0)) }
    func registerFont(named name: String, atPath path: String) -> Result<Void, ThemeAssetFailure> { .success(()) }
}
