import Foundation
import SDLKit
import SceneGraph
import TestSupport
import Testing
import Themes

@testable import SwitchYardKit

/// The `@2x` / `@3x` files of an image the theme names: watched whether present or not, so creating,
/// changing or deleting one reloads the theme, and a deleted one falls back to the variants left.
@Suite(.serialized) struct HotReloadImageVariantTests {
    /// The bytes of a shipped image.
    private static func shipped(_ name: String) -> [UInt8] {
        let images =
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path + "/Assets/themes/images/"
        return Array(FileManager.default.contents(atPath: images + name) ?? Data())
    }

    /// The densities of the variants behind the loaded theme's track image (the `off` paint).
    private static func variants(_ outcome: ThemeOutcome?, _ host: ThemeHost) -> [Double]? {
        guard case .loaded(let theme)? = outcome, case .image(let handle, _, _, _)? = theme.styles["s"]?.track.off
        else { return nil }
        return host.headless.resources.image(for: handle)?.variants.map(\.density)
    }

    /// Pixels of the variant drawn at each density, to tell which file a handle holds.
    private static func pixels(_ outcome: ThemeOutcome?, _ host: ThemeHost, density: Double) throws -> [UInt32]? {
        guard case .loaded(let theme)? = outcome, case .image(let handle, _, _, _)? = theme.styles["s"]?.track.off,
            let image = host.headless.resources.image(for: handle)
        else { return nil }
        let surface = image.variant(for: density).surface
        return try surface.withPixels { base, pitch in
            (0..<surface.height).flatMap { y in (0..<surface.width).map { base[y * pitch + $0] } }
        }
    }

    /// With kernel events and with polling, which takes the status of every watched name, absent ones too.
    @Test(arguments: [LiveReload.automatic, .polling])
    func aVariantCreatedChangedAndDeletedAfterLoadReloadsEachTime(_ reload: LiveReload) throws {
        let folder = try TestFolder()
        folder.write("images/icon.png", bytes: Self.shipped("kyl-thumb-off.png"))
        folder.writeInPlace("theme.json", smallTheme(image: "images/icon.png"))
        let host = try ThemeHost(folder.path("theme.json"), reload: reload)
        #expect(Self.variants(host.engine.loadTheme(), host) == [1])

        folder.write("images/icon@2x.png", bytes: Self.shipped("kyl-thumb-off@2x.png"))
        let created = host.engine.nextReload()
        #expect(Self.variants(created, host) == [1, 2], "a @2x file made after load is picked up")
        let before = try Self.pixels(created, host, density: 2)

        folder.write("images/icon@2x.png", bytes: Self.shipped("kyl-thumb-on@2x.png"))
        let changed = host.engine.nextReload()
        #expect(Self.variants(changed, host) == [1, 2])
        #expect(try Self.pixels(changed, host, density: 2) != before, "the changed @2x file is what is drawn")

        folder.write("images/icon@3x.png", bytes: Self.shipped("kyl-thumb-on@3x.png"))
        #expect(Self.variants(host.engine.nextReload(), host) == [1, 2, 3])

        folder.remove("images/icon@2x.png")
        let deleted = host.engine.nextReload()
        #expect(Self.variants(deleted, host) == [1, 3], "a deleted variant falls back to the ones left")
        #expect(try Self.pixels(deleted, host, density: 2) == Self.pixels(deleted, host, density: 3))
    }

    @Test func deletingTheLastVariantKeepsTheLastGoodThemeAndSaysWhich() throws {
        let folder = try TestFolder()
        folder.write("images/icon@2x.png", bytes: Self.shipped("kyl-thumb-off@2x.png"))
        folder.writeInPlace("theme.json", smallTheme(image: "images/icon.png"))
        let host = try ThemeHost(folder.path("theme.json"))
        #expect(Self.variants(host.engine.loadTheme(), host) == [2], "only the @2x file: it alone is used")
        folder.remove("images/icon@2x.png")
        let message = host.engine.nextReload()?.failure
        #expect(message?.contains("image \"images/icon.png\" does not exist") == true, "\(message ?? "no report")")
        folder.write("images/icon.png", bytes: Self.shipped("kyl-thumb-off.png"))
        #expect(Self.variants(host.engine.nextReload(), host) == [1])
    }

    /// A variant deleted after the loader checked it and before the renderer reads it: the load fails with
    /// one line naming the file, and nothing is left half loaded.
    @Test func aVariantVanishingBeforeItIsReadIsAClearFailure() throws {
        let folder = try TestFolder()
        let base = folder.write("icon.png", bytes: Self.shipped("kyl-thumb-off.png"))
        let headless = try Headless(width: 10, height: 10)
        let resolver = SDLAssetResolver(resources: headless.resources)
        let count = headless.resources.imageCount
        let result = resolver.image(files: [
            ThemeImageFile(path: base, scale: 1), ThemeImageFile(path: folder.path("icon@2x.png"), scale: 2),
        ])
        guard case .failure(let failure) = result else {
            Issue.record("a missing variant loaded")
            return
        }
        #expect(failure.message.hasPrefix("image icon@2x.png: "), "\(failure.message)")
        #expect(!failure.message.contains("\n"))
        #expect(headless.resources.imageCount == count)
        #expect(resolver.loaded.isEmpty)
    }
}
