import SDLKit
import SceneGraph
import TestSupport
import Testing

extension SDLKitSuite {
    /// An image made of `@2x` / `@3x` variants is drawn at one point size from the variant nearest the
    /// density: each variant here is one flat colour, so the pixels say which was drawn.
    @Suite struct ImageVariantTests {
        static let colours: [Int: Color] = [
            1: Color(r: 255, g: 0, b: 0), 2: Color(r: 0, g: 255, b: 0), 3: Color(r: 0, g: 0, b: 255),
        ]
        /// The variant expected at densities 1, 1.5, 2, 2.5, 3 and 4, worked out by hand (nearest scale,
        /// a tie to the larger).
        static let table: [(present: [Int], chosen: [Int])] = [
            ([1], [1, 1, 1, 1, 1, 1]),
            ([2], [2, 2, 2, 2, 2, 2]),
            ([3], [3, 3, 3, 3, 3, 3]),
            ([1, 2], [1, 2, 2, 2, 2, 2]),
            ([1, 3], [1, 1, 3, 3, 3, 3]),
            ([2, 3], [2, 2, 2, 3, 3, 3]),
            ([1, 2, 3], [1, 2, 2, 3, 3, 3]),
        ]
        static let densities = [1, 1.5, 2, 2.5, 3, 4]

        @Test(arguments: table.indices)
        func theVariantNearestTheDensityIsDrawnAtOnePointSize(_ row: Int) throws {
            let (present, chosen) = Self.table[row]
            for (density, expected) in zip(Self.densities, chosen) {
                let headless = try Headless(width: 12, height: 12, density: density)
                let variants = try present.map { scale in
                    let surface = try Surface(context: headless.context, width: 8 * scale, height: 8 * scale)
                    try surface.fill(Self.colours[scale] ?? .white)
                    return ImageVariant(surface: surface, density: Double(scale))
                }
                let image = Image(variants: variants.reversed())
                #expect(image.size == Size(width: 8, height: 8), "every set is 8x8 points")
                let handle = try headless.resources.addImage(image)
                var list = DrawList()
                list.image(handle, dest: Rect(x: 2, y: 2, width: 8, height: 8))
                try headless.render(list)
                let inside = try headless.surface.pixel(x: Int(6 * density), y: Int(6 * density))
                #expect(inside == Self.colours[expected], "\(present) at \(density)")
                let outside = try headless.surface.pixel(x: Int(10.5 * density), y: Int(6 * density))
                #expect(outside == .black, "drawn at 8 points whatever the variant: \(present) at \(density)")
            }
        }

        @Test func aTintedCopyKeepsEveryVariant() throws {
            let headless = try Headless(width: 4, height: 4)
            let variants = try [1, 3].map { scale in
                let surface = try Surface(context: headless.context, width: 2 * scale, height: 2 * scale)
                try surface.fill(.white)
                return ImageVariant(surface: surface, density: Double(scale))
            }
            let handle = try headless.resources.addImage(Image(variants: variants))
            let tinted = headless.resources.tinted(handle, with: Color(r: 255, g: 128, b: 0))
            #expect(tinted != handle)
            #expect(headless.resources.image(for: tinted)?.variants.map(\.density) == [1, 3])
            #expect(headless.resources.size(of: tinted) == Size(width: 2, height: 2))
        }

        @Test func variantFilesLoadAsOneImageAndAMissingOneIsNamed() throws {
            let headless = try Headless(width: 4, height: 4)
            let images = try Assets.locate() + "/themes/images"
            let handle = try headless.resources.loadImage(variants: [
                (images + "/hm-thumb@3x.png", 3), (images + "/hm-thumb.png", 1), (images + "/hm-thumb@2x.png", 2),
            ])
            #expect(headless.resources.size(of: handle) == Size(width: 27, height: 27))
            #expect(headless.resources.image(for: handle)?.variants.map(\.surface.width) == [27, 54, 81])
            #expect(headless.resources.image(for: handle)?.path == images + "/hm-thumb.png")
            let missing = images + "/hm-thumb@4x.png"
            do {
                _ = try headless.resources.loadImage(variants: [(images + "/hm-thumb.png", 1), (missing, 4)])
                Issue.record("a missing variant loaded")
            } catch let error as SDLError {
                #expect(error.path == missing)
            }
        }
    }
}
