import Foundation
import SceneGraph
import SwitchYardKit
import TestSupport
import Testing

@testable import Playground

extension PlaygroundSDLSuite {
    /// The default gallery's owner demos in the headless playground: the `--log` file shows the owner's
    /// answers and resolutions and the pending state, and the recording made meanwhile replays exactly
    /// (docs/scenarios.md, "Owners").
    @Suite struct OwnerRecordingTests {
        @Test func aRecordedSessionWithPendingAndRefusedChangesReplaysExactly() throws {
            Repository.prepareSDL()
            let folder = try TestFolder()
            var options = WindowOptions()
            options.headless = true
            options.frames = 90
            options.size = Size(width: 1280, height: 800)
            options.themePath = Repository.theme("default.json")
            options.logPath = folder.path("log.jsonl")
            let recordPath = folder.path("owners.jsonl")
            let app = try PlaygroundApp(options: options, recordTo: recordPath)
            let input = SDLEventInjector(windowSize: options.size)
            let before: (Int) -> Void = { frame in
                let pending = app.engine.switchNode(id: "mmm-pending")?.sceneFrame.center ?? .zero
                let veto = app.engine.switchNode(id: "mmm-veto")?.sceneFrame.center ?? .zero
                switch frame {
                case 2: input.mouseButton(down: true, at: pending)
                case 3: input.mouseButton(down: false, at: pending)
                case 10, 20: input.mouseButton(down: true, at: veto)
                case 11, 21: input.mouseButton(down: false, at: veto)
                case 30: input.mouseButton(down: true, at: pending)
                case 31: input.mouseButton(down: false, at: pending)
                default: break
                }
            }
            #expect(app.runHeadless(before: before) == 0)
            #expect(input.failures.isEmpty, "\(input.failures)")

            let log = try EventLogReader(path: folder.path("log.jsonl"))
            let decisions = log.events("decide").map {
                "\($0["switch"] as? String ?? "?") \($0["on"] as? Bool ?? false) \($0["answer"] as? String ?? "?")"
            }
            #expect(decisions == ["mmm-pending true pending", "mmm-veto true allow", "mmm-veto false refuse"])
            let resolutions = log.events("resolve").map {
                "\($0["switch"] as? String ?? "?") \($0["on"] as? Bool ?? false)"
            }
            #expect(resolutions == ["mmm-pending true"])
            let pendingLines = log.callbacks().filter { $0.contains("mmm-pending") }.map {
                $0.split(separator: " ").dropFirst().joined(separator: " ")
            }
            #expect(
                pendingLines == [
                    "mmm-pending selectedPressedOff off", "mmm-pending pending off", "mmm-pending on on",
                    "mmm-pending value on",
                ])
            #expect(app.engine.switchNode(id: "mmm-pending")?.isOn == true)
            #expect(app.engine.switchNode(id: "mmm-veto")?.isOn == true)

            let text = try String(contentsOfFile: recordPath, encoding: .utf8)
            #expect(text.contains(#""event":"decide","switch":"mmm-pending","answer":"pending"}"#))
            #expect(text.contains(#""event":"resolve","switch":"mmm-pending","on":true}"#))
            var replay = ReplayOptions()
            replay.files = [recordPath]
            replay.headless = true
            replay.strict = true
            #expect(ReplayCommand.run(replay) == 0)
        }
    }
}
