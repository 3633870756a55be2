import Foundation

/// Where the shipped themes and schema live, found from this source file's place in the repository.
enum ShippedThemes {
    static let folder: String = {
        let here = URL(fileURLWithPath: #filePath)
        return here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/themes").path
    }()

    static let files = [
        "default.json", "hm-custom-switch.json", "hwc-custom-uiswitch.json", "mmm-switch.json",
        "kyl-custom-switch.json",
    ]

    static func path(_ name: String) -> String { folder + "/" + name }
}
