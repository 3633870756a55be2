import Foundation
import SDLKit
import SceneGraph
import SwitchYardKit
import Testing

/// A theme a host gives from memory: shown under the name it was given, never read from disk (the name
/// need not be a file), decoded again on a reload, refused past the theme size limit.
@Suite("Engine theme from memory", .serialized)
struct EngineMemoryThemeTests {
    static let theme = Array(#"{ "version": 1, "styles": { "pill": { "size": [51, 31] } } }"#.utf8)

    private func engine(_ contents: [UInt8], name: String) throws -> SwitchYardEngine {
        let host = try GuestHost(load: false)
        var options = SwitchYardEngine.Options(themePath: name, size: Size(width: 200, height: 100))
        options.themeContents = contents
        options.watchesTheme = true
        return try SwitchYardEngine(renderer: host.engine.renderer, resources: host.engine.resources, options: options)
    }

    @Test func aThemeFromMemoryLoadsAndReloadsWithoutAFile() throws {
        let engine = try engine(Self.theme, name: "packed/ui.json")
        guard case .loaded = engine.loadTheme() else { throw GuestHostError("the theme from memory did not load") }
        try engine.addSwitch(id: "a", style: "pill", origin: .zero)
        guard case .loaded = engine.reloadTheme() else { throw GuestHostError("the reload read something else") }
        #expect(engine.themes.path == "packed/ui.json")
        #expect(engine.reloadThemeIfChanged() == nil, "nothing is watched")
        #expect(!FileManager.default.fileExists(atPath: "packed/ui.json"))
    }

    @Test func errorsNameTheThemeAsItWasGiven() throws {
        let broken = Array("{\n  \"version\": 1,\n  \"styles\": { \"pill\": { \"size\": [51, \u{FF}] } }\n}\n".utf8)
        let engine = try engine(broken, name: "ui.json")
        guard case .failed(let problems) = engine.loadTheme() else { throw GuestHostError("a broken theme loaded") }
        #expect(problems.first?.file == "ui.json" && problems.first?.line == 3, "\(problems)")
        let bad = Array("{ \"version\": 1, \"styles\": { \"p\u{0}\": {} } }".utf8).map { $0 == 0 ? 0xFF : $0 }
        guard case .failed(let notUTF8) = try self.engine(bad, name: "ui.json").loadTheme() else {
            throw GuestHostError("a theme that is not UTF-8 loaded")
        }
        let first = notUTF8.first
        #expect(first?.file == "ui.json" && first?.line == 1 && first?.message.contains("UTF-8") == true, "\(notUTF8)")
    }

    @Test func aThemeFromMemoryPastTheLimitIsRefused() throws {
        let engine = try engine([UInt8](repeating: 0x20, count: (1 << 20) + 1), name: "big.json")
        guard case .failed(let problems) = engine.loadTheme() else { throw GuestHostError("a huge theme loaded") }
        #expect(
            problems.map(\.description) == [
                "big.json:1:1: error: the theme is 1048577 bytes, more than the limit of 1048576"
            ])
    }
}
