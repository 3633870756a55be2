import SceneGraph

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How far apart two colours look: the CIE 1976 colour difference ΔE*ab, the distance in CIELAB (sRGB,
/// D65 white). About 2 is just noticeable side by side; the legibility check asks `stateMinimum` of the
/// on and off colours, a difference seen at a glance.
package enum ColorDifference {
    /// The ΔE*ab below which the check calls on and off hard to tell apart.
    package static let stateMinimum = 15.0

    /// ΔE*ab between `a` and `b` (alpha ignored).
    package static func deltaE(_ a: Color, _ b: Color) -> Double {
        let p = lab(a)
        let q = lab(b)
        let d = (p.0 - q.0, p.1 - q.1, p.2 - q.2)
        return (d.0 * d.0 + d.1 * d.1 + d.2 * d.2).squareRoot()
    }

    /// CIELAB of an sRGB colour, through CIE XYZ with the sRGB (D65) matrix.
    static func lab(_ color: Color) -> (Double, Double, Double) {
        let r = Contrast.linear(color.r)
        let g = Contrast.linear(color.g)
        let b = Contrast.linear(color.b)
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = Contrast.luminance(linear: (r, g, b))
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216 / 24389 ? cbrt(t) : (24389 / 27 * t + 16) / 116 }
        let (fx, fy, fz) = (f(x), f(y), f(z))
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }
}
