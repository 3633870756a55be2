import SceneGraph

/// A colour as hue, saturation, value and alpha, each 0...1: what a colour picker's square and strips
/// move. Kept apart from `Color` so a grey (saturation 0) or black (value 0) keeps the hue the user chose.
package struct HSVColor: Hashable, Sendable {
    /// Hue, 0...1 around the colour wheel (0 and 1 are red).
    package var hue: Double
    /// Saturation, 0 grey to 1 full colour.
    package var saturation: Double
    /// Value (brightness), 0 black to 1 full.
    package var value: Double
    /// Alpha, 0 transparent to 1 opaque.
    package var alpha: Double

    /// A colour of the given components, each clamped to 0...1.
    package init(hue: Double, saturation: Double, value: Double, alpha: Double = 1) {
        self.hue = Self.unit(hue)
        self.saturation = Self.unit(saturation)
        self.value = Self.unit(value)
        self.alpha = Self.unit(alpha)
    }

    /// The HSV form of an 8-bit colour (hue 0 for greys).
    package init(_ color: Color) {
        let r = Double(color.r) / 255
        let g = Double(color.g) / 255
        let b = Double(color.b) / 255
        let high = max(r, g, b)
        let delta = high - min(r, g, b)
        var hue = 0.0
        if delta > 0 {
            if high == r {
                hue = ((g - b) / delta).truncatingRemainder(dividingBy: 6)
            } else if high == g {
                hue = (b - r) / delta + 2
            } else {
                hue = (r - g) / delta + 4
            }
            hue /= 6
            if hue < 0 { hue += 1 }
        }
        self.init(
            hue: hue, saturation: high > 0 ? delta / high : 0, value: high, alpha: Double(color.a) / 255)
    }

    /// The 8-bit colour, each channel rounded.
    package var color: Color {
        let h = (hue >= 1 ? 0 : hue) * 6
        let c = value * saturation
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double)
        switch Int(h) {
        case 0: (r, g, b) = (c, x, 0)
        case 1: (r, g, b) = (x, c, 0)
        case 2: (r, g, b) = (0, c, x)
        case 3: (r, g, b) = (0, x, c)
        case 4: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        let m = value - c
        return Color(r: Self.byte(r + m), g: Self.byte(g + m), b: Self.byte(b + m), a: Self.byte(alpha))
    }

    private static func unit(_ x: Double) -> Double {
        x.isFinite ? min(1, max(0, x)) : 0
    }

    private static func byte(_ x: Double) -> UInt8 {
        UInt8((unit(x) * 255).rounded())
    }
}
