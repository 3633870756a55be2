import Foundation
import SDLKit
import SceneGraph

/// A pixel-by-pixel comparison of two images with a per-channel tolerance, as golden-image tests need.
public struct ImageComparison {
    /// How many pixels differ by more than the tolerance in some channel.
    public let differingPixels: Int
    /// The largest difference seen in any channel of any pixel.
    public let maxChannelDifference: Int
    /// True when both images have the same size.
    public let sameSize: Bool

    /// True when the sizes match and no pixel differs beyond the tolerance.
    public var matches: Bool { sameSize && differingPixels == 0 }

    /// Compares `actual` with `expected`; a channel may differ by up to `tolerance` (0...255).
    /// When some pixel differs beyond the tolerance, writes into `diff` (if given and of the same size) red
    /// where pixels differ and a faded grey copy of `expected` elsewhere.
    public init(actual: Surface, expected: Surface, tolerance: Int, diff: Surface? = nil) throws {
        guard actual.width == expected.width, actual.height == expected.height else {
            sameSize = false
            differingPixels = max(actual.width * actual.height, expected.width * expected.height)
            maxChannelDifference = 255
            return
        }
        let diffTarget = diff.flatMap { $0.width == actual.width && $0.height == actual.height ? $0 : nil }
        var differing = 0
        var largest = 0
        try actual.withPixels { a, aPitch in
            try expected.withPixels { e, ePitch in
                let rowBytes = actual.width * MemoryLayout<UInt32>.size
                for y in 0..<actual.height {
                    // Rows that are byte for byte the same (most of a golden) skip the per-pixel look.
                    if memcmp(a + y * aPitch, e + y * ePitch, rowBytes) == 0 { continue }
                    for x in 0..<actual.width {
                        let delta = Self.channelDifference(a[y * aPitch + x], e[y * ePitch + x])
                        largest = max(largest, delta)
                        if delta > tolerance { differing += 1 }
                    }
                }
            }
        }
        if let diffTarget, differing > 0 {
            try Self.paintDiff(actual: actual, expected: expected, tolerance: tolerance, into: diffTarget)
        }
        sameSize = true
        differingPixels = differing
        maxChannelDifference = largest
    }

    private static func paintDiff(actual: Surface, expected: Surface, tolerance: Int, into diff: Surface) throws {
        try actual.withPixels { a, aPitch in
            try expected.withPixels { e, ePitch in
                try diff.withPixels { d, dPitch in
                    for y in 0..<actual.height {
                        for x in 0..<actual.width {
                            let expectedPixel = e[y * ePitch + x]
                            let delta = Self.channelDifference(a[y * aPitch + x], expectedPixel)
                            let out = delta > tolerance ? Color(r: 255, g: 0, b: 0) : Self.faded(expectedPixel)
                            d[y * dPitch + x] = out.argb
                        }
                    }
                }
            }
        }
    }

    /// The largest difference between the four channels of two ARGB words.
    static func channelDifference(_ a: UInt32, _ b: UInt32) -> Int {
        func channel(_ shift: UInt32) -> Int { abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)) }
        return max(max(channel(0), channel(8)), max(channel(16), channel(24)))
    }

    /// A light grey of the pixel's luminance, so differences in red stand out in the diff image.
    static func faded(_ pixel: UInt32) -> Color {
        let c = Color(argb: pixel)
        let luma = (Int(c.r) * 3 + Int(c.g) * 6 + Int(c.b)) / 10
        let grey = UInt8(truncatingIfNeeded: 191 + luma / 4)
        return Color(r: grey, g: grey, b: grey)
    }
}
