import CSDL2
import SDLKit
import SceneGraph
import TestSupport
import Testing

extension SDLKitSuite {
    /// The player skips SDL state calls that would change nothing and fills opaque colours without
    /// blending: the pixels stay those of plain blended SDL drawing, and the renderer is left as it was.
    @Suite struct PlaybackStateTests {
        static let background = Color(r: 242, g: 242, b: 247)
        static let red = Color(r: 220, g: 30, b: 20)
        static let blue = Color(r: 0, g: 60, b: 250, a: 128)
        static let green = Color(r: 10, g: 200, b: 40)

        /// A square fill in pixels (density 1), maybe inside a clip.
        private struct Fill {
            let x: Int32, y: Int32, w: Int32, h: Int32
            let color: Color
            var clip: SDL_Rect?
        }

        /// Translucent and opaque fills in turn, overlapping, one inside a clip; the first colour is the
        /// last, so a play that trusted the colour and blend mode the previous one left would skip setting
        /// them.
        private let fills = [
            Fill(x: 40, y: 20, w: 60, h: 40, color: blue),
            Fill(x: 10, y: 10, w: 60, h: 40, color: red),
            Fill(x: 50, y: 30, w: 40, h: 40, color: green, clip: SDL_Rect(x: 0, y: 0, w: 90, h: 45)),
            Fill(x: 20, y: 40, w: 70, h: 30, color: blue),
        ]

        private var list: DrawList {
            var list = DrawList()
            for fill in fills {
                if let clip = fill.clip {
                    list.pushClip(
                        Rect(x: Double(clip.x), y: Double(clip.y), width: Double(clip.w), height: Double(clip.h)))
                }
                list.fill(
                    Rect(x: Double(fill.x), y: Double(fill.y), width: Double(fill.w), height: Double(fill.h)),
                    radius: 0,
                    color: fill.color)
                if fill.clip != nil { list.popClip() }
            }
            return list
        }

        /// The same fills drawn straight with SDL, blended, as the player drew them before it skipped
        /// blending for opaque colours.
        private func referenceFills(_ target: Headless) throws {
            let renderer = target.renderer.pointer
            try target.renderer.clear(Self.background)
            #expect(SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND) == 0)
            for fill in fills {
                if var clip = fill.clip {
                    SDL_RenderSetClipRect(renderer, &clip)
                } else {
                    SDL_RenderSetClipRect(renderer, nil)
                }
                SDL_SetRenderDrawColor(renderer, fill.color.r, fill.color.g, fill.color.b, fill.color.a)
                var rect = SDL_Rect(x: fill.x, y: fill.y, w: fill.w, h: fill.h)
                SDL_RenderFillRect(renderer, &rect)
            }
            SDL_RenderSetClipRect(renderer, nil)
            try target.renderer.flush()
        }

        private func drawBlendMode(_ renderer: Renderer) -> SDL_BlendMode {
            var mode = SDL_BLENDMODE_NONE
            SDL_GetRenderDrawBlendMode(renderer.pointer, &mode)
            return mode
        }

        @Test("opaque fills replace and translucent ones blend, as blended SDL fills do; fills blend afterwards")
        func fillsMatchBlendedSDLFills() throws {
            let played = try Headless(width: 120, height: 80)
            try played.render(list, background: Self.background)
            #expect(drawBlendMode(played.renderer) == SDL_BLENDMODE_BLEND)
            let reference = try Headless(width: 120, height: 80)
            try referenceFills(reference)
            let comparison = try ImageComparison(actual: played.surface, expected: reference.surface, tolerance: 0)
            #expect(comparison.matches, "\(comparison.differingPixels) pixels differ")
        }

        @Test("each play sets what it needs again: state changed by others between plays is not trusted")
        func statesChangedBetweenPlaysAreSetAgain() throws {
            let played = try Headless(width: 120, height: 80)
            try played.render(list, background: Self.background)
            let renderer = played.renderer.pointer
            try played.renderer.clear(Self.background)
            // What a host or other code may leave behind: another colour, no blending.
            SDL_SetRenderDrawColor(renderer, 1, 2, 3, 4)
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
            try played.player.play(list, density: 1)
            try played.renderer.flush()
            let reference = try Headless(width: 120, height: 80)
            try referenceFills(reference)
            let comparison = try ImageComparison(actual: played.surface, expected: reference.surface, tolerance: 0)
            #expect(comparison.matches, "\(comparison.differingPixels) pixels differ")
        }

        @Test(
            "a large shape, in slices with filled edges and inside where opaque, is the shape one whole mask draws",
            arguments: [
                Color(r: 30, g: 120, b: 200), Color(r: 30, g: 120, b: 200, a: 220), Color(r: 250, g: 5, b: 90, a: 7),
            ], [ShapeMaskKey.Kind.fill, .stroke]
        )
        func largeShapeMatchesItsWholeMask(color: Color, kind: ShapeMaskKey.Kind) throws {
            // Long edges, and short ones (the sides of the second).
            for (size, radius) in [(Size(width: 300, height: 140), 12.0), (Size(width: 120, height: 100), 40.0)] {
                let played = try Headless(width: 320, height: 160)
                var list = DrawList()
                let rect = Rect(origin: Point(x: 10.5, y: 10.25), size: size)
                if kind == .fill {
                    list.fill(rect, radius: radius, color: color)
                } else {
                    list.stroke(rect, radius: radius, width: 3, color: color)
                }
                try played.render(list, background: Self.background)
                if kind == .fill, color.a == 255 { #expect(try played.surface.pixel(x: 60, y: 60) == color) }
                // The whole shape as one unsliced mask in its colour, as the software renderer's player colours
                // masks: the colour's channels, coverage times alpha / 255.
                let key = ShapeMaskKey(kind: kind, size: size, radius: radius, border: 3, density: 1)
                var pixels: [UInt32] = []
                ShapeCoverage.rasterize(key, into: &pixels)
                let rgb = UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
                pixels = pixels.map { (($0 >> 24) * UInt32(color.a) / 255) << 24 | rgb }
                let reference = try Headless(width: 320, height: 160)
                let mask = try pixels.withUnsafeBufferPointer { buffer in
                    try Texture(
                        renderer: reference.renderer, width: key.width, height: key.height,
                        argbPixels: try #require(buffer.baseAddress))
                }
                try reference.renderer.clear(Self.background)
                var place = SDL_FRect(x: 10.5, y: 10.25, w: Float(key.width), h: Float(key.height))
                #expect(SDL_RenderCopyF(reference.renderer.pointer, mask.pointer, nil, &place) == 0)
                try reference.renderer.flush()
                let comparison = try ImageComparison(
                    actual: played.surface, expected: reference.surface, tolerance: 0)
                #expect(comparison.matches, "\(size): \(comparison.differingPixels) pixels differ")
            }
        }

        @Test("a texture's modulation is what was last asked for, however often it is asked")
        func textureModulationFollowsRequests() throws {
            let target = try Headless(width: 8, height: 8)
            let pixels: [UInt32] = Array(repeating: 0xFFFF_FFFF, count: 4)
            let texture = try pixels.withUnsafeBufferPointer { buffer in
                try Texture(
                    renderer: target.renderer, width: 2, height: 2, argbPixels: try #require(buffer.baseAddress))
            }
            func modulation() -> Color {
                var (r, g, b, a): (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
                SDL_GetTextureColorMod(texture.pointer, &r, &g, &b)
                SDL_GetTextureAlphaMod(texture.pointer, &a)
                return Color(r: r, g: g, b: b, a: a)
            }
            #expect(modulation() == .white)
            for color in [Self.blue, Self.blue, Color(r: 0, g: 60, b: 250), .white, Self.red, Self.red, .white] {
                try texture.modulate(color)
                #expect(modulation() == color)
            }
        }
    }
}
