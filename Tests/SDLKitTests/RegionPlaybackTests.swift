import SDLKit
import SceneGraph
import TestSupport
import Testing

extension SDLKitSuite {
    /// Playing a list inside damage regions gives exactly the pixels a full play gives there: large
    /// rounded shapes drawn from stretched slices, clips, opacity groups and text, cut by regions anywhere.
    @Suite struct RegionPlaybackTests {
        static let background = Color(r: 242, g: 242, b: 247)

        private func list(_ headless: Headless) -> DrawList {
            var list = DrawList()
            list.fill(Rect(x: 10, y: 10, width: 300, height: 120), radius: 8, color: Color(r: 40, g: 40, b: 40, a: 200))
            list.stroke(Rect(x: 20.5, y: 140.25, width: 200, height: 60), radius: 30, width: 3, color: .black)
            list.pushClip(Rect(x: 30, y: 30, width: 150, height: 70))
            list.fill(Rect(x: 0, y: 0, width: 200, height: 90), radius: 12, color: Color(r: 0, g: 200, b: 0))
            list.popClip()
            list.pushOpacity(0.5, bounds: Rect(x: 150, y: 60, width: 150, height: 130))
            list.fill(Rect(x: 160, y: 70, width: 120, height: 100), radius: 20, color: Color(r: 0, g: 0, b: 255))
            list.fill(Rect(x: 200, y: 90, width: 90, height: 90), radius: 45, color: .white)
            list.popOpacity()
            let run = headless.resources.text(TextRun(text: "Damage", face: .bold, size: 17, alignment: .leading))
            list.text(run, origin: Point(x: 40.5, y: 150), size: headless.resources.size(of: run), color: .black)
            return list
        }

        @Test(arguments: [1.0, 2.0])
        func regionsAnywhereDrawWhatAFullPlayDraws(density: Double) throws {
            let full = try Headless(width: 320, height: 220, density: density)
            try full.render(list(full), background: Self.background)
            let cut = try Headless(width: 320, height: 220, density: density)
            let drawn = list(cut)
            // Both start from the same frame; each region is then cleared and redrawn over it.
            try cut.render(drawn, background: Self.background)
            var random = SplitMix64(seed: 11)
            let bounds = Rect(x: 0, y: 0, width: 320, height: 220)
            for _ in 0..<40 {
                var regions = DamageRegions(bounds: bounds, density: density)
                for _ in 0..<(1 + random.below(3)) {
                    regions.add(
                        Rect(
                            x: random.unit(0...300), y: random.unit(0...200), width: random.unit(1...60),
                            height: random.unit(1...40)))
                }
                try cut.renderer.clear(Self.background, regions: regions, density: density)
                try cut.player.play(drawn, density: density, regions: regions)
                try cut.renderer.flush()
                let comparison = try ImageComparison(actual: cut.surface, expected: full.surface, tolerance: 0)
                #expect(comparison.matches, "regions \(regions.rects): \(comparison.differingPixels) pixels differ")
                if !comparison.matches { return }
            }
        }

        /// A region away from a text skips it before its texture is looked up: redrawing one switch does
        /// not render, or even find, the labels of the others.
        @Test func aTextOutsideEveryRegionIsNeitherRenderedNorLookedUp() throws {
            let headless = try Headless(width: 320, height: 220, density: 1)
            var list = DrawList()
            let run = headless.resources.text(TextRun(text: "Far away", size: 15, alignment: .leading))
            list.text(run, origin: Point(x: 200, y: 150), size: headless.resources.size(of: run), color: .black)
            var away = DamageRegions(bounds: Rect(x: 0, y: 0, width: 320, height: 220), density: 1)
            away.add(Rect(x: 10, y: 10, width: 40, height: 30))
            try headless.player.play(list, density: 1, regions: away)
            #expect(headless.resources.textRenderCount == 0)
            var over = DamageRegions(bounds: Rect(x: 0, y: 0, width: 320, height: 220), density: 1)
            over.add(Rect(x: 190, y: 145, width: 20, height: 10))
            try headless.player.play(list, density: 1, regions: over)
            #expect(headless.resources.textRenderCount == 1)
        }
    }
}
