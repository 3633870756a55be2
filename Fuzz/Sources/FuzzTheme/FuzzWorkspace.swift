import Foundation

/// A temporary theme folder holding copies of the shipped theme images and fonts, so fuzzed themes that
/// name them get past the file checks (place, size, signature) into decoding.
struct FuzzWorkspace: Sendable {
    let themeFile: String

    /// Makes the folder under the system's temporary directory; stops the run when that fails.
    static func make() -> FuzzWorkspace {
        let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets").path
        var template = Array((NSTemporaryDirectory() + "/switchyard-fuzz-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { fatalError("cannot make a temporary folder") }
        let folder = String(cString: made)
        let files = FileManager.default
        do {
            try files.copyItem(atPath: assets + "/themes/images", toPath: folder + "/images")
            try files.copyItem(atPath: assets + "/fonts", toPath: folder + "/fonts")
        } catch {
            fatalError("cannot copy the shipped images and fonts from \(assets): \(error)")
        }
        return FuzzWorkspace(themeFile: folder + "/theme.json")
    }
}
