import SDLKit
import SceneGraph
import TestSupport
import Testing

extension SDLKitSuite {
    /// Opacity groups drawn through a layer: what a group covers does not show through, soft edges come
    /// out as they would with the colour's own alpha, nesting multiplies, and clips inside keep their place.
    @Suite struct OpacityGroupTests {
        static let red = Color(r: 255, g: 0, b: 0)
        static let blue = Color(r: 0, g: 0, b: 255)
        static let grey = Color(r: 242, g: 242, b: 247)

        private func close(_ a: Color, _ b: Color, within tolerance: Int = 2) -> Bool {
            abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance
                && abs(Int(a.b) - Int(b.b)) <= tolerance
        }

        @Test func whatTheGroupCoversDoesNotShowThrough() throws {
            let headless = try Headless(width: 40, height: 20)
            var list = DrawList()
            list.pushOpacity(0.5, bounds: Rect(x: 0, y: 0, width: 40, height: 20))
            list.fill(Rect(x: 0, y: 0, width: 30, height: 20), color: Self.red)
            list.fill(Rect(x: 10, y: 0, width: 30, height: 20), color: Self.blue)
            list.popOpacity()
            try headless.render(list, background: .white)
            let pinkish = Color(r: 255, g: 128, b: 128)
            let bluish = Color(r: 128, g: 128, b: 255)
            #expect(close(try headless.surface.pixel(x: 5, y: 10), pinkish))
            #expect(close(try headless.surface.pixel(x: 20, y: 10), bluish), "no red under the blue")
            #expect(close(try headless.surface.pixel(x: 35, y: 10), bluish))
        }

        /// A single anti-aliased shape in a group looks the same as the shape drawn with the group's opacity
        /// in its colour: edges are neither darkened (alpha applied twice) nor lightened.
        @Test(arguments: [1.0, 2.0])
        func softEdgesMatchTheShapeDrawnWithItsOwnAlpha(density: Double) throws {
            let circle = Rect(x: 3.3, y: 2.6, width: 33, height: 33)
            let headless = try Headless(width: 40, height: 40, density: density)
            var grouped = DrawList()
            grouped.pushOpacity(0.4, bounds: Rect(x: 0, y: 0, width: 40, height: 40))
            grouped.fill(circle, radius: 16.5, color: Self.blue)
            grouped.popOpacity()
            try headless.render(grouped, background: Self.grey)
            let actual = try headless.renderer.readPixels()
            var plain = DrawList()
            plain.fill(circle, radius: 16.5, color: Self.blue.withOpacity(0.4))
            try headless.render(plain, background: Self.grey)
            let expected = try headless.renderer.readPixels()
            let comparison = try ImageComparison(actual: actual, expected: expected, tolerance: 3)
            #expect(
                comparison.matches, "\(comparison.differingPixels) pixels, largest \(comparison.maxChannelDifference)")
        }

        @Test func nestedGroupsMultiplyTheirOpacities() throws {
            let headless = try Headless(width: 20, height: 20)
            var list = DrawList()
            list.pushOpacity(0.5, bounds: Rect(x: 0, y: 0, width: 20, height: 20))
            list.pushOpacity(0.5, bounds: Rect(x: 5, y: 5, width: 10, height: 10))
            list.fill(Rect(x: 0, y: 0, width: 20, height: 20), color: .black)
            list.popOpacity()
            list.popOpacity()
            try headless.render(list, background: .white)
            #expect(close(try headless.surface.pixel(x: 10, y: 10), Color(r: 191, g: 191, b: 191)))
            #expect(try headless.surface.pixel(x: 2, y: 10) == .white, "the inner group ends at its bounds")
        }

        @Test func clipsInsideAGroupKeepTheirPlace() throws {
            let headless = try Headless(width: 40, height: 40, density: 2)
            var list = DrawList()
            list.pushClip(Rect(x: 5, y: 5, width: 30, height: 30))
            list.pushOpacity(0.5, bounds: Rect(x: 10, y: 10, width: 20, height: 20))
            list.pushClip(Rect(x: 15, y: 15, width: 5, height: 5))
            list.fill(Rect(x: 0, y: 0, width: 40, height: 40), color: .black)
            list.popClip()
            list.fill(Rect(x: 25, y: 25, width: 20, height: 20), color: .black)
            list.popOpacity()
            list.popClip()
            try headless.render(list, background: .white)
            let grey = Color(r: 128, g: 128, b: 128)
            #expect(close(try headless.surface.pixel(x: 30, y: 30), grey))
            #expect(close(try headless.surface.pixel(x: 39, y: 39), grey))
            #expect(try headless.surface.pixel(x: 29, y: 29) == .white)
            #expect(try headless.surface.pixel(x: 40, y: 40) == .white)
            #expect(close(try headless.surface.pixel(x: 55, y: 55), grey))
            #expect(try headless.surface.pixel(x: 60, y: 60) == .white, "the group ends at its bounds")
            #expect(try headless.surface.pixel(x: 45, y: 35) == .white)
        }

        @Test func layersAreReusedAcrossFrames() throws {
            let headless = try Headless(width: 20, height: 20)
            var list = DrawList()
            list.pushOpacity(0.5, bounds: Rect(x: 0, y: 0, width: 20, height: 20))
            list.fill(Rect(x: 0, y: 0, width: 20, height: 20), color: .black)
            list.popOpacity()
            try headless.render(list, background: .white)
            let textures = headless.renderer.liveTextureCount
            for _ in 0..<3 { try headless.render(list, background: .white) }
            #expect(headless.renderer.liveTextureCount == textures)
            #expect(close(try headless.surface.pixel(x: 10, y: 10), Color(r: 128, g: 128, b: 128)))
        }
    }
}
