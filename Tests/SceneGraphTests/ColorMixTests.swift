import SceneGraph
import Testing

/// `Color.mix` and `withOpacity` round each channel half away from zero, exactly as `rounded()` does,
/// for every pair of channel values at fractions that land on, near and between the halves.
@Suite struct ColorMixTests {
    private static let fractions: [Double] = {
        var t: [Double] = [0, 1, 0.5, 0.25, 0.75, 1.0 / 3, 2.0 / 3, 0.1, 0.9, 0.49999999999999994, 0.5000000000000001]
        for i in 1..<64 { t.append(Double(i) / 64) }
        return t
    }()

    private func reference(_ v: Double) -> UInt8 { UInt8(v.rounded()) }

    @Test func mixRoundsLikeRoundedForEveryChannelPair() {
        var mismatches = 0
        for a in 0...255 {
            for b in stride(from: 0, through: 255, by: 3) {
                let x = Color(r: UInt8(a), g: UInt8(b), b: UInt8(a), a: UInt8(b))
                let y = Color(r: UInt8(b), g: UInt8(a), b: 255, a: 0)
                for t in Self.fractions {
                    let m = x.mix(y, t)
                    let want = reference(Double(a) + (Double(b) - Double(a)) * t)
                    let wantB = reference(Double(a) + (255 - Double(a)) * t)
                    if m.r != want || m.b != wantB { mismatches += 1 }
                }
            }
        }
        #expect(mismatches == 0)
        #expect(Color(r: 0, g: 0, b: 0).mix(Color(r: 1, g: 3, b: 255), 0.5) == Color(r: 1, g: 2, b: 128))
    }

    @Test func opacityRoundsLikeRoundedForEveryAlpha() {
        var mismatches = 0
        for a in 0...255 {
            for f in Self.fractions
            where Color(r: 0, g: 0, b: 0, a: UInt8(a)).withOpacity(f).a
                != reference(Double(a) * f)
            {
                mismatches += 1
            }
        }
        #expect(mismatches == 0)
        #expect(Color(r: 0, g: 0, b: 0, a: 1).withOpacity(0.5).a == 1, "0.5 rounds up")
        #expect(Color(r: 0, g: 0, b: 0, a: 255).withOpacity(.nan).a == 0)
    }
}
