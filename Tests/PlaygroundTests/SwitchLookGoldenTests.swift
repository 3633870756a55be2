import Foundation
import SDLKit
import SceneGraph
import SwitchYardKit
import TestSupport
import Testing
import Themes

@testable import Playground

/// A seed's style as it is shown on a contact sheet, built in code.
struct SeedPreset: Sendable, CustomTestStringConvertible {
    let name: String
    let style: SwitchStyle

    var testDescription: String { name }

    static let all: [SeedPreset] = [
        SeedPreset(name: "UISwitch", style: .uiSwitch),
        SeedPreset(name: "HMCustomSwitch", style: .hmCustomSwitch),
        SeedPreset(name: "HwcCustomUISwitch", style: .hwcCustomUISwitch),
        SeedPreset(name: "MMMSwitch", style: .mmmSwitch),
        SeedPreset(name: "KYLCustomSwitch", style: .kylCustomSwitch),
    ]
}

/// Learns a theme's style sizes without loading pixels: every image is handle 0.
private struct SizeProbeAssets: ThemeAssetResolver {
    func image(files: [ThemeImageFile]) -> Result<ImageHandle, ThemeAssetFailure> { .success(ImageHandle(id: 0)) }
    func registerFont(named name: String, atPath path: String) -> Result<Void, ThemeAssetFailure> { .success(()) }
}

extension PlaygroundSDLSuite {
    /// Golden contact sheets of every seed's look: the code presets and the shipped themes'
    /// image-based styles, off, on and mid-animation at the seed's size, 300x100 and 20x10, vertical,
    /// right-to-left, disabled, focused and pressed. Re-record with SWITCHYARD_RECORD_GOLDEN=1.
    @Suite struct SwitchLookGoldenTests {
        /// Per-channel tolerance: room for tiny rasteriser differences, far below a visible change.
        static let tolerance = 6

        @Test(arguments: SeedPreset.all)
        func presetMatchesItsGolden(_ preset: SeedPreset) throws {
            let sheet = ContactSheet(title: "\(preset.name) (preset)", rows: ContactSheet.rows(for: preset.style))
            try check(sheet, golden: "switch-look-preset-\(preset.name)") { _ in nil }
        }

        /// The busy looks of a pending switch on every seed: spinner, pulse, dim, and a spinner
        /// waiting half way, one row per seed preset in `SeedPreset.all` order.
        @Test func busyLooksMatchTheirGolden() throws {
            let rows: [[SheetEntry]] = SeedPreset.all.map { preset in
                var halfWay = preset.style
                halfWay.pending.position = 0.5
                let looks: [SheetEntry] = BusyLook.allCases.map { look in
                    var style = preset.style
                    style.pending.look = look
                    return SheetEntry(caption: look.rawValue, style: style, pose: .pending)
                }
                return looks + [SheetEntry(caption: "spinner half way", style: halfWay, pose: .pending)]
            }
            try check(ContactSheet(title: "Pending: busy looks", rows: rows), golden: "switch-busy-looks") { _ in nil }
        }

        @Test func hmCustomSwitchThemeImagesMatchTheirGolden() throws {
            try checkTheme(
                "hm-custom-switch.json", base: "hm",
                variants: ["hm-yes-no", "hm-font-colour", "hm-multi-line", "hm-purple", "hm-one-zero", "hm-green"],
                golden: "switch-look-theme-HMCustomSwitch")
        }

        @Test func kylCustomSwitchThemeImagesMatchTheirGolden() throws {
            try checkTheme(
                "kyl-custom-switch.json", base: "kyl-images", variants: ["kyl", "kyl-demo"],
                golden: "switch-look-theme-KYLCustomSwitch")
        }

        /// The standard rows of the theme's `base` style, then a row with each variant off and on.
        private func checkTheme(_ file: String, base: String, variants: [String], golden: String) throws {
            let path = Repository.theme(file)
            let probe = try ThemeLoader.load(file: path, language: nil, assets: SizeProbeAssets()).get()
            let sheet = try Self.themeSheet(probe, file: file, base: base, variants: variants)
            try check(sheet, golden: golden) { canvas in
                let theme = try ThemeLoader.load(
                    file: path, language: nil, assets: SDLAssetResolver(resources: canvas.resources)
                ).get()
                return try Self.themeSheet(theme, file: file, base: base, variants: variants)
            }
        }

        private static func themeSheet(_ theme: Theme, file: String, base: String, variants: [String]) throws
            -> ContactSheet
        {
            let style = try #require(theme.styles[base], "\(file) has no style \(base)")
            var extra: [SheetEntry] = []
            for name in variants {
                let variant = try #require(theme.styles[name], "\(file) has no style \(name)")
                extra.append(SheetEntry(caption: "\(name) off", style: variant, pose: .off))
                extra.append(SheetEntry(caption: "\(name) on", style: variant, pose: .on))
            }
            let perRow = 6
            let variantRows = stride(from: 0, to: extra.count, by: perRow).map {
                Array(extra[$0..<min($0 + perRow, extra.count)])
            }
            return ContactSheet(
                title: "\(theme.name): \(base) from \(file)", rows: ContactSheet.rows(for: style) + variantRows)
        }

        /// Renders `sheet` (or, for themes, the sheet `rebuild` makes with the canvas's own images) and
        /// compares it with its golden; checks every switch really is in its pose first.
        private func check(
            _ sheet: ContactSheet, golden: String, rebuild: (Headless) throws -> ContactSheet?
        ) throws {
            let canvas = try Headless.playground(width: Int(sheet.size.width), height: Int(sheet.size.height))
            let drawn = try rebuild(canvas) ?? sheet
            #expect(drawn.size == sheet.size)
            drawn.pose(resources: canvas.resources)
            checkPoses(drawn)
            try canvas.render(drawn.drawList(resources: canvas.resources), background: .white)
            #expect(canvas.resources.lastError == nil, "\(String(describing: canvas.resources.lastError))")
            let mismatch = try GoldenImage.mismatch(
                canvas.surface, named: golden, tolerance: Self.tolerance, context: canvas.context)
            #expect(mismatch == nil, "\(mismatch ?? "")")
        }

        private func checkPoses(_ sheet: ContactSheet) {
            for (r, row) in sheet.rows.enumerated() {
                for (c, entry) in row.enumerated() {
                    let node = sheet.nodes[r][c]
                    switch entry.pose {
                    case .off: #expect(node.thumbPosition == 0, "\(entry.caption)")
                    case .on: #expect(node.thumbPosition == 1, "\(entry.caption)")
                    case .midAnimation:
                        #expect(node.isAnimating && node.isOn, "\(entry.caption)")
                        #expect(node.thumbPosition > 0 && node.thumbPosition < 1, "\(entry.caption)")
                    case .pending:
                        #expect(node.state == .pending && !node.isOn, "\(entry.caption): \(node.state)")
                        #expect(node.thumbPosition == entry.style.pending.position, "\(entry.caption)")
                    }
                    #expect(node.isEnabled == !entry.disabled)
                    #expect(node.isFocused == entry.focused, "\(entry.caption)")
                    #expect(node.state.isSelected == entry.pressed, "\(entry.caption): \(node.state)")
                    #expect((node.state == .pending) == (entry.pose == .pending), "\(entry.caption)")
                }
            }
        }
    }
}
