import SceneGraph
import TestSupport
import Testing

@testable import SDLKit

extension SDLKitSuite {
    /// Pre-coloured shape masks and text: every colour drawn unmodulated, a colour shown once re-coloured
    /// into one texture per shape, and the same pixels whichever texture holds a colour.
    @Suite struct ColoredMaskTests {
        private let blue = Color(r: 10, g: 132, b: 255)
        private let border = Color(r: 0, g: 0, b: 0, a: 38)

        /// `count` pills of 40x20 points in a row, the i-th in `colors[i % colors.count]`.
        private func pills(_ count: Int, _ colors: [Color]) -> DrawList {
            var list = DrawList()
            for index in 0..<count {
                let rect = Rect(x: 4 + Double(index) * 50, y: 4.5, width: 40, height: 20)
                list.fill(rect, radius: 10, color: colors[index % colors.count])
                list.stroke(rect, radius: 10, width: 1, color: border)
            }
            return list
        }

        @Test func colouringScalesTheMaskAlphaAsModulationDoes() {
            var pixels: [UInt32] = [0xFFFF_FFFF, 0x80FF_FFFF, 0x00FF_FFFF]
            ColoredMaskCache.color(&pixels, with: border)
            #expect(pixels == [38 << 24, (128 * 38 / 255) << 24, 0])
            var opaque: [UInt32] = [0x80FF_FFFF]
            ColoredMaskCache.color(&opaque, with: blue)
            #expect(opaque == [0x800A_84FF])
        }

        @Test func aPairRepeatedInAFrameIsColouredOnceAndSteadyFramesMakeNothing() throws {
            let headless = try Headless(width: 220, height: 30)
            let list = pills(4, [blue])
            try headless.render(list)
            #expect(headless.player.coloredMaskCreationCount == 2, "the blue fill and the border ring")
            #expect(headless.player.maskCreationCount == 0, "no white mask is needed")
            try headless.render(list)
            try headless.render(list)
            #expect(headless.player.coloredMaskCreationCount == 2)
            #expect(headless.player.cachedColoredMaskCount == 2)
        }

        @Test func aColourThatChangesEveryFrameRecoloursOneTextureInsteadOfMakingMore() throws {
            let headless = try Headless(width: 60, height: 30)
            let before = headless.resources.liveTextureCount
            for step in 0..<20 {
                var list = DrawList()
                let fading = Color(r: 229, g: 229, b: 234).mix(blue, Double(step) / 19)
                list.fill(Rect(x: 4, y: 4, width: 40, height: 20), radius: 10, color: fading)
                try headless.render(list)
            }
            #expect(headless.player.coloredMaskCreationCount == 1)
            #expect(headless.player.coloredMaskRecoloringCount == 20)
            #expect(headless.player.maskCreationCount == 0)
            #expect(headless.resources.liveTextureCount == before + 1)
        }

        @Test func whiteUsesTheWhiteMaskAsItIs() throws {
            let headless = try Headless(width: 220, height: 30)
            var list = DrawList()
            for index in 0..<4 {
                list.fill(Rect(x: 4 + Double(index) * 50, y: 4, width: 40, height: 20), radius: 10, color: .white)
            }
            try headless.render(list)
            #expect(headless.player.coloredMaskCreationCount == 0)
            #expect(headless.player.maskCreationCount == 1)
        }

        @Test func aRecolouredAndACachedTextureDrawTheSamePixels() throws {
            let red = Color(r: 255, g: 0, b: 0)
            let blueRect = Rect(x: 4, y: 4.5, width: 40, height: 20)
            let redRect = Rect(x: 54, y: 4.5, width: 40, height: 20)
            // Blue first: the mask's one re-colourable texture takes blue, red gets a cached texture.
            var blueFirst = DrawList()
            blueFirst.fill(blueRect, radius: 10, color: blue)
            blueFirst.fill(redRect, radius: 10, color: red)
            // Red first: the other way round.
            var redFirst = DrawList()
            redFirst.fill(redRect, radius: 10, color: red)
            redFirst.fill(blueRect, radius: 10, color: blue)
            let a = try Headless(width: 100, height: 30)
            try a.render(blueFirst, background: Color(r: 242, g: 242, b: 247))
            let b = try Headless(width: 100, height: 30)
            try b.render(redFirst, background: Color(r: 242, g: 242, b: 247))
            #expect(a.player.coloredMaskCreationCount == 2)
            #expect(b.player.coloredMaskCreationCount == 2)
            let comparison = try ImageComparison(
                actual: try a.renderer.readPixels(), expected: try b.renderer.readPixels(), tolerance: 0)
            #expect(comparison.matches, "\(comparison.differingPixels) pixels differ")
            #expect(try a.surface.pixel(x: 24, y: 14) == blue)
        }

        @Test func theSameListDrawsTheSamePixelsWhateverCameBefore() throws {
            let list = pills(3, [blue, Color(r: 255, g: 0, b: 0)])
            let warmed = try Headless(width: 220, height: 30)
            try warmed.render(pills(4, [blue, Color(r: 255, g: 0, b: 0), .white]))
            try warmed.render(list)
            let cold = try Headless(width: 220, height: 30)
            try cold.render(list)
            let comparison = try ImageComparison(
                actual: try warmed.renderer.readPixels(), expected: try cold.renderer.readPixels(), tolerance: 0)
            #expect(comparison.matches, "\(comparison.differingPixels) pixels differ")
        }

        @Test func colouredMaskCacheStaysWithinItsBound() throws {
            let headless = try Headless(width: 260, height: 30)
            let before = headless.resources.liveTextureCount
            let player = DrawListPlayer(
                renderer: headless.renderer, resources: headless.resources, coloredMaskCacheCapacity: 3)
            for frame in 0..<10 {
                var list = DrawList()
                for index in 0..<5 {
                    let color = Color(r: UInt8(frame * 20), g: UInt8(index * 40), b: 0)
                    list.fill(Rect(x: 4 + Double(index) * 50, y: 4, width: 40, height: 20), radius: 10, color: color)
                }
                try player.play(list, density: 1)
                #expect(player.cachedColoredMaskCount <= 4, "three cached colours and the re-colourable one")
                #expect(headless.resources.liveTextureCount - before <= 4)
            }
            #expect(player.coloredMaskCreationCount == 1 + 10 * 4)
            #expect(player.coloredMaskRecoloringCount == 10)
        }

        @Test func opaqueTextIsRenderedInItsColourAndTranslucentTextTintsWhite() throws {
            let headless = try Headless(width: 120, height: 40)
            let resources = headless.resources
            let handle = resources.text(TextRun(text: "OFF", face: .bold, size: 17))
            let grey = Color(r: 128, g: 128, b: 128)
            let opaque = try #require(try resources.textTexture(handle, density: 1, color: grey))
            #expect(opaque.modulation == .white)
            #expect(resources.textRenderCount == 1)
            let faded = grey.withOpacity(0.5)
            let translucent = try #require(try resources.textTexture(handle, density: 1, color: faded))
            #expect(translucent.modulation == faded)
            #expect(translucent.texture !== opaque.texture)
            #expect(resources.textRenderCount == 2, "the white texture")
            _ = try resources.textTexture(handle, density: 1, color: grey)
            _ = try resources.textTexture(handle, density: 1, color: grey.withOpacity(0.25))
            #expect(resources.textRenderCount == 2)
        }

        @Test func textInAColourThatKeepsChangingKeepsFewTextures() throws {
            let headless = try Headless(width: 120, height: 40)
            let resources = headless.resources
            let handle = resources.text(TextRun(text: "ON", face: .bold, size: 17))
            for shade in 0..<40 {
                _ = try resources.textTexture(handle, density: 1, color: Color(r: UInt8(shade), g: 0, b: 0))
                #expect(resources.liveTextureCount <= SDLResources.texturesPerText)
            }
        }
    }
}
