import SDLKit
import SceneGraph
import SwitchYardKit
import TestSupport
import Testing
import Themes

@testable import Playground

extension PlaygroundSDLSuite {
    /// Every seed theme in right-to-left: each style turned `"rtl"`, off, mid-animation and on, with its track
    /// and thumb images mirrored (docs/themes.md, "Paint"). Re-record with SWITCHYARD_RECORD_GOLDEN=1.
    @Suite struct RTLImageGoldenTests {
        static func rtlSheet(_ theme: Theme, title: String) -> ContactSheet {
            let rows = theme.styles.keys.sorted().compactMap { name -> [SheetEntry]? in
                guard var style = theme.styles[name] else { return nil }
                style.direction = .rightToLeft
                return [
                    SheetEntry(caption: "\(name) off", style: style, pose: .off),
                    SheetEntry(caption: "\(name) mid", style: style, pose: .midAnimation),
                    SheetEntry(caption: "\(name) on", style: style, pose: .on),
                ]
            }
            return ContactSheet(title: title, rows: rows)
        }

        @Test(arguments: [
            "hm-custom-switch.json", "hwc-custom-uiswitch.json", "kyl-custom-switch.json", "mmm-switch.json",
        ])
        func aSeedThemeInRightToLeftMatchesItsGolden(file: String) throws {
            let stem = String(file.dropLast(".json".count))
            try SeedFidelityGoldenTests().check(file: file, density: 1, golden: "seed-rtl-\(stem)-1x") {
                Self.rtlSheet($0, title: "\(stem) rtl")
            }
        }
    }
}
