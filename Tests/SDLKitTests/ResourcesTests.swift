import Foundation
import SceneGraph
import TestSupport
import Testing

@testable import SDLKit

extension SDLKitSuite {
    @Suite struct ResourcesTests {
        private func luminance(_ c: Color) -> Double {
            (0.3 * Double(c.r) + 0.59 * Double(c.g) + 0.11 * Double(c.b)) / 255
        }

        @Test func tintKeepsLuminanceAndAlphaAndTakesTheHue() {
            let orange = Color(r: 0xFF, g: 0x95, b: 0x00)
            for level in [40, 128, 200] as [UInt8] {
                let grey = Color(r: level, g: level, b: level, a: 77)
                let tinted = Color(argb: ImageTint.apply(orange, to: grey.argb))
                #expect(abs(luminance(tinted) - luminance(grey)) < 0.01, "level \(level): \(tinted)")
                #expect(tinted.a == 77)
                #expect(tinted.r > tinted.g && tinted.g > tinted.b, "level \(level): \(tinted)")
            }
            #expect(Color(argb: ImageTint.apply(orange, to: Color.white.argb)) == .white)
            #expect(Color(argb: ImageTint.apply(orange, to: Color.black.argb)) == .black)
            let half = Color(argb: ImageTint.apply(orange.withOpacity(0), to: Color(r: 10, g: 20, b: 30).argb))
            #expect(half == Color(r: 10, g: 20, b: 30))
        }

        @Test func tintedCopiesAreMadeOncePerTint() throws {
            let headless = try Headless(width: 10, height: 10)
            let resources = headless.resources
            let image = try resources.addImage(Image(surface: try TestCard.sampleImage(context: headless.context)))
            let orange = resources.tinted(image, with: Color(r: 255, g: 149, b: 0))
            #expect(orange != image)
            #expect(resources.tinted(image, with: Color(r: 255, g: 149, b: 0)) == orange)
            #expect(resources.tinted(image, with: Color(r: 0, g: 122, b: 255)) != orange)
            #expect(resources.size(of: orange) == resources.size(of: image))
            #expect(resources.imageCount == 3)
        }

        @Test func releasedImagesFreeTheirTextures() throws {
            let headless = try Headless(width: 100, height: 50)
            let resources = headless.resources
            let folder = try TestFolder()
            let path = folder.path("track.png")
            try TestCard.sampleImage(context: headless.context).savePNG(to: path)
            let old = try resources.loadImage(path: path, density: 2)
            let kept = try resources.loadImage(path: path, density: 2)
            #expect(resources.size(of: old) == Size(width: 64, height: 24))
            var list = DrawList()
            list.image(old, dest: Rect(x: 0, y: 0, width: 64, height: 24))
            list.image(
                resources.tinted(old, with: Color(r: 255, g: 0, b: 0)), dest: Rect(x: 0, y: 0, width: 32, height: 12))
            list.image(kept, dest: Rect(x: 0, y: 24, width: 64, height: 24))
            try headless.render(list)
            #expect(resources.liveTextureCount == 3)
            var use = ResourceUse()
            use.insert(kept)
            resources.release(except: use)
            #expect(resources.liveTextureCount == 1)
            #expect(resources.imageCount == 1)
            #expect(resources.size(of: old) == .zero)
            try headless.render(list)
            #expect(resources.liveTextureCount == 1)
        }

        @Test func invalidatedTexturesAreRebuiltTheSame() throws {
            let headless = try Headless(width: 360, height: 240)
            let card = try TestCard(resources: headless.resources)
            let list = card.drawList(size: TestCard.designSize)
            try headless.render(list)
            let before = try headless.renderer.readPixels()
            let renders = headless.resources.textRenderCount
            #expect(headless.resources.liveTextureCount > 0)
            headless.player.invalidateTextures()
            #expect(headless.resources.liveTextureCount == 0)
            try headless.render(list)
            let after = try headless.renderer.readPixels()
            #expect(try ImageComparison(actual: after, expected: before, tolerance: 0).matches)
            #expect(headless.resources.textRenderCount == renders * 2)
        }

        @Test func screenshotRoundTripsThroughPNG() throws {
            let headless = try Headless(width: 60, height: 40)
            var list = DrawList()
            list.fill(Rect(x: 5, y: 5, width: 50, height: 30), radius: 15, color: Color(r: 52, g: 199, b: 89))
            try headless.render(list, background: Color(r: 242, g: 242, b: 247))
            let folder = try TestFolder()
            let path = folder.path("shot.png")
            try headless.renderer.saveScreenshot(to: path)
            let loaded = try Surface(context: headless.context, contentsOf: path)
            let live = try headless.renderer.readPixels()
            #expect(try ImageComparison(actual: loaded, expected: live, tolerance: 0).matches)
            #expect(try loaded.pixel(x: 30, y: 20) == Color(r: 52, g: 199, b: 89))
        }

        @Test func clipsCoverWholePixelsAndNest() throws {
            let headless = try Headless(width: 40, height: 20, density: 2)
            var list = DrawList()
            list.pushClip(Rect(x: 5.25, y: 0, width: 10.5, height: 20))
            list.pushClip(Rect(x: 0, y: 0, width: 40, height: 5))
            list.fill(Rect(x: 0, y: 0, width: 40, height: 20), color: .white)
            list.popClip()
            list.popClip()
            try headless.render(list)
            #expect(try headless.surface.pixel(x: 10, y: 2) == .white)
            #expect(try headless.surface.pixel(x: 31, y: 2) == .white)
            #expect(try headless.surface.pixel(x: 9, y: 2) == .black)
            #expect(try headless.surface.pixel(x: 32, y: 2) == .black)
            #expect(try headless.surface.pixel(x: 20, y: 10) == .black)
        }

        @Test func contextsCanBeMadeAgainInOneProcess() throws {
            for _ in 0..<3 {
                let headless = try Headless(width: 8, height: 8)
                var list = DrawList()
                list.fill(Rect(x: 0, y: 0, width: 8, height: 8), color: .white)
                try headless.render(list)
                #expect(try headless.surface.pixel(x: 4, y: 4) == .white)
            }
        }

        @Test func assetsAreFoundFromTheEnvironmentOrByWalkingUp() throws {
            let assets = try Assets.locate()
            #expect(FileManager.default.fileExists(atPath: Assets.regularFont(in: assets)))
            #expect(FileManager.default.fileExists(atPath: Assets.boldFont(in: assets)))
        }

        @Test func installedDataBesideTheLibrarysLibFolderComesBeforeTheSearch() throws {
            let prefix = try TestFolder()
            prefix.write("share/switchyard/fonts/DejaVuSans.ttf", "")
            let found = try Assets.locate(
                environment: nil, image: prefix.path("lib/libSwitchYardC.so.0"), executable: prefix.path("bin/game"))
            #expect(found == URL(fileURLWithPath: prefix.path("share/switchyard")).standardizedFileURL.path)
        }

        @Test func theEnvironmentComesBeforeInstalledData() throws {
            let prefix = try TestFolder()
            prefix.write("share/switchyard/fonts/DejaVuSans.ttf", "")
            prefix.write("elsewhere/fonts/DejaVuSans.ttf", "")
            let found = try Assets.locate(
                environment: prefix.path("elsewhere"), image: prefix.path("lib/libSwitchYardC.so.0"),
                executable: prefix.path("bin/game"))
            #expect(found == prefix.path("elsewhere"))
        }

        /// A build folder inside a checkout finds the checkout's Assets above the executable.
        @Test func anAssetsFolderAboveTheExecutableIsFound() throws {
            let checkout = try TestFolder()
            checkout.write("Assets/fonts/DejaVuSans.ttf", "")
            let found = try Assets.locate(
                environment: nil, image: checkout.path(".build/debug/libSwitchYardC.so"),
                executable: checkout.path(".build/debug/game"))
            #expect(found == URL(fileURLWithPath: checkout.path("Assets")).standardizedFileURL.path)
        }

        /// Nothing of the machine that built SwitchYard is searched: an executable and library with no data
        /// beside them and no Assets above them find nothing, and the error lists exactly the places looked at.
        @Test func nothingButTheEnvironmentTheLibraryAndTheExecutableIsSearched() throws {
            let prefix = try TestFolder()
            let root = prefix.root
            let error = #expect(throws: AssetsNotFound.self) {
                try Assets.locate(
                    environment: nil, image: root + "/lib/libSwitchYardC.so.0", executable: root + "/bin/game")
            }
            var above: [String] = []
            var folder = root + "/bin"
            while folder != "/" {
                above.append(folder + "/Assets")
                folder = (folder as NSString).deletingLastPathComponent
            }
            #expect(error?.searched == [root + "/share/switchyard"] + above + ["/Assets"])
        }

        @Test func theBinaryHoldingSDLKitIsTheRunningExecutable() throws {
            let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
            let image = try #require(Assets.imagePath())
            #expect(URL(fileURLWithPath: image).resolvingSymlinksInPath().path == executable)
        }
    }
}
