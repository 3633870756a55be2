import CSDL2
import SceneGraph
import TestSupport
import Testing

@testable import SDLKit

extension SDLKitSuite {
    /// Small opaque fills given to SDL's software renderer in narrow strips (`Renderer.fillRects`) fill
    /// exactly the pixels one fill of the whole rectangle fills, clipped or not, and the player's opaque
    /// fills at fractional places land where SDL puts them.
    @Suite struct FillStripTests {
        @Test func stripsAreTakenOnlyForSmallRectanglesWiderThanOneStrip() {
            #expect(!Renderer.isStripped(SDL_Rect(x: 0, y: 0, w: 15, h: 100)), "one strip already")
            #expect(Renderer.isStripped(SDL_Rect(x: 0, y: 0, w: 16, h: 100)))
            #expect(Renderer.isStripped(SDL_Rect(x: 0, y: 0, w: 256, h: 256)))
            #expect(!Renderer.isStripped(SDL_Rect(x: 0, y: 0, w: 257, h: 256)), "past stripArea")
            #expect(!Renderer.isStripped(SDL_Rect(x: 0, y: 0, w: 99, h: 0)))
            #expect(!Renderer.isStripped(SDL_Rect(x: 0, y: 0, w: Int32.max, h: Int32.max)), "no overflow")
        }

        @Test(arguments: [false, true])
        func stripsFillWhatOneFillFills(clipped: Bool) throws {
            let rects = [
                SDL_Rect(x: 3, y: 4, w: 99, h: 31), SDL_Rect(x: 0, y: 0, w: 16, h: 1),
                SDL_Rect(x: 150, y: 90, w: 45, h: 58),
                SDL_Rect(x: 190, y: 140, w: 30, h: 30), SDL_Rect(x: -7, y: 60, w: 40, h: 9),
                SDL_Rect(x: 20, y: 40, w: 7, h: 7),
                SDL_Rect(x: 0, y: 0, w: 300, h: 300),
            ]
            let color = Color(r: 52, g: 199, b: 89)
            var clip = SDL_Rect(x: 10, y: 5, w: 170, h: 120)
            let stripped = try Headless(width: 200, height: 150)
            let whole = try Headless(width: 200, height: 150)
            for rect in rects {
                for target in [stripped, whole] {
                    try target.render(MaskPiecesTests.pattern(), background: Color(r: 242, g: 242, b: 247))
                    let pointer = target.renderer.pointer
                    #expect(SDL_SetRenderDrawColor(pointer, color.r, color.g, color.b, 255) == 0)
                    #expect(SDL_SetRenderDrawBlendMode(pointer, SDL_BLENDMODE_NONE) == 0)
                    if clipped { #expect(SDL_RenderSetClipRect(pointer, &clip) == 0) }
                }
                try withUnsafePointer(to: rect) {
                    try stripped.renderer.fillRects(UnsafeBufferPointer(start: $0, count: 1))
                }
                var one = rect
                #expect(SDL_RenderFillRect(whole.renderer.pointer, &one) == 0)
                try stripped.renderer.flush()
                try whole.renderer.flush()
                let comparison = try ImageComparison(actual: stripped.surface, expected: whole.surface, tolerance: 0)
                #expect(comparison.matches, "\(rect): \(comparison.differingPixels) pixels differ")
            }
        }

        @Test func anOpaqueFillAtAFractionalPlaceLandsWhereSDLPutsIt() throws {
            let color = Color(r: 250, g: 5, b: 90)
            for rect in [
                Rect(x: 10.75, y: 20.5, width: 60.9, height: 20.2), Rect(x: 0.25, y: 0.5, width: 0.4, height: 30),
                Rect(x: 100, y: 100, width: 99.99, height: 0.5),
            ] {
                let played = try Headless(width: 200, height: 150)
                let reference = try Headless(width: 200, height: 150)
                let player = played.player
                try played.renderer.clear(Color(r: 242, g: 242, b: 247))
                try reference.renderer.clear(Color(r: 242, g: 242, b: 247))
                let target = SDL_FRect(
                    x: Float(rect.minX), y: Float(rect.minY), w: Float(rect.width), h: Float(rect.height))
                try player.fillRect(target, color: color)
                var same = target
                #expect(SDL_SetRenderDrawColor(reference.renderer.pointer, color.r, color.g, color.b, 255) == 0)
                #expect(SDL_RenderFillRectF(reference.renderer.pointer, &same) == 0)
                try played.renderer.flush()
                try reference.renderer.flush()
                let comparison = try ImageComparison(actual: played.surface, expected: reference.surface, tolerance: 0)
                #expect(comparison.matches, "\(rect): \(comparison.differingPixels) pixels differ")
            }
        }
    }
}
