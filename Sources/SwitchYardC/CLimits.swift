import Glibc
import JSONKit
import SDLKit
import SceneGraph
import Themes

/// The C API's bounds (docs/embedding.md, "Limits"): every size, count and string a host passes has one,
/// and a call past it is refused with `SY_ERR_LIMIT` and a message quoting at most the start of the input,
/// so no input can make SwitchYard allocate without bound or abort the host.
enum CLimits {
    /// Longest switch id, style name, theme name or other name, in bytes of UTF-8.
    static let maxNameBytes = 256
    /// Longest accessible name or description (`sy_set_accessibility_label`, `_hint`), in bytes of UTF-8.
    static let maxAccessibilityTextBytes = 4096
    /// Longest file path (`PATH_MAX`: the longest the system opens).
    static let maxPathBytes = 4096
    /// Longest language tag (BCP 47's longest practical tag, as `--lang` takes).
    static let maxLanguageBytes = 35
    /// Most switches one context holds (about 170 MB of them).
    static let maxSwitches = 100_000
    /// Largest position in points, either sign: at `PixelLimits.maxDensity` every pixel of a switch this far
    /// out is still a whole number in SDL's floats.
    static let maxPosition = 1_000_000.0
    /// Longest side of a switch in points: the longest a switch is drawn at (`SwitchStyle.maxSide`).
    static let maxSide = SwitchStyle.maxSide
    /// Largest theme given in memory (a theme file's own limit).
    static let maxThemeBytes = ThemeLimits.maxThemeBytes
    /// Largest font, in memory or on disk (a theme's font file's own limit).
    static let maxFontBytes = ThemeLimits.maxFontBytes
    /// Most scalars of a bad input a message quotes.
    static let quotedScalars = Excerpt.limit

    /// The first `quotedScalars` scalars of the NUL-terminated string at `pointer`, escaped and quoted, with
    /// "…" after them when it goes on; reads at most four bytes a scalar.
    static func opening(of pointer: UnsafePointer<CChar>) -> String {
        let length = strnlen(pointer, 4 * quotedScalars + 4)
        let bytes = UnsafeRawBufferPointer(start: pointer, count: length)
        let text = String(decoding: bytes, as: UTF8.self)
        let shown = String(String.UnicodeScalarView(text.unicodeScalars.prefix(quotedScalars)))
        let more = shown.unicodeScalars.count < text.unicodeScalars.count || pointer[length] != 0
        return "'" + Excerpt.plain(shown) + (more ? "…'" : "'")
    }

    /// Throws the `SY_ERR_LIMIT` error for switch `id`'s position (`x`, `y`) past `maxPosition` or size
    /// (`w`, `h`) past `maxSide` (the values are finite: checked first).
    static func checkPlacement(_ id: String, x: Float, y: Float, w: Float = 0, h: Float = 0, in function: String)
        throws(CallError)
    {
        let values = [("x", x, maxPosition), ("y", y, maxPosition), ("w", w, maxSide), ("h", h, maxSide)]
        guard let (name, value, limit) = values.first(where: { abs(Double($0.1)) > $0.2 }) else { return }
        throw CallError(
            .limit,
            "\(function): '\(Excerpt.plain(id))' has \(name) \(PixelLimits.format(Double(value))), beyond the limit of "
                + "\(PixelLimits.format(limit)) points")
    }

    /// The error for a drawing area of `width` x `height` points at `density`: `SY_ERR_BAD_RECT` for a side
    /// that is not positive, `SY_ERR_BAD_VALUE` for a density that is not positive and finite, `SY_ERR_LIMIT`
    /// past `PixelLimits.maxDensity` or `PixelLimits`' largest frame; nil when it is drawable.
    static func areaProblem(width: Int32, height: Int32, density: Double, in function: String) -> CallError? {
        guard width > 0, height > 0 else {
            return CallError(.badRect, "\(function): the size must be positive (got \(width)x\(height))")
        }
        guard density.isFinite, density > 0 else {
            return CallError(
                .badValue, "\(function): the density must be positive and finite (got \(PixelLimits.format(density)))")
        }
        guard density <= PixelLimits.maxDensity else {
            return CallError(
                .limit,
                "\(function): density \(PixelLimits.format(density)) is above the limit of "
                    + PixelLimits.format(PixelLimits.maxDensity))
        }
        if let problem = PixelLimits.problem(points: Double(width), Double(height), density: density) {
            return CallError(
                .limit, "\(function): \(width)x\(height) points at density \(PixelLimits.format(density)): \(problem)")
        }
        return nil
    }
}
