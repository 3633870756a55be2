/// Which of an image's variants (`x.png`, `x@2x.png`, `x@3x.png`: scales 1, 2 and 3) to draw at a pixel
/// density, as UIKit picks the asset whose scale matches the display: the variant whose scale is nearest
/// the density, a tie going to the larger scale (a sharper image scaled down loses less than a blurrier
/// one scaled up). A missing variant is simply not among the candidates, so the nearest present one is used.
package enum ImageScale {
    /// The scales an image may come in, from its file name's `@2x` / `@3x` suffix (none is 1).
    package static let all: [Int] = [1, 2, 3]

    /// The scale among `available` nearest `density` (ties to the larger); nil when `available` is empty.
    /// A density that is not finite and positive counts as 1.
    package static func nearest(to density: Double, among available: [Int]) -> Int? {
        available.min { a, b in isNearer(a, than: b, to: density) }
    }

    /// True when scale `a` is nearer `density` than `b` (of two as near, the larger is nearer). A density
    /// that is not finite and positive counts as 1.
    package static func isNearer(_ a: Int, than b: Int, to density: Double) -> Bool {
        let d = density.isFinite && density > 0 ? density : 1
        let da = abs(Double(a) - d)
        let db = abs(Double(b) - d)
        return da == db ? a > b : da < db
    }
}
