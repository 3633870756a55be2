import CSDL2
import Foundation
import SceneGraph
import SwitchYardKit
import TestSupport
import Testing

@testable import Playground

extension PlaygroundSDLSuite {
    /// T while recording: the next theme is shown keeping the switches' values, which is what the recording's
    /// theme-reload event replays, so the recording passes as it was seen.
    @Suite struct ThemeSwitchRecordingTests {
        @Test func aRecordingThatPressesTReplays() throws {
            Repository.prepareSDL()
            let folder = try TestFolder()
            // Two themes with the same switches in other colours: T goes from a.json to b.json.
            let theme = try String(contentsOfFile: Repository.theme("mmm-switch.json"), encoding: .utf8)
            Repository.writeTheme(theme, to: "themes/a.json", in: folder)
            _ = folder.write("themes/b.json", theme.replacingOccurrences(of: "#00FF00", with: "#FF00FF"))
            let recordPath = folder.path("recording.jsonl")
            var options = WindowOptions()
            options.headless = true
            options.frames = 12
            options.size = Size(width: 800, height: 600)
            options.themePath = folder.path("themes/a.json")
            let app = try PlaygroundApp(options: options, recordTo: recordPath)
            let input = SDLEventInjector(windowSize: options.size)
            let before: (Int) -> Void = { frame in
                let wide = app.engine.switchNode(id: "mmm-wide")?.sceneFrame ?? .zero
                if frame == 3 { input.mouseButton(down: true, at: Point(x: wide.midX, y: wide.midY)) }
                if frame == 4 { input.mouseButton(down: false, at: Point(x: wide.midX, y: wide.midY)) }
                if frame == 7 { input.key(SDLK_t) }
            }
            #expect(app.runHeadless(before: before) == 0)
            #expect(app.engine.themes.path.hasSuffix("themes/b.json"), "T opened the next theme")
            #expect(app.engine.switchNode(id: "mmm-wide")?.isOn == true, "the tapped switch kept its value")
            let text = try String(contentsOfFile: recordPath, encoding: .utf8)
            #expect(text.contains(#""event":"themeReload""#))
            var replay = ReplayOptions()
            replay.files = [recordPath]
            replay.headless = true
            replay.strict = true
            #expect(ReplayCommand.run(replay) == 0)
        }
    }
}
