import SceneGraph

/// The replay window's red dot under every pointer that is down, over the gallery: a node of the
/// timeline's scene, drawn last, that covers the gallery's area and draws a dot at each pointer's point.
final class ReplayPointers: Node {
    private static let halo = Color(r: 255, g: 45, b: 85, a: 110)
    private static let dot = Color(r: 255, g: 45, b: 85, a: 230)
    private var points: [Point] = []

    /// Shows a dot at each of `points` (the gallery's points), redrawing only when they changed.
    func show(_ points: [Point]) {
        guard points != self.points else { return }
        self.points = points
        setNeedsDisplay()
    }

    override func draw(into list: inout DrawList, rect: Rect, scale: Double) {
        for point in points {
            let center = Point(x: rect.minX + point.x * scale, y: rect.minY + point.y * scale)
            list.fillCircle(center: center, diameter: 36 * scale, color: Self.halo)
            list.fillCircle(center: center, diameter: 8 * scale, color: Self.dot)
        }
    }
}
