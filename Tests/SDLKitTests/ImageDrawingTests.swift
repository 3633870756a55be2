import SDLKit
import SceneGraph
import TestSupport
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

        /// A 20x10 image, red on its left half and blue on its right, turned into a 10x20 destination:
        /// it covers exactly the destination, with its left half where the turn (after the flip of a mirrored
        /// case) puts it.
        @Test(arguments: [
            (ImageRotation.counterClockwise, "bottom"), (.clockwise, "top"), (.halfTurn, "right"), (.upright, "left"),
            (.mirrored, "right"), (.mirroredCounterClockwise, "top"), (.mirroredClockwise, "bottom"),
            (.mirroredHalfTurn, "left"),
        ])
        func turnedImagesCoverTheirDestinationWithTheirLeftWhereTheTurnPutsIt(
            rotation: ImageRotation, redSide: String
        ) throws {
            let headless = try Headless(width: 30, height: 30)
            let surface = try Surface(context: headless.context, width: 20, height: 10)
            try surface.withPixels { pixels, pitch in
                for y in 0..<10 {
                    for x in 0..<20 { pixels[y * pitch + x] = x < 10 ? 0xFFFF_0000 : 0xFF00_00FF }
                }
            }
            let image = try headless.resources.addImage(Image(surface: surface))
            let dest =
                rotation.swapsAxes ? Rect(x: 5, y: 3, width: 10, height: 20) : Rect(x: 5, y: 3, width: 20, height: 10)
            var list = DrawList()
            list.image(image, dest: dest, rotation: rotation)
            try headless.render(list)
            let red = Color(r: 255, g: 0, b: 0)
            let blue = Color(r: 0, g: 0, b: 255)
            for y in 0..<30 {
                for x in 0..<30 {
                    let inside = dest.contains(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
                    let pixel = try headless.surface.pixel(x: x, y: y)
                    guard inside else {
                        #expect(pixel == .black, "(\(x), \(y)) outside")
                        continue
                    }
                    let redHere: Bool
                    switch redSide {
                    case "bottom": redHere = Double(y) + 0.5 > dest.midY
                    case "top": redHere = Double(y) + 0.5 < dest.midY
                    case "right": redHere = Double(x) + 0.5 > dest.midX
                    default: redHere = Double(x) + 0.5 < dest.midX
                    }
                    #expect(pixel == (redHere ? red : blue), "(\(x), \(y))")
                }
            }
        }
    }
}
