import SDLKit
import SceneGraph
import Testing

extension SDLKitSuite {
    @Suite struct ImageDrawingTests {
        /// Adjacent slices of one image whose shared edges fall between pixels: every pixel column between
        /// the outer edges is covered, as a nine-slice track must be (no background seam).
        @Test(arguments: [1.0, 2.0])
        func adjacentSlicesWithFractionalEdgesLeaveNoSeam(density: Double) throws {
            let headless = try Headless(width: 40, height: 10, density: density)
            let surface = try Surface(context: headless.context, width: 30, height: 10)
            try surface.fill(.white)
            let image = try headless.resources.addImage(Image(surface: surface))
            let edges = [0.6, 10.4, 20.7, 30.45]
            var list = DrawList()
            for i in 0..<3 {
                let source = Rect(x: Double(i * 10), y: 0, width: 10, height: 10)
                let dest = Rect(x: edges[i], y: 0, width: edges[i + 1] - edges[i], height: 10)
                list.image(image, source: source, dest: dest)
            }
            try headless.render(list)
            let row = Int(5 * density)
            let first = Int((edges[0] * density).rounded())
            let last = Int((edges[3] * density).rounded()) - 1
            for x in first...last {
                #expect(try headless.surface.pixel(x: x, y: row) == .white, "column \(x)")
            }
            #expect(try headless.surface.pixel(x: first - 1, y: row) == .black)
            #expect(try headless.surface.pixel(x: last + 1, y: row) == .black)
        }
    }
}
