import Foundation
import SDLKit

/// The example's golden-image test: the last frame against a committed PNG, with a small tolerance.
struct GoldenCheck {
    /// The largest difference in any channel that still counts as equal.
    static let tolerance = 16
    /// How many pixels in a thousand may differ by more than that.
    static let allowedPerMille = 1

    let shot: Surface
    let golden: String
    let context: SDLContext

    /// Records the golden when `SWITCHYARD_RECORD_GOLDEN=1`; otherwise compares, and on a mismatch writes
    /// GOLDEN.actual.png and GOLDEN.diff.png (red where pixels differ) and throws.
    func run() throws {
        if ProcessInfo.processInfo.environment["SWITCHYARD_RECORD_GOLDEN"] == "1" {
            try shot.savePNG(to: golden)
            print("golden recorded \(golden)")
            return
        }
        let expected = try Surface(context: context, contentsOf: golden)
        let diff = try Surface(context: context, width: shot.width, height: shot.height)
        let result = try ImageComparison(actual: shot, expected: expected, tolerance: Self.tolerance, diff: diff)
        let allowed = shot.width * shot.height * Self.allowedPerMille / 1000
        let match = result.sameSize && result.differingPixels <= allowed
        print(
            "golden \(golden): \(match ? "match" : "MISMATCH") (\(result.differingPixels) pixels differ by more than "
                + "\(Self.tolerance), \(allowed) allowed; largest channel difference \(result.maxChannelDifference))")
        guard !match else { return }
        let stem = golden.hasSuffix(".png") ? String(golden.dropLast(4)) : golden
        try shot.savePNG(to: stem + ".actual.png")
        try diff.savePNG(to: stem + ".diff.png")
        print("wrote \(stem).actual.png\nwrote \(stem).diff.png")
        throw SettingsError("the last frame does not match \(golden)")
    }
}
