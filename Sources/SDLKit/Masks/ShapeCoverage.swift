/// Analytic anti-aliasing for rounded rectangles: each pixel's coverage is estimated from the signed
/// distance of its centre to the outline (a one-pixel-wide ramp), so edges are smooth at any size with
/// no supersampling. A stroke is the shape minus the shape inset by the border.
package enum ShapeCoverage {
    /// Signed distance from (`x`, `y`) to the outline of a rounded rectangle centred at the origin with
    /// half-extents `halfWidth`, `halfHeight` and corner `radius`: negative inside, positive outside.
    package static func signedDistance(
        x: Double, y: Double, halfWidth: Double, halfHeight: Double, radius: Double
    ) -> Double {
        let qx = abs(x) - (halfWidth - radius)
        let qy = abs(y) - (halfHeight - radius)
        let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
        return outside + min(max(qx, qy), 0) - radius
    }

    /// How much of a pixel a signed distance leaves inside the shape, 0...1.
    static func coverage(distance: Double) -> Double {
        min(1, max(0, 0.5 - distance))
    }

    /// Coverage of the pixel at column `px`, row `py` of the mask described by `key`, 0...1.
    package static func coverage(of key: ShapeMaskKey, px: Int, py: Int) -> Double {
        let halfWidth = Double(key.width) / 2
        let halfHeight = Double(key.height) / 2
        let x = Double(px) + 0.5 - halfWidth
        let y = Double(py) + 0.5 - halfHeight
        let radius = key.radius
        let outer = coverage(
            distance: signedDistance(x: x, y: y, halfWidth: halfWidth, halfHeight: halfHeight, radius: radius))
        guard key.kind == .stroke else { return outer }
        let border = Double(key.border)
        let innerHalfWidth = halfWidth - border
        let innerHalfHeight = halfHeight - border
        guard innerHalfWidth > 0, innerHalfHeight > 0 else { return outer }
        let innerRadius = min(max(0, radius - border), min(innerHalfWidth, innerHalfHeight))
        let inner = coverage(
            distance: signedDistance(
                x: x, y: y, halfWidth: innerHalfWidth, halfHeight: innerHalfHeight, radius: innerRadius))
        return max(0, outer - inner)
    }

    /// Fills `pixels` (resized to the window's `width * height`, rows packed) with white ARGB8888 words whose
    /// alpha is the coverage of `key` over its window. Reuses the array's storage, so repeated calls allocate
    /// only to grow.
    package static func rasterize(_ key: ShapeMaskKey, into pixels: inout [UInt32]) {
        let window = key.window
        let count = window.width * window.height
        if pixels.count < count {
            pixels.append(contentsOf: repeatElement(0, count: count - pixels.count))
        } else if pixels.count > count {
            pixels.removeLast(pixels.count - count)
        }
        pixels.withUnsafeMutableBufferPointer { buffer in
            for row in 0..<window.height {
                for column in 0..<window.width {
                    let coverage = coverage(of: key, px: window.x + column, py: window.y + row)
                    buffer[row * window.width + column] = UInt32((coverage * 255).rounded()) << 24 | 0x00FF_FFFF
                }
            }
        }
    }
}
