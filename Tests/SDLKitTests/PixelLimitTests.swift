import SDLKit
import SceneGraph
import TestSupport
import Testing

@testable import SDLKit

extension SDLKitSuite {
    /// Sizes SDL cannot allocate (a surface past 2 GiB crashed inside SDL) are refused before SDL is asked:
    /// frames, surfaces and text.
    @Suite struct PixelLimitTests {
        @Test func theLimitAllowsAnEightKFrameAtDensityTwoAndNothingLarger() {
            #expect(PixelLimits.problem(width: 16384, height: 16384) == nil)
            #expect(PixelLimits.problem(points: 8192, 8192, density: 2) == nil)
            #expect(
                PixelLimits.problem(points: 8192, 8192, density: 3)
                    == "24576x24576 pixels need 2.25 GiB, more than the limit of 1 GiB")
            #expect(PixelLimits.problem(points: 8192, 8192, density: 4) != nil)
            #expect(PixelLimits.problem(width: Int.max, height: Int.max) != nil)
            #expect(PixelLimits.problem(points: .infinity, 1, density: 1) != nil)
        }

        @Test(arguments: [3.0, 4.0])
        func aHeadlessFramePastTheLimitIsOneErrorBeforeSDL(_ density: Double) {
            do {
                _ = try RenderTarget(headless: Size(width: 8192, height: 8192), density: density)
                Issue.record("a frame past the limit was made")
            } catch let error as PixelLimitError {
                #expect(error.description.hasPrefix("cannot render 8192x8192 points at density \(Int(density)): "))
                #expect(error.description.contains("more than the limit of 1 GiB"))
                #expect(!error.description.contains("\n"))
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }

        @Test func aSurfacePastTheLimitIsAnSDLErrorNotACrash() throws {
            let headless = try Headless(width: 10, height: 10)
            #expect(throws: SDLError.self) { _ = try Surface(context: headless.context, width: 24576, height: 24576) }
            #expect(throws: SDLError.self) { _ = try Surface(context: headless.context, width: 70000, height: 70000) }
        }

        /// A 500,000-character run (a theme's caption once peaked at 1.7 GB) is laid out at most
        /// `maxTextLength` scalars long, and a run too large to render is left out, not handed to SDL_ttf.
        @Test func aGiganticRunIsBoundedAndNeverRenderedPastTheLimit() throws {
            let headless = try Headless(width: 10, height: 10)
            let long = String(repeating: "word ", count: 100_000)
            let wrapped = headless.resources.text(TextRun(text: long, size: 14, wrapWidth: 200))
            #expect(SDLResources.bounded(long).unicodeScalars.count == SDLResources.maxTextLength)
            #expect(SDLResources.bounded(long).hasSuffix("…"))
            let size = headless.resources.size(of: wrapped)
            #expect(size.height > 0 && size.height < 20_000, "\(size)")
            let unwrapped = headless.resources.text(TextRun(text: long, size: 400))
            #expect(try headless.resources.textTexture(unwrapped, density: 4) == nil)
            #expect(headless.resources.lastError?.message.contains("more than the limit") == true)
            #expect(headless.resources.textRenderCount == 0)
        }
    }
}
