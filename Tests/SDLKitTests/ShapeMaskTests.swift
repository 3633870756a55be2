import SceneGraph
import TestSupport
import Testing

@testable import SDLKit

extension SDLKitSuite {
    @Suite struct ShapeMaskTests {
        /// Distance from a pixel's centre to the circle outline of a `size`-pixel circle mask.
        private func edgeDistance(px: Int, py: Int, size: Int) -> Double {
            let c = Double(size) / 2
            let dx = Double(px) + 0.5 - c
            let dy = Double(py) + 0.5 - c
            return (dx * dx + dy * dy).squareRoot() - c
        }

        @Test func circleCoverageIsFullInsideEmptyOutsideAndPartialOnTheEdge() {
            let key = ShapeMaskKey(kind: .fill, width: 20, height: 20, radiusHalfPixels: 20, border: 0)
            var pixels: [UInt32] = []
            ShapeCoverage.rasterize(key, into: &pixels)
            #expect(pixels.count == 400)
            var edgePixels = 0
            for py in 0..<20 {
                for px in 0..<20 {
                    let alpha = pixels[py * 20 + px] >> 24
                    let distance = edgeDistance(px: px, py: py, size: 20)
                    #expect(pixels[py * 20 + px] & 0xFF_FFFF == 0xFF_FFFF)
                    if distance < -1 { #expect(alpha == 255, "inside (\(px),\(py))") }
                    if distance > 1 { #expect(alpha == 0, "outside (\(px),\(py))") }
                    if abs(distance) < 0.35 {
                        edgePixels += 1
                        #expect(alpha > 0 && alpha < 255, "edge (\(px),\(py)) alpha \(alpha)")
                    }
                }
            }
            #expect(edgePixels > 20)
        }

        @Test func strokeIsARingInsideTheOutline() {
            let key = ShapeMaskKey(kind: .stroke, width: 40, height: 20, radiusHalfPixels: 20, border: 3)
            #expect(ShapeCoverage.coverage(of: key, px: 20, py: 10) == 0)
            #expect(ShapeCoverage.coverage(of: key, px: 20, py: 1) == 1)
            #expect(ShapeCoverage.coverage(of: key, px: 20, py: 18) == 1)
            #expect(ShapeCoverage.coverage(of: key, px: 0, py: 0) == 0)
            let outerCorner = ShapeCoverage.coverage(of: key, px: 2, py: 3)
            #expect(outerCorner > 0 && outerCorner < 1)
            let innerCorner = ShapeCoverage.coverage(of: key, px: 4, py: 5)
            #expect(innerCorner > 0 && innerCorner < 1)
        }

        @Test func pillRadiusAndBorderAreClampedAndQuantised() {
            let pill = ShapeMaskKey(kind: .fill, size: Size(width: 51, height: 31), radius: 100, border: 0, density: 2)
            #expect(pill.width == 102 && pill.height == 62 && pill.radius == 31)
            let thin = ShapeMaskKey(
                kind: .stroke, size: Size(width: 10, height: 10), radius: 0, border: 0.2, density: 1)
            #expect(thin.border == 1)
            let huge = ShapeMaskKey(
                kind: .fill, size: Size(width: .infinity, height: -3), radius: .nan, border: 0, density: 1)
            #expect(huge.width == 1 && huge.height == 1 && huge.radius == 0)
        }

        @Test func renderedCircleIsAntiAliased() throws {
            let headless = try Headless(width: 40, height: 40)
            var list = DrawList()
            list.fillCircle(center: Point(x: 20, y: 20), diameter: 30, color: .white)
            try headless.render(list)
            #expect(try headless.surface.pixel(x: 20, y: 20) == .white)
            #expect(try headless.surface.pixel(x: 1, y: 1) == .black)
            let edge = try headless.surface.pixel(x: 20 + Int(15 * 0.7071), y: 20 + Int(15 * 0.7071))
            #expect(edge.r > 0 && edge.r < 255, "edge pixel \(edge)")
        }

        /// A large shape is drawn from a small mask whose one-pixel middle is stretched; a clip that leaves
        /// less than half of a stretched piece must still show that part (SDL's software renderer alone
        /// drops it), in both axes and both colour paths.
        @Test func aClipCuttingAStretchedMiddleKeepsWhatIsInside() throws {
            let headless = try Headless(width: 200, height: 200, density: 2)
            var list = DrawList()
            list.pushClip(Rect(x: 0, y: 0, width: 40, height: 60))
            list.fill(Rect(x: 0, y: 10, width: 200, height: 40), radius: 4, color: .white)
            list.popClip()
            list.pushClip(Rect(x: 0, y: 70, width: 60, height: 30))
            for _ in 0..<2 { list.fill(Rect(x: 10, y: 70, width: 40, height: 120), radius: 4, color: .white) }
            list.popClip()
            try headless.render(list)
            #expect(try headless.surface.pixel(x: 60, y: 60) == .white, "the cut horizontal middle")
            #expect(try headless.surface.pixel(x: 20, y: 60) == .white, "the cut left edge column")
            #expect(try headless.surface.pixel(x: 120, y: 60) == .black, "clipped away")
            #expect(try headless.surface.pixel(x: 60, y: 180) == .white, "the cut vertical middle, pre-coloured")
            #expect(try headless.surface.pixel(x: 60, y: 220) == .black, "clipped away")
        }

        @Test func theSameShapeIsMadeOnce() throws {
            let headless = try Headless(width: 100, height: 60)
            var list = DrawList()
            list.fill(Rect(x: 4, y: 4, width: 40, height: 20), radius: 10, color: .white)
            list.fill(Rect(x: 50.25, y: 30.5, width: 40, height: 20), radius: 10, color: Color(r: 255, g: 0, b: 0))
            try headless.render(list)
            try headless.render(list)
            #expect(headless.player.maskCreationCount == 1)
            #expect(headless.player.cachedMaskCount == 1)
            list.stroke(Rect(x: 4, y: 30, width: 40, height: 20), radius: 10, width: 2, color: .white)
            try headless.render(list)
            #expect(headless.player.maskCreationCount == 2)
        }

        @Test func maskCacheStaysWithinItsBound() throws {
            let headless = try Headless(width: 100, height: 100, maskCacheCapacity: 4)
            for size in 1...10 {
                var list = DrawList()
                list.fill(Rect(x: 0, y: 0, width: Double(size * 5), height: 8), radius: 4, color: .white)
                try headless.render(list)
                #expect(headless.player.cachedMaskCount <= 4)
            }
            #expect(headless.player.maskCreationCount == 10)
            #expect(headless.resources.liveTextureCount == 4)
            var first = DrawList()
            first.fill(Rect(x: 0, y: 0, width: 5, height: 8), radius: 4, color: .white)
            try headless.render(first)
            #expect(headless.player.maskCreationCount == 11)
        }

        @Test func plainRectanglesNeedNoMaskAndSnapToPixels() throws {
            let headless = try Headless(width: 40, height: 40, density: 2)
            var list = DrawList()
            list.fill(Rect(x: 0, y: 0, width: 40, height: 40), color: Color(r: 0, g: 0, b: 255))
            list.stroke(Rect(x: 10.2, y: 10, width: 20, height: 20), width: 1, color: .white)
            try headless.render(list)
            #expect(headless.player.maskCreationCount == 0)
            #expect(headless.resources.liveTextureCount == 0)
            let blue = Color(r: 0, g: 0, b: 255)
            // The ring's outline snaps from x 20.4...60.4 pixels to 20...60; its border is 2 pixels.
            #expect(try headless.surface.pixel(x: 19, y: 30) == blue)
            #expect(try headless.surface.pixel(x: 20, y: 30) == .white)
            #expect(try headless.surface.pixel(x: 21, y: 30) == .white)
            #expect(try headless.surface.pixel(x: 22, y: 30) == blue)
            #expect(try headless.surface.pixel(x: 59, y: 30) == .white)
            #expect(try headless.surface.pixel(x: 60, y: 30) == blue)
            #expect(try headless.surface.pixel(x: 40, y: 21) == .white)
            #expect(try headless.surface.pixel(x: 40, y: 22) == blue)
        }

        @Test(arguments: [ShapeMaskKey.Kind.fill, .stroke])
        func largeShapesDrawnInSlicesMatchTheirCoverage(kind: ShapeMaskKey.Kind) throws {
            let headless = try Headless(width: 300, height: 160)
            var list = DrawList()
            let rect = Rect(x: 10, y: 10, width: 280, height: 140)
            if kind == .fill {
                list.fill(rect, radius: 30.5, color: .white)
            } else {
                list.stroke(rect, radius: 30.5, width: 4, color: .white)
            }
            try headless.render(list)
            let key = ShapeMaskKey(kind: kind, width: 280, height: 140, radiusHalfPixels: 61, border: 4)
            #expect(key.slices != nil)
            #expect(headless.player.maskCreationCount == 1)
            var worst = 0
            for py in 0..<140 {
                for px in 0..<280 {
                    let expected = Int((ShapeCoverage.coverage(of: key, px: px, py: py) * 255).rounded())
                    let actual = Int(try headless.surface.pixel(x: px + 10, y: py + 10).r)
                    worst = max(worst, abs(actual - expected))
                }
            }
            #expect(worst <= 1)
        }

        @Test func lruCacheEvictsTheLeastRecentlyUsed() {
            var cache = LRUCache<Int, String>(capacity: 2)
            cache.insert("a", for: 1)
            cache.insert("b", for: 2)
            #expect(cache.value(for: 1) == "a")
            cache.insert("c", for: 3)
            #expect(cache.value(for: 2) == nil)
            #expect(cache.value(for: 1) == "a")
            #expect(cache.value(for: 3) == "c")
            #expect(cache.count == 2)
            cache.removeAll()
            #expect(cache.count == 0)
            #expect(cache.value(for: 1) == nil)
        }
    }
}
