import SDLKit
import SceneGraph
import TestSupport
import Testing

extension SDLKitSuite {
    @Suite struct BadInputTests {
        private func expectError(naming path: String, _ body: () throws -> Void) {
            do {
                try body()
                Issue.record("expected an error naming \(path)")
            } catch let error as SDLError {
                #expect(error.path == path)
                #expect(error.description.contains(path))
                #expect(!error.message.isEmpty)
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }

        @Test func missingFontFileNamesThePath() throws {
            let headless = try Headless(width: 10, height: 10)
            let path = "/nonexistent/switchyard/NoSuchFont.ttf"
            expectError(naming: path) {
                _ = try SDLResources(
                    renderer: headless.renderer, regularFontPath: path,
                    boldFontPath: Assets.boldFont(in: try Assets.locate()))
            }
            expectError(naming: path) { try headless.resources.registerFont(name: "Missing", path: path) }
        }

        @Test func corruptFontFileNamesThePath() throws {
            let headless = try Headless(width: 10, height: 10)
            let folder = try TestFolder()
            let path = folder.write("junk.ttf", "not a font at all")
            expectError(naming: path) { try headless.resources.registerFont(name: "Junk", path: path) }
        }

        @Test func missingImageNamesThePath() throws {
            let headless = try Headless(width: 10, height: 10)
            let path = "/nonexistent/switchyard/track.png"
            expectError(naming: path) { _ = try headless.resources.loadImage(path: path) }
        }

        @Test func corruptPNGNamesThePath() throws {
            let headless = try Headless(width: 10, height: 10)
            let folder = try TestFolder()
            let junk =
                [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + (0..<200).map { UInt8(truncatingIfNeeded: $0 &* 37) }
            let path = folder.write("corrupt.png", bytes: junk)
            expectError(naming: path) { _ = try headless.resources.loadImage(path: path) }
        }

        @Test func imageLargerThanTheMaximumTextureNamesThePath() throws {
            let headless = try Headless(width: 10, height: 10)
            let limit = headless.renderer.maxTextureSize
            let big = try Surface(context: headless.context, width: limit.width + 1, height: 1)
            let folder = try TestFolder()
            let path = folder.path("wide.png")
            try big.savePNG(to: path)
            expectError(naming: path) { _ = try headless.resources.loadImage(path: path) }
            #expect(headless.resources.imageCount == 0)
        }

        @Test func invalidSizesAreErrorsNotTraps() throws {
            let headless = try Headless(width: 10, height: 10)
            #expect(throws: SDLError.self) { _ = try Surface(context: headless.context, width: 0, height: 5) }
            #expect(throws: SDLError.self) {
                _ = try Surface(context: headless.context, width: Int.max, height: 5)
            }
            #expect(throws: SDLError.self) {
                _ = try Font(context: headless.context, path: Assets.regularFont(in: Assets.locate()), pixelSize: 0)
            }
        }
    }
}
