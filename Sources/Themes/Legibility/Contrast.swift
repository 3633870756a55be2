import SceneGraph

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// WCAG 2's relative luminance and contrast ratio (WCAG 2.2, "relative luminance" and "contrast ratio"),
/// the measures the legibility check applies to a switch's parts: 3:1 for the parts that show its state
/// (success criterion 1.4.11, non-text contrast).
package enum Contrast {
    /// The ratio WCAG 1.4.11 asks between the parts of a control that show its state and what is next to them.
    package static let minimum = 3.0

    /// A channel (0...255) of an sRGB colour as linear light, 0...1.
    package static func linear(_ channel: UInt8) -> Double {
        let c = Double(channel) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// Linear light 0...1 (clamped) as an sRGB channel, rounded to the nearest step.
    package static func encoded(_ linear: Double) -> UInt8 {
        let v = linear.isFinite ? min(1, max(0, linear)) : 0
        let c = v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055
        return UInt8((c * 255).rounded())
    }

    /// The luminance of linear `rgb` with sRGB's (Rec. 709) weights.
    package static func luminance(linear rgb: (Double, Double, Double)) -> Double {
        0.2126 * rgb.0 + 0.7152 * rgb.1 + 0.0722 * rgb.2
    }

    /// WCAG's relative luminance of `color`'s RGB (its alpha ignored): 0 for black, 1 for white.
    package static func relativeLuminance(_ color: Color) -> Double {
        luminance(linear: (linear(color.r), linear(color.g), linear(color.b)))
    }

    /// WCAG's contrast ratio of two opaque colours, (L1 + 0.05) / (L2 + 0.05) with L1 the lighter: 1 to 21.
    package static func ratio(_ a: Color, _ b: Color) -> Double {
        let la = relativeLuminance(a)
        let lb = relativeLuminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `color` composited over the opaque `under` by its alpha, as the renderer blends it: what the eye sees.
    package static func over(_ color: Color, _ under: Color) -> Color {
        let a = Double(color.a) / 255
        func ch(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((Double(top) * a + Double(bottom) * (1 - a)).rounded())
        }
        return Color(r: ch(color.r, under.r), g: ch(color.g, under.g), b: ch(color.b, under.b))
    }

    /// A ratio as the check prints it, to two decimals without trailing zeros: `4.48:1`, `21:1`.
    package static func format(_ ratio: Double) -> String {
        "\(decimals(ratio)):1"
    }

    /// `value` (not negative) to two decimals without trailing zeros, without Foundation: `4.48`, `1.5`, `21`.
    package static func decimals(_ value: Double) -> String {
        let hundredths = value.isFinite ? Int((max(0, value) * 100).rounded()) : 0
        var fraction = hundredths % 100 < 10 ? "0\(hundredths % 100)" : "\(hundredths % 100)"
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return fraction.isEmpty ? "\(hundredths / 100)" : "\(hundredths / 100).\(fraction)"
    }

    /// `#RRGGBB` of `color`, its alpha left out (the check names composited, opaque colours).
    package static func hex(_ color: Color) -> String {
        String(color.hexString.prefix(7))
    }
}
