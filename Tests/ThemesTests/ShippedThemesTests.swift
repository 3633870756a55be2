import SceneGraph
import Testing

@testable import Themes

@Suite struct ShippedThemesTests {
    @Test(arguments: ShippedThemes.files)
    func validatesClean(_ name: String) {
        let diagnostics = ThemeLoader.validate(file: ShippedThemes.path(name))
        #expect(diagnostics.map(\.description) == [])
    }

    @Test func hmThemeReproducesTheWriteUp() throws {
        let assets = FakeAssets()
        let theme = try ThemeLoader.load(
            file: ShippedThemes.path("hm-custom-switch.json"), language: nil, assets: assets
        ).get()
        let hm = try #require(theme.styles["hm"])
        #expect(hm.size == Size(width: 95, height: 27))
        #expect(hm.animation == AnimationStyle(duration: 0.2, curve: .easeInOut))
        #expect(hm.labels.on?.text == "ON")
        #expect(hm.labels.off?.color == Color(r: 0x80, g: 0x80, b: 0x80))
        let multi = try #require(theme.styles["hm-multi-line"])
        #expect(multi.labels.on?.text == "Hello\nWorld")
        #expect(multi.labels.off?.size == 9)
        guard case .image(_, let tint, _, _) = multi.track.on else {
            Issue.record("the multi-line track is not an image")
            return
        }
        #expect(tint == Color(r: 0xFF, g: 0x80, b: 0))
        #expect(theme.styles["hm-font-colour"]?.labels.off?.color == Color(r: 0, g: 0, b: 255))
        #expect(theme.styles["hm-font-colour"]?.labels.off?.face == .regular)
        #expect(theme.styles["hm-one-zero"]?.labels.on?.text == "l")
        #expect(theme.switches.map(\.id).count == 7)
        #expect(theme.images == ["images/hm-track-off.png", "images/hm-track-on.png", "images/hm-thumb.png"])
        #expect(assets.imagePaths.count == 3)
        // Every shipped image comes at 1x, 2x and 3x, each one file the watcher follows.
        #expect(assets.imageFiles.map { $0.map(\.scale) } == [[1, 2, 3], [1, 2, 3], [1, 2, 3]])
        // And its seven feedback sounds (the design's press, on and off, the shared four).
        #expect(theme.sourceFiles.count == 1 + 3 * 3 + 7)
        #expect(theme.sourceFiles.contains { $0.hasSuffix("/sounds/hm-press.wav") })
        #expect(theme.sourceFiles.contains { $0.hasSuffix("/images/hm-thumb@3x.png") })
    }

    @Test func hwcThemeHasTheThreeLabelsLayout() throws {
        let theme = try ThemeLoader.load(
            file: ShippedThemes.path("hwc-custom-uiswitch.json"), language: nil, assets: FakeAssets()
        ).get()
        let hwc = try #require(theme.styles["hwc"])
        #expect(hwc.labels.layout == .fixed)
        #expect(hwc.track.cornerRadius == .fraction(0.1))
        #expect(hwc.thumb.width == .fraction(0.5))
        #expect(hwc.labels.on?.background == Color(r: 255, g: 255, b: 0))
        #expect(hwc.animation == AnimationStyle(duration: 1.0, curve: .easeInOut))
        #expect(hwc.size == Size(width: 100, height: 40))
    }

    @Test func germanTableTranslatesAndFrenchFallsBackToSymbols() throws {
        let file = ShippedThemes.path("hm-custom-switch.json")
        let german = try ThemeLoader.load(file: file, language: "de", assets: FakeAssets()).get()
        #expect(german.styles["hm"]?.labels.on?.text == "EIN")
        #expect(german.styles["hm-yes-no"]?.labels.off?.text == "NEIN")
        #expect(german.language == "de")
        let french = try ThemeLoader.load(file: file, language: "fr", assets: FakeAssets()).get()
        #expect(french.styles["hm"]?.labels.on?.text == "I")
        #expect(french.styles["hm"]?.labels.off?.text == "O")
        #expect(french.styles["hm-yes-no"]?.labels.on?.text == "OUI")
        let unknown = try ThemeLoader.load(file: file, language: "ja", assets: FakeAssets()).get()
        #expect(unknown.styles["hm"]?.labels.on?.text == "ON")
        #expect(unknown.language == nil)
    }
}
