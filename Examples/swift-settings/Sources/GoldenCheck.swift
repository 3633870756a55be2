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
        let result = try compare(expected, diff: diff)
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

    /// Counts the pixels whose channels differ from `expected`'s by more than `tolerance`, marking them red
    /// in `diff`.
    private func compare(_ expected: Surface, diff: Surface) throws -> (
        sameSize: Bool, differingPixels: Int, maxChannelDifference: Int
    ) {
        guard expected.width == shot.width, expected.height == shot.height else {
            return (false, shot.width * shot.height, 255)
        }
        var differing = 0
        var largest = 0
        try shot.withPixels { actual, actualPitch in
            try expected.withPixels { wanted, wantedPitch in
                try diff.withPixels { marks, marksPitch in
                    for y in 0..<shot.height {
                        for x in 0..<shot.width {
                            let a = actual[y * actualPitch + x]
                            let b = wanted[y * wantedPitch + x]
                            let channel =
                                stride(from: 0, to: 32, by: 8).map {
                                    abs(Int((a >> UInt32($0)) & 0xFF) - Int((b >> UInt32($0)) & 0xFF))
                                }.max() ?? 0
                            largest = max(largest, channel)
                            let differs = channel > Self.tolerance
                            if differs { differing += 1 }
                            marks[y * marksPitch + x] = differs ? 0xFFFF_0000 : 0x2000_0000
                        }
                    }
                }
            }
        }
        return (true, differing, largest)
    }
}
