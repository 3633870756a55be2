import CSDL2
import Foundation
import SceneGraph
import SwitchYardKit
import TestSupport
import Testing

@testable import Playground

extension PlaygroundSDLSuite {
    /// The playground run headless on a theme in a temporary folder that the test edits between frames:
    /// the watcher picks each save up, a broken theme keeps the last good one and shows its first error in
    /// the banner, a deleted file shows "missing", and a fix clears the banner; `--log` records each reload.
    @Suite struct ThemeBannerTests {
        static func theme(trackOff: String = "#555555", trackOn: String, thumbOff: String = "#FFFFFF") -> String {
            """
            {
              "version": 1,
              "name": "Banner",
              "styles": {
                "plain": {
                  "size": [51, 31],
                  "track": { "off": "\(trackOff)", "on": "\(trackOn)" },
                  "thumb": { "off": "\(thumbOff)", "on": "#FFFFFF" }
                }
              },
              "switches": [
                { "id": "a", "style": "plain", "caption": "A" },
                { "id": "b", "style": "plain", "caption": "B", "on": true }
              ]
            }
            """
        }

        @Test func bannerShowsTheFirstErrorAndClearsWhenFixed() throws {
            Repository.prepareSDL()
            let folder = try TestFolder()
            folder.writeInPlace("theme.json", Self.theme(trackOn: "#00FF00"))
            let broken = ThemeText(Self.theme(trackOff: "#55555G", trackOn: "#00FF00", thumbOff: "#FFFFFZ"))
            let place = try #require(broken.place(of: ##""#55555G""##))
            var options = WindowOptions()
            options.headless = true
            options.frames = 24
            options.size = Size(width: 400, height: 300)
            options.themePath = (folder.path("theme.json") as NSString).standardizingPath
            options.logPath = folder.path("log.jsonl")
            let app = try PlaygroundApp(options: options)
            let blue = Paint.color(Color(r: 0, g: 0, b: 255))
            let red = Paint.color(Color(r: 255, g: 0, b: 0))
            var seen: [Int: (banner: String?, trackOn: Paint?)] = [:]
            var unwoken: [Int] = []
            let before: (Int) -> Void = { frame in
                seen[frame] = (app.hud.banner.message, app.engine.switchNode(id: "a")?.style.track.on)
                switch frame {
                case 3: folder.writeAtomically("theme.json", broken.text)
                case 8: folder.writeAtomically("theme.json", Self.theme(trackOn: "#0000FF"))
                case 13: folder.remove("theme.json")
                case 18: folder.writeInPlace("theme.json", Self.theme(trackOn: "#FF0000"))
                default: return
                }
                // The watcher wakes the loop with its registered SDL user event once the change is settled.
                // Waiting for it here makes the frame about to run the one that takes the change: a save
                // checked at once could otherwise land before or after that frame's poll.
                if !eventually({ SDL_HasEvents(SDL_USEREVENT.rawValue, SDL_LASTEVENT.rawValue) == SDL_TRUE }) {
                    unwoken.append(frame)
                }
            }
            #expect(app.runHeadless(before: before) == 0)
            #expect(unwoken.isEmpty, "no reload came after the edits before frames \(unwoken)")
            let path = app.engine.themes.path
            let green = Paint.color(Color(r: 0, g: 255, b: 0))

            #expect(seen[3]?.banner == nil && seen[3]?.trackOn == green)
            let firstError = try #require(seen[6]?.banner)
            #expect(firstError.hasPrefix("\(path):\(place.line):\(place.column): error: styles.plain.track.off: "))
            #expect(!firstError.contains("thumb"), "only the first error: \(firstError)")
            #expect(seen[6]?.trackOn == green, "the last good theme stays")
            #expect(seen[11]?.banner == nil && seen[11]?.trackOn == blue)
            let missing = try #require(seen[16]?.banner)
            #expect(missing.hasPrefix("\(path):1:1: error: cannot read theme: missing ("), "\(missing)")
            #expect(seen[16]?.trackOn == blue)
            #expect(seen[21]?.banner == nil && seen[21]?.trackOn == red)
            #expect(app.hud.banner.isHidden)

            let reloads = try EventLogReader(path: folder.path("log.jsonl")).events("reload")
            #expect(reloads.map { $0["ok"] as? Bool } == [true, false, true, false, true])
            #expect(reloads.map { $0["tick"] as? Int } == [0, 2, 7, 12, 17])
            #expect(reloads[safe: 1]?["error"] as? String == firstError)
            #expect(reloads[safe: 3]?["error"] as? String == missing)
        }
    }
}

extension Array {
    /// The element at `index`, or nil past the ends.
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
