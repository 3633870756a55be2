/// The largest pixel buffer SDLKit asks SDL for: a frame, a surface or a rendered text. SDL keeps a surface's
/// byte size in an `int`, so past 2 GiB it overflows and crashes inside SDL; every size is checked here
/// first, so a request too large is one clear error instead.
package enum PixelLimits {
    /// Bytes of a 32-bit pixel buffer: at most 1 GiB, a 16,384 x 16,384 frame (8,192 x 8,192 points at
    /// density 2).
    package static let maxBytes = 1 << 30
    /// Bytes per pixel of every buffer SDLKit makes (ARGB8888).
    package static let bytesPerPixel = 4
    /// The most output pixels per point a frame is drawn at (a density times a host's render scale): four
    /// times the densest screens. Within it, a point a million points away is still within 2^24 pixels,
    /// where the floats SDL draws with hold every whole pixel.
    package static let maxDensity = 16.0

    /// Why a `width` x `height` pixel buffer cannot be made (a side below 1 or past `Int32`, or more than
    /// `maxBytes`), or nil when it can.
    package static func problem(width: Int, height: Int) -> String? {
        guard width > 0, height > 0 else { return "\(width)x\(height) pixels is empty" }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard Int32(exactly: width) != nil, Int32(exactly: height) != nil, !overflow,
            pixels <= maxBytes / bytesPerPixel
        else {
            let bytes = Double(width) * Double(height) * Double(bytesPerPixel)
            return "\(width)x\(height) pixels need \(gibibytes(bytes)) GiB, more than the limit of "
                + "\(gibibytes(Double(maxBytes))) GiB"
        }
        return nil
    }

    /// Why `width` x `height` points at `density` pixels per point cannot be drawn, or nil when they can.
    package static func problem(points width: Double, _ height: Double, density: Double) -> String? {
        let w = width * density
        let h = height * density
        guard w.isFinite, h.isFinite, w < 1e12, h < 1e12 else {
            return "\(format(width))x\(format(height)) points at density \(format(density)) is not a drawable size"
        }
        return problem(width: Int(w.rounded()), height: Int(h.rounded()))
    }

    /// A number as a message shows it: whole numbers without a trailing ".0".
    package static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    }

    /// `bytes` in GiB: a whole number as it is, else with two decimals ("2.25"; past 1e15, as `format` shows it).
    private static func gibibytes(_ bytes: Double) -> String {
        let value = bytes / Double(1 << 30)
        if value == value.rounded() && value < 1e6 { return String(Int(value)) }
        guard value < 1e15 else { return format(value) }
        let hundredths = Int((value * 100).rounded())
        let decimals = hundredths % 100
        return "\(hundredths / 100).\(decimals < 10 ? "0" : "")\(decimals)"
    }
}
