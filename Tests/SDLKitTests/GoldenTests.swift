import SDLKit
import SceneGraph
import TestSupport
import Testing

extension SDLKitSuite {
    @Suite struct GoldenTests {
        /// Per-channel tolerance: room for tiny rasteriser differences, far below a visible change.
        static let tolerance = 6

        @Test(arguments: [1.0, 2.0])
        func testCardMatchesItsGolden(density: Double) throws {
            let headless = try Headless(width: 360, height: 240, density: density)
            let list = try TestCard.drawList(size: TestCard.designSize, resources: headless.resources)
            try headless.render(list)
            let name = "test-card-\(Int(density))x"
            let mismatch = try GoldenImage.mismatch(
                headless.surface, named: name, tolerance: Self.tolerance, context: headless.context)
            #expect(mismatch == nil, "\(mismatch ?? "")")
        }

        @Test func comparisonFindsAChangedPixelAndWritesADiff() throws {
            let headless = try Headless(width: 16, height: 16)
            let a = try Surface(context: headless.context, width: 16, height: 16)
            let b = try Surface(context: headless.context, width: 16, height: 16)
            try a.fill(.white)
            try b.fill(.white)
            try b.withPixels { pixels, pitch in pixels[3 * pitch + 5] = Color(r: 255, g: 250, b: 240).argb }
            let diff = try Surface(context: headless.context, width: 16, height: 16)
            let strict = try ImageComparison(actual: a, expected: b, tolerance: 10, diff: diff)
            #expect(!strict.matches)
            #expect(strict.differingPixels == 1)
            #expect(strict.maxChannelDifference == 15)
            #expect(try diff.pixel(x: 5, y: 3) == Color(r: 255, g: 0, b: 0))
            #expect(try ImageComparison(actual: a, expected: b, tolerance: 15).matches)
            let small = try Surface(context: headless.context, width: 8, height: 16)
            #expect(try !ImageComparison(actual: a, expected: small, tolerance: 255).matches)
        }
    }
}
