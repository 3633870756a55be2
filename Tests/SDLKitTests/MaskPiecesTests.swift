import CSDL2
import SceneGraph
import TestSupport
import Testing

@testable import SDLKit

extension SDLKitSuite {
    /// On the software renderer a ring's mask copied in pieces around its empty inside
    /// (`ShapeMaskKey.hollow`), and an opaque fill's copied around its solid middle, which is filled
    /// (`ShapeMaskKey.solid`), draw exactly the pixels one whole copy draws; the inside skipped is empty and
    /// the middle filled is fully covered.
    @Suite struct MaskPiecesTests {
        /// A ring's skipped inside (`hollow`) has coverage 0 and a fill's filled middle (`solid`) coverage 1,
        /// every pixel, and each lies within its mask; neither is found in the other kind or a round shape.
        @Test(arguments: [ShapeMaskKey.Kind.stroke, .fill])
        func theMiddleDrawnApartLiesInTheMaskWithOneCoverage(kind: ShapeMaskKey.Kind) {
            let ring = kind == .stroke
            func middle(_ key: ShapeMaskKey) -> MaskWindow? { ring ? key.hollow : key.solid }
            let keys = Self.keys(
                kind, radii: ring ? [0, 5, 27, 200] : [1, 5, 27, 60, 200], borders: ring ? [1, 3, 7] : [0])
            let found = keys.compactMap { key in middle(key).map { (key, $0) } }
            let wrong = found.filter { !Self.fits($0.1, in: $0.0, coverage: ring ? 0 : 1) }
            #expect(found.count > 100)
            #expect(wrong.isEmpty, "\(wrong.count) masks: \(wrong.prefix(3))")
            let other = ShapeMaskKey(
                kind: ring ? .fill : .stroke, width: 95, height: 27, radiusHalfPixels: 27, border: 1)
            #expect(middle(other) == nil)
            let round = ShapeMaskKey(kind: kind, width: 40, height: 40, radiusHalfPixels: 40, border: 1)
            #expect(middle(round) == nil, "a round shape has no straight middle worth drawing apart")
        }

        /// Masks of `kind` from 1 to 133 pixels wide and 1 to 56 high, with each of `radii` (half pixels) and
        /// `borders`.
        private static func keys(_ kind: ShapeMaskKey.Kind, radii: [Int], borders: [Int]) -> [ShapeMaskKey] {
            stride(from: 1, through: 140, by: 11).flatMap { width in
                stride(from: 1, through: 60, by: 5).flatMap { height in
                    radii.flatMap { radius in
                        borders.map { border in
                            ShapeMaskKey(
                                kind: kind, width: width, height: height, radiusHalfPixels: radius, border: border)
                        }
                    }
                }
            }
        }

        @Test(
            "rings below the slice size, translucent, at fractional places, cut by clips, over a patterned frame",
            arguments: [
                Color(r: 0, g: 0, b: 0, a: 38), Color(r: 30, g: 120, b: 200, a: 220), Color(r: 250, g: 5, b: 90),
            ]
        )
        func ringPiecesDrawWhatOneWholeMaskDraws(color: Color) throws {
            let cases: [(Rect, Double, Double, Rect?)] = [
                (Rect(x: 10.5, y: 10.25, width: 95, height: 27), 13.5, 1, nil),
                (Rect(x: 20.75, y: 50.5, width: 80, height: 60), 6, 3, nil),
                (Rect(x: 140.25, y: 12.5, width: 40, height: 90), 20, 2, Rect(x: 150, y: 20, width: 14.5, height: 50)),
                (Rect(x: -6.5, y: 70.5, width: 90, height: 30), 15, 1, nil),
                (Rect(x: 100.5, y: 110.75, width: 95, height: 27), 13.5, 1, Rect(x: 90, y: 100, width: 60, height: 30)),
            ]
            for (rect, radius, width, clip) in cases {
                let key = ShapeMaskKey(kind: .stroke, size: rect.size, radius: radius, border: width, density: 1)
                if rect.minX >= 0 { #expect(key.hollow != nil, "\(rect) is drawn in pieces") }
                try expectOneWholeCopy(.stroke(rect, radius: radius, width: width, color: color), key, clip: clip)
            }
        }

        @Test(
            "opaque fills below the slice size, at fractional places, cut by clips, over a patterned frame",
            arguments: [Color(r: 52, g: 199, b: 89), Color(r: 250, g: 5, b: 90), Color(r: 30, g: 120, b: 200, a: 220)]
        )
        func fillPiecesDrawWhatOneWholeMaskDraws(color: Color) throws {
            let cases: [(Rect, Double, Rect?)] = [
                (Rect(x: 10.5, y: 10.25, width: 95, height: 27), 13.5, nil),
                (Rect(x: 20.75, y: 50.5, width: 80, height: 60), 6, nil),
                (Rect(x: 140.25, y: 12.5, width: 40, height: 90), 20, Rect(x: 150, y: 20, width: 14.5, height: 50)),
                (Rect(x: -6.5, y: 70.5, width: 90, height: 30), 15, nil),
                (Rect(x: 100.5, y: 110.75, width: 95, height: 27), 13.5, Rect(x: 90, y: 100, width: 60, height: 30)),
                (Rect(x: 3, y: 100, width: 70, height: 31), 15.5, nil),
            ]
            for (rect, radius, clip) in cases {
                let key = ShapeMaskKey(kind: .fill, size: rect.size, radius: radius, border: 0, density: 1)
                if rect.minX >= 0 { #expect(key.solid != nil, "\(rect) is drawn in pieces") }
                try expectOneWholeCopy(.fill(rect, radius: radius, color: color), key, clip: clip)
            }
        }

        @Test func aFilledMiddleInAnOpacityGroupMatchesItsCopiedEnds() throws {
            let green = Color(r: 52, g: 199, b: 89)
            let background = Color(r: 242, g: 242, b: 247)
            var list = DrawList()
            let rect = Rect(x: 10, y: 10, width: 95, height: 27)
            list.pushOpacity(0.5, bounds: rect)
            list.fill(rect, radius: 13.5, color: green)
            list.popOpacity()
            let headless = try Headless(width: 120, height: 50)
            try headless.render(list, background: background)
            let middle = try headless.surface.pixel(x: 57, y: 23)
            #expect(try headless.surface.pixel(x: 21, y: 23) == middle, "a copied end and the filled middle")
            #expect(middle != background && middle != green, "half the green over the background")
        }

        /// True when `window` lies within `key`'s mask, holds at least `hollowArea` pixels, and every pixel
        /// of it has exactly `coverage`.
        private static func fits(_ window: MaskWindow, in key: ShapeMaskKey, coverage: Double) -> Bool {
            let inside =
                window.x >= 0 && window.y >= 0 && window.x + window.width <= key.width
                && window.y + window.height <= key.height && window.area >= ShapeMaskKey.hollowArea
            return inside
                && (window.y..<window.y + window.height).allSatisfy { py in
                    (window.x..<window.x + window.width).allSatisfy { px in
                        ShapeCoverage.coverage(of: key, px: px, py: py) == coverage
                    }
                }
        }

        /// Plays `command` over the pattern, then draws the same frame with `key`'s mask in the command's colour
        /// copied whole by SDL, and expects the same pixels.
        private func expectOneWholeCopy(_ command: DrawCommand, _ key: ShapeMaskKey, clip: Rect?) throws {
            let (rect, color): (Rect, Color)
            switch command {
            case .fill(let r, _, let c), .stroke(let r, _, _, let c): (rect, color) = (r, c)
            default: return
            }
            let played = try Headless(width: 200, height: 150)
            var list = Self.pattern()
            if let clip { list.pushClip(clip) }
            if case .fill(_, let radius, _) = command { list.fill(rect, radius: radius, color: color) }
            if case .stroke(_, let radius, let width, _) = command {
                list.stroke(rect, radius: radius, width: width, color: color)
            }
            if clip != nil { list.popClip() }
            try played.render(list, background: Color(r: 242, g: 242, b: 247))

            let reference = try Headless(width: 200, height: 150)
            try reference.render(Self.pattern(), background: Color(r: 242, g: 242, b: 247))
            var pixels: [UInt32] = []
            ShapeCoverage.rasterize(key, into: &pixels)
            let rgb = UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
            pixels = pixels.map { (($0 >> 24) * UInt32(color.a) / 255) << 24 | rgb }
            let mask = try pixels.withUnsafeBufferPointer { buffer in
                try Texture(
                    renderer: reference.renderer, width: key.width, height: key.height,
                    argbPixels: try #require(buffer.baseAddress))
            }
            if let clip {
                var pixelsClip = SDL_Rect(
                    x: Int32(clip.minX.rounded(.down)), y: Int32(clip.minY.rounded(.down)),
                    w: Int32(clip.maxX.rounded(.up) - clip.minX.rounded(.down)),
                    h: Int32(clip.maxY.rounded(.up) - clip.minY.rounded(.down)))
                #expect(SDL_RenderSetClipRect(reference.renderer.pointer, &pixelsClip) == 0)
            }
            let x = rect.minX + (rect.width - Double(key.width)) / 2
            let y = rect.minY + (rect.height - Double(key.height)) / 2
            var place = SDL_FRect(x: Float(x), y: Float(y), w: Float(key.width), h: Float(key.height))
            #expect(SDL_RenderCopyF(reference.renderer.pointer, mask.pointer, nil, &place) == 0)
            try reference.renderer.flush()
            let comparison = try ImageComparison(actual: played.surface, expected: reference.surface, tolerance: 0)
            #expect(comparison.matches, "\(command): \(comparison.differingPixels) pixels differ")
        }

        /// Bands of different colours and alphas under the shapes, so a pixel skipped, filled or blended
        /// wrongly shows.
        static func pattern() -> DrawList {
            var list = DrawList()
            for band in 0..<10 {
                let colour = Color(
                    r: UInt8(band * 25), g: UInt8(255 - band * 20), b: UInt8(band * 13 % 256), a: UInt8(120 + band * 13)
                )
                list.fill(Rect(x: Double(band * 20), y: 0, width: 20, height: 150), color: colour)
            }
            return list
        }
    }
}
