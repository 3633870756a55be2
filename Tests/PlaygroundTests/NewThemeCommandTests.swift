import Foundation
import SDLKit
import SwitchYardKit
import TestSupport
import Testing
import Themes

@testable import Playground

extension PlaygroundSDLSuite {
    /// `switchyard new-theme NAME`: a starter theme that loads and validates clean, written in the folder
    /// given, never over a file that exists.
    @Suite struct NewThemeCommandTests {
        @Test func theStarterThemeLoadsAndIsNeverWrittenOverAFile() throws {
            Repository.prepareSDL()
            let folder = try TestFolder()
            #expect(NewThemeCommand.run(name: "my-switches", folder: folder.root) == 0)
            let path = folder.path("my-switches.json")
            let canvas = try Headless(width: 8, height: 8)
            let theme = try ThemeLoader.load(
                file: path, language: nil, assets: SDLAssetResolver(resources: canvas.resources)
            ).get()
            #expect(theme.name == "my-switches")
            #expect(theme.switches.map(\.id) == ["plain", "labelled", "owned"])
            #expect(theme.styles["labelled"]?.labels.on?.text == "ON")
            #expect(theme.styles["switch"]?.feedback.cues[.refused]?.rumble != nil)
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text.contains(#""$schema": ""#) && text.contains("theme.schema.json"))

            #expect(NewThemeCommand.run(name: "my-switches.json", folder: folder.root) == 1, "an existing file stays")
            #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
            #expect(NewThemeCommand.run(name: "Ünïcode \"quoted\"", folder: folder.root) == 0)
            let odd = try ThemeLoader.load(
                file: folder.path("Ünïcode \"quoted\".json"), language: nil,
                assets: SDLAssetResolver(resources: canvas.resources)
            ).get()
            #expect(odd.name == "Ünïcode \"quoted\"")
        }
    }
}
