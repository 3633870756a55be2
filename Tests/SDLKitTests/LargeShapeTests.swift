import CSDL2
import SceneGraph
import TestSupport
import Testing

@testable import SDLKit

extension SDLKitSuite {
    /// A shape or image far larger than the target costs memory for the part that shows, not for its size:
    /// a 20,000-point switch once asked for 1.6 GB in one draw. What shows must still be drawn right.
    @Suite struct LargeShapeTests {
        /// A circle 20,000 pixels wide whose edge crosses a 200 x 150 target: its mask is rasterised only
        /// over the tiles that show, and the pixels that show are the circle's own coverage.
        @Test func aHugeCircleIsRasterisedOnlyWhereItShows() throws {
            let headless = try Headless(width: 200, height: 150)
            var list = DrawList()
            list.fillCircle(center: Point(x: -9900, y: 75), diameter: 20000, color: .white)
            try headless.render(list)
            let tile = ShapeMaskKey.windowTile
            let most = (200 + 2 * tile) * (150 + 2 * tile)
            #expect(headless.player.cachedMaskPixelCount <= most)
            let key = ShapeMaskKey(
                kind: .fill, size: Size(width: 20000, height: 20000), radius: 10000, border: 0, density: 1)
            var worst = 0
            for y in stride(from: 0, to: 150, by: 7) {
                for x in 0..<200 {
                    let coverage = ShapeCoverage.coverage(of: key, px: x + 19900, py: y + 9925)
                    let expected = Int((coverage * 255).rounded())
                    let actual = Int(try headless.surface.pixel(x: x, y: y).r)
                    worst = max(worst, abs(actual - expected))
                }
            }
            #expect(worst <= 1)
            #expect(try headless.surface.pixel(x: 50, y: 75) == .white)
            #expect(try headless.surface.pixel(x: 150, y: 75) == .black)
        }

        /// A translucent rounded rectangle 30,000 pixels wide is drawn in slices cut to the target (SDL
        /// would stretch its middle into a 3.6 GB surface first), blending as one just past the target does.
        @Test func aHugeTranslucentPanelIsCutToTheTarget() throws {
            let headless = try Headless(width: 200, height: 150)
            var list = DrawList()
            list.fill(
                Rect(x: -100, y: -100, width: 30000, height: 30000), radius: 20,
                color: Color(r: 255, g: 255, b: 255, a: 128))
            try headless.render(list)
            var small = DrawList()
            small.fill(
                Rect(x: -100, y: -100, width: 400, height: 300), radius: 20,
                color: Color(r: 255, g: 255, b: 255, a: 128))
            let reference = try Headless(width: 200, height: 150)
            try reference.render(small)
            for (x, y) in [(0, 0), (100, 75), (199, 149)] {
                let pixel = try headless.surface.pixel(x: x, y: y)
                #expect(
                    pixel == (try reference.surface.pixel(x: x, y: y)) && pixel.r > 100 && pixel.r < 160, "(\(x), \(y))"
                )
            }
        }

        /// An image of four coloured quadrants (red, green; blue, white) stretched to 20,000 pixels with its
        /// middle on the target's: each quadrant of the target shows the one the turn (and flip) puts there, whether
        /// each source pixel covers 50 output pixels (cut to whole source pixels) or 10,000 (drawn pixel
        /// by pixel).
        @Test(arguments: [2, 400], ImageRotation.allCases)
        func aHugeStretchedImageShowsWhatTheUncutOneWould(side: Int, rotation: ImageRotation) throws {
            let headless = try Headless(width: 200, height: 200)
            let surface = try Surface(context: headless.context, width: side, height: side)
            let colors: [UInt32] = [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFFFF_FFFF]
            try surface.withPixels { pixels, pitch in
                for y in 0..<side {
                    for x in 0..<side {
                        let quadrant: Int = (y * 2 / side) * 2 + x * 2 / side
                        pixels[y * pitch + x] = colors[quadrant]
                    }
                }
            }
            let image = try headless.resources.addImage(Image(surface: surface))
            var list = DrawList()
            list.image(image, dest: Rect(x: -9900, y: -9900, width: 20000, height: 20000), rotation: rotation)
            try headless.render(list)
            let red = Color(r: 255, g: 0, b: 0)
            let green = Color(r: 0, g: 255, b: 0)
            let blue = Color(r: 0, g: 0, b: 255)
            // Top-left, top-right, bottom-left, bottom-right of the output.
            let expected: [Color] =
                switch rotation {
                case .upright: [red, green, blue, .white]
                case .clockwise: [blue, red, .white, green]
                case .counterClockwise: [green, .white, red, blue]
                case .halfTurn: [.white, blue, green, red]
                case .mirrored: [green, red, .white, blue]
                case .mirroredClockwise: [.white, green, blue, red]
                case .mirroredCounterClockwise: [red, blue, green, .white]
                case .mirroredHalfTurn: [blue, .white, red, green]
                }
            let seen = try [(50, 50), (150, 50), (50, 150), (150, 150)].map {
                try headless.surface.pixel(x: $0.0, y: $0.1)
            }
            #expect(seen == expected)
        }

        /// A 200-point label at 16 pixels per point would be a 100 MB texture: it is rendered at the density
        /// that fits `maxTextPixels` and drawn stretched to its size, so it still shows where it should.
        @Test func aHugeTextIsRenderedWithinTheTextLimitAndDrawnAtItsSize() throws {
            let headless = try Headless(width: 400, height: 400)
            let handle = headless.resources.text(TextRun(text: "ON OFF ON OFF", face: .bold, size: 200))
            let drawing = try #require(try headless.resources.textTexture(handle, density: 16, color: .white))
            #expect(drawing.texture.width * drawing.texture.height <= SDLResources.maxTextPixels)
            #expect(drawing.width * drawing.height > 4 * SDLResources.maxTextPixels)
            #expect(drawing.width > drawing.texture.width && drawing.height > drawing.texture.height)
            var list = DrawList()
            // The target shows the left of the first "O" halfway down: its left bearing and its stroke.
            list.text(handle, origin: Point(x: 0, y: -1500 / 16), size: Size(width: 1, height: 1), color: .white)
            try headless.renderer.clear(.black)
            try headless.player.play(list, density: 16)
            try headless.renderer.flush()
            let row = try (0..<400).map { try headless.surface.pixel(x: $0, y: 200) }
            #expect(row.first == .black && row.contains(.white))
        }

        /// The renderer's scale times the density past `PixelLimits.maxDensity` is refused before anything is
        /// drawn or changed; at the limit it draws.
        @Test func aGuestDrawPastTheDensityLimitIsRefused() throws {
            let headless = try Headless(width: 100, height: 100)
            try headless.renderer.clear(.black)
            var list = DrawList()
            list.fill(Rect(x: 0, y: 0, width: 5, height: 5), color: .white)
            SDL_RenderSetScale(headless.renderer.pointer, 20, 1)
            #expect(throws: PixelLimitError.self) { try headless.player.playAsGuest(list, density: 1) }
            var x: Float = 0
            var y: Float = 0
            SDL_RenderGetScale(headless.renderer.pointer, &x, &y)
            #expect(x == 20 && y == 1)
            try headless.renderer.flush()
            #expect(try headless.surface.pixel(x: 2, y: 2) == .black)
            SDL_RenderSetScale(headless.renderer.pointer, 8, 8)
            try headless.player.playAsGuest(list, density: 2)
            try headless.renderer.flush()
            #expect(try headless.surface.pixel(x: 2, y: 2) == .white)
        }

        @Test func anLRUCacheKeepsItsEntriesWithinTheirCostLimit() {
            var cache = LRUCache<Int, String>(capacity: 10, costLimit: 100)
            cache.insert("a", for: 1, cost: 40)
            cache.insert("b", for: 2, cost: 40)
            #expect(cache.value(for: 1) == "a")
            cache.insert("c", for: 3, cost: 40)
            #expect(cache.value(for: 2) == nil && cache.value(for: 1) == "a" && cache.value(for: 3) == "c")
            #expect(cache.totalCost == 80)
            cache.insert("big", for: 4, cost: 500)
            #expect(cache.count == 1 && cache.value(for: 4) == "big" && cache.totalCost == 500)
            cache.insert("d", for: 5, cost: 10)
            cache.insert("e", for: 5, cost: 20)
            #expect(cache.count == 1 && cache.value(for: 5) == "e" && cache.totalCost == 20)
        }
    }
}
