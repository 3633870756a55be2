/// An 8-bit sRGB colour with straight (not premultiplied) alpha.
public struct Color: Hashable, Sendable {
    /// Red, 0...255.
    public var r: UInt8
    /// Green, 0...255.
    public var g: UInt8
    /// Blue, 0...255.
    public var b: UInt8
    /// Alpha, 0 transparent to 255 opaque, not premultiplied into the other channels.
    public var a: UInt8

    /// A colour of the given sRGB channels, opaque unless `a` says otherwise.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA`; nil for anything else.
    public init?(hex: String) {
        let utf8 = Array(hex.utf8)
        guard utf8.first == UInt8(ascii: "#"), utf8.count == 7 || utf8.count == 9 else { return nil }
        var bytes: [UInt8] = []
        var i = 1
        while i < utf8.count {
            guard let hi = Color.nibble(utf8[i]), let lo = Color.nibble(utf8[i + 1]) else { return nil }
            bytes.append(hi << 4 | lo)
            i += 2
        }
        self.init(r: bytes[0], g: bytes[1], b: bytes[2], a: bytes.count == 4 ? bytes[3] : 255)
    }

    private static func nibble(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// `#RRGGBBAA`, upper case: the form the theme format and logs use.
    public var hexString: String {
        let digits = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = [UInt8(ascii: "#")]
        for v in [r, g, b, a] {
            out.append(digits[Int(v >> 4)])
            out.append(digits[Int(v & 15)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The four channels in one word, red in the high byte: a colour as one value to hash or compare.
    package var rgba: UInt32 {
        UInt32(r) << 24 | UInt32(g) << 16 | UInt32(b) << 8 | UInt32(a)
    }

    /// Opaque white, #FFFFFFFF.
    public static let white = Color(r: 255, g: 255, b: 255)
    /// Opaque black, #000000FF.
    public static let black = Color(r: 0, g: 0, b: 0)
    /// Fully transparent black, #00000000: draws nothing.
    public static let clear = Color(r: 0, g: 0, b: 0, a: 0)

    /// Straight interpolation of each channel; `t` is clamped to 0...1.
    public func mix(_ other: Color, _ t: Double) -> Color {
        // Equal colours mix to themselves at any fraction (a + 0 * t is a): a switch's white thumb.
        if self == other { return self }
        let t = t.isNaN ? 0 : min(1, max(0, t))
        func ch(_ a: UInt8, _ b: UInt8) -> UInt8 {
            Self.channel(Double(a) + (Double(b) - Double(a)) * t)
        }
        return Color(r: ch(r, other.r), g: ch(g, other.g), b: ch(b, other.b), a: ch(a, other.a))
    }

    /// The same colour with its alpha multiplied by `factor` (clamped to 0...1).
    public func withOpacity(_ factor: Double) -> Color {
        let f = factor.isNaN ? 0 : min(1, max(0, factor))
        return Color(r: r, g: g, b: b, a: Self.channel(Double(a) * f))
    }

    /// `UInt8(v.rounded())` for `v` in 0...255 (half away from zero), without the C library's `round`
    /// call that `rounded()` compiles to: switches mix and fade colours per frame. Exact: `v` less its
    /// whole part is computed without rounding error in this range.
    @inline(__always)
    private static func channel(_ v: Double) -> UInt8 {
        let whole = UInt8(v)
        return v - Double(whole) >= 0.5 ? whole + 1 : whole
    }
}

extension Color {
    /// A text colour that reads well on `background`: dark grey on light backgrounds, light grey on dark
    /// ones (by the background's luminance), as the gallery's captions and the states sheet's labels use.
    public static func readableText(on background: Color) -> Color {
        let luminance = 0.2126 * Double(background.r) + 0.7152 * Double(background.g) + 0.0722 * Double(background.b)
        return luminance > 140 ? Color(r: 60, g: 60, b: 67) : Color(r: 220, g: 220, b: 230)
    }
}
