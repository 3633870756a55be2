import SceneGraph

/// Two images of the same size compared pixel by pixel: how many pixels differ, and a diff image that
/// shows them, magenta where a pixel differs and a faded grey copy of the expected image elsewhere (so the
/// change stands out on the frame it belongs to). Used for a replay's failure artifacts.
package struct ImageDiff {
    /// How many pixels differ in any channel.
    package let differingPixels: Int
    /// The diff image, the size of both.
    package let image: Surface
    /// The colour of a differing pixel in `image`.
    package static let marker = Color(r: 255, g: 0, b: 255)

    /// Compares `actual` with `expected`, which must have the same size (nil otherwise: no pixel-wise
    /// diff exists).
    package init?(actual: Surface, expected: Surface, context: SDLContext) throws {
        guard actual.width == expected.width, actual.height == expected.height else { return nil }
        let diff = try Surface(context: context, width: actual.width, height: actual.height)
        var differing = 0
        try actual.withPixels { a, aPitch in
            try expected.withPixels { e, ePitch in
                try diff.withPixels { d, dPitch in
                    for y in 0..<actual.height {
                        for x in 0..<actual.width {
                            let want = e[y * ePitch + x]
                            if a[y * aPitch + x] != want {
                                differing += 1
                                d[y * dPitch + x] = Self.marker.argb
                            } else {
                                d[y * dPitch + x] = Self.faded(want)
                            }
                        }
                    }
                }
            }
        }
        differingPixels = differing
        image = diff
    }

    /// A light opaque grey of the pixel's luminance.
    private static func faded(_ pixel: UInt32) -> UInt32 {
        let c = Color(argb: pixel)
        let luma = (Int(c.r) * 3 + Int(c.g) * 6 + Int(c.b)) / 10
        let grey = UInt8(truncatingIfNeeded: 191 + luma / 4)
        return Color(r: grey, g: grey, b: grey).argb
    }
}
