import Foundation
import SDLKit
import SceneGraph
import SwitchYardKit
import TestSupport
import Testing

@testable import Playground

extension PlaygroundSDLSuite {
    /// The playground plays a switch's cue sounds: headless on SDL's `disk` audio driver, a click on a
    /// switch whose style gives `on` a sound puts that sound's samples, at its gain, into the driver's file
    /// at a buffer boundary; `--reduce-feedback` halves it, `--volume` scales it; with `--mute` the file stays silent.
    @Suite struct FeedbackSoundTests {
        static let theme = """
            {"version": 1, "styles": {"s": {"feedback": {"on": {"sound": "click.wav", "gain": 0.5}}}},
             "switches": [{"id": "a", "style": "s"}]}
            """

        /// A headless run of `frames` frames with the audio device, on `theme` and its click sound written
        /// into `folder`.
        private static func options(in folder: TestFolder, frames: Int) -> WindowOptions {
            folder.write("click.wav", bytes: WAVFixture.pcm16([Int16](repeating: 16384, count: 480)))
            var options = WindowOptions()
            options.headless = true
            options.frames = frames
            options.size = Size(width: 400, height: 300)
            options.themePath = folder.write("theme.json", theme)
            options.headlessAudio = true
            return options
        }

        /// Runs the playground headless for 40 frames, clicking switch "a" at frames 2 and 3; the samples
        /// the disk driver wrote (float stereo) and the mixer's buffer size.
        private func samples(muted: Bool, reduced: Bool = false, volume: Double = 1) throws -> [Float] {
            Repository.prepareSDL()
            let folder = try TestFolder()
            let audio = folder.path("audio.raw")
            var options = Self.options(in: folder, frames: 40)
            options.logPath = folder.path("log.jsonl")
            options.muted = muted
            options.reducesFeedback = reduced
            options.volume = volume
            try AudioCapture.withDiskDriver(writingTo: audio) {
                let app = try PlaygroundApp(options: options)
                let input = SDLEventInjector(windowSize: options.size)
                var target = Point(x: 0, y: 0)
                let before: (Int) -> Void = { frame in
                    if frame == 1, let frame = try? EventLogReader(path: folder.path("log.jsonl")).switchFrames()["a"] {
                        target = frame.center
                    }
                    if frame == 2 { input.mouseButton(down: true, at: target) }
                    if frame == 3 { input.mouseButton(down: false, at: target) }
                }
                #expect(app.runHeadless(before: before) == 0)
                let log = try EventLogReader(path: folder.path("log.jsonl"))
                #expect(log.events("cue").map { $0["cue"] as? String } == ["press", "on"])
                #expect(
                    eventually { (try? Data(contentsOf: URL(fileURLWithPath: audio)).count) ?? 0 >= 48000 * 8 / 10 })
            }
            let data = try Data(contentsOf: URL(fileURLWithPath: audio))
            return data.withUnsafeBytes { Array($0.bindMemory(to: Float.self)) }
        }

        @Test func aClickPlaysTheOnCueAtItsGain() throws {
            let out = try samples(muted: false)
            let first = try #require(out.firstIndex { $0 != 0 })
            #expect(first % 2 == 0 && (first / 2) % SoundMixer.bufferFrames == 0, "a voice starts with a buffer")
            #expect(out[first..<(first + 960)].allSatisfy { abs($0 - 0.25) < 1e-6 })
            #expect(out[(first + 960)...].allSatisfy { $0 == 0 })
        }

        @Test func reducedFeedbackPlaysAtHalfTheGain() throws {
            let out = try samples(muted: false, reduced: true)
            let first = try #require(out.firstIndex { $0 != 0 })
            #expect(out[first..<(first + 960)].allSatisfy { abs($0 - 0.125) < 1e-6 })
        }

        @Test func theVolumeScalesEverySound() throws {
            let out = try samples(muted: false, volume: 0.4)
            let first = try #require(out.firstIndex { $0 != 0 })
            #expect(out[first..<(first + 960)].allSatisfy { abs($0 - 0.1) < 1e-6 })
        }

        @Test func mutedIsSilent() throws {
            #expect(try samples(muted: true).allSatisfy { $0 == 0 })
        }

        /// Opening a device takes 10 to 120 ms, so the first frame does not wait for it: the disk driver's
        /// file appears only once that frame is shown, with the theme's sounds loaded all the same.
        @Test func theDeviceOpensAfterTheFirstFrame() throws {
            Repository.prepareSDL()
            let folder = try TestFolder()
            let audio = folder.path("audio.raw")
            let options = Self.options(in: folder, frames: 3)
            try AudioCapture.withDiskDriver(writingTo: audio) {
                let app = try PlaygroundApp(options: options)
                var opened: [Bool] = []
                #expect(app.runHeadless { _ in opened.append(FileManager.default.fileExists(atPath: audio)) } == 0)
                #expect(opened == [false, true, true])
            }
        }

        /// In a process of its own, so no other suite's audio device or driver is in the way.
        @Test func noAudioDeviceIsSilenceAndOneWarning() throws {
            let run = try SwitchyardProcess.run(
                ["--headless", "--audio", "--frames", "2", "--size", "200x100"], audioDriver: "no-such-driver")
            #expect(run.status == 0)
            #expect(
                run.stderrLines == [
                    "switchyard: warning: no audio device, feedback sounds are silent: SDL_InitSubSystem(audio) failed: "
                        + "Audio target 'no-such-driver' not available"
                ])
        }
    }
}
