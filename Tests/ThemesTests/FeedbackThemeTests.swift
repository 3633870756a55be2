import Foundation
import JSONKit
import SceneGraph
import TestSupport
import Testing

@testable import Themes

/// A style's `feedback` section: cues with sounds and rumbles, inheritance, and a located error for every
/// bad value and every sound file that cannot be used.
@Suite struct FeedbackThemeTests {
    private static let click = WAVFixture.pcm16([0, 8192, -8192, 0], rate: 48000)

    private static func theme(_ styles: String, files: [String: [UInt8]] = [:]) throws -> (Theme, TestFolder) {
        let folder = try TestFolder()
        for (name, bytes) in files { folder.write(name, bytes: bytes) }
        let file = folder.write("theme.json", #"{"version": 1, "styles": "# + styles + "}")
        return (try ThemeLoader.load(file: file, language: nil, assets: FakeAssets()).get(), folder)
    }

    /// The diagnostics of a theme with `styles`, as `keyPath: message`.
    private static func problems(_ styles: String, files: [String: [UInt8]] = [:]) throws -> [String] {
        let folder = try TestFolder()
        for (name, bytes) in files { folder.write(name, bytes: bytes) }
        let file = folder.write("theme.json", #"{"version": 1, "styles": "# + styles + "}")
        return ThemeLoader.validate(file: file).map { "\($0.keyPath ?? ""): \($0.message)" }
    }

    @Test func cuesDecodeWithSoundsRumblesAndTheCommitMoment() throws {
        let (theme, folder) = try Self.theme(
            """
            {"s": {"feedback": {"at": "cross",
              "press": {"sound": "sounds/click.wav", "gain": 0.5},
              "on": {"sound": "sounds/click.wav", "rumble": {"low": 0.2, "high": 0.8, "duration": 40}},
              "refused": {"rumble": {"low": 1}}}}}
            """, files: ["sounds/click.wav": Self.click])
        let feedback = try #require(theme.styles["s"]).feedback
        #expect(feedback.commitAt == .cross)
        #expect(feedback.cues[.press] == CueFeedback(sound: SoundHandle(id: 0), gain: 0.5))
        #expect(
            feedback.cues[.on]
                == CueFeedback(sound: SoundHandle(id: 0), rumble: Rumble(low: 0.2, high: 0.8, durationMilliseconds: 40))
        )
        #expect(feedback.cues[.refused] == CueFeedback(rumble: Rumble(low: 1, high: 0, durationMilliseconds: 50)))
        #expect(feedback.cues[.off] == nil)
        #expect(theme.sounds.count == 1)
        #expect(theme.sounds.first?.samples == [0, 0.25, -0.25, 0])
        #expect(theme.sourceFiles.contains(folder.path("sounds/click.wav")))
    }

    @Test func aStyleWithoutFeedbackIsSilent() throws {
        let (theme, _) = try Self.theme(#"{"s": {}}"#)
        #expect(theme.styles["s"]?.feedback == FeedbackStyle())
        #expect(theme.sounds.isEmpty)
    }

    @Test func feedbackAndEachCueMergeKeyByKeyThroughExtends() throws {
        let (theme, _) = try Self.theme(
            """
            {"base": {"feedback": {"at": "cross", "press": {"sound": "a.wav", "gain": 0.5},
                                   "off": {"rumble": {"high": 0.5}}}},
             "child": {"extends": "base", "feedback": {"press": {"gain": 0.25}, "on": {"rumble": {"low": 0.1}}}}}
            """, files: ["a.wav": Self.click])
        let child = try #require(theme.styles["child"]).feedback
        #expect(child.commitAt == .cross)
        #expect(child.cues[.press] == CueFeedback(sound: SoundHandle(id: 0), gain: 0.25))
        #expect(child.cues[.off] == CueFeedback(rumble: Rumble(low: 0, high: 0.5, durationMilliseconds: 50)))
        #expect(child.cues[.on] == CueFeedback(rumble: Rumble(low: 0.1, high: 0, durationMilliseconds: 50)))
    }

    @Test func everyBadValueIsReportedAtItsKey() throws {
        let problems = try Self.problems(
            """
            {"s": {"feedback": {"at": "later", "press": {"gain": 2, "sound": 3},
              "on": {"rumble": {"low": -1, "high": 1.5, "duration": 0, "strong": 1}},
              "off": {}, "refused": {"gain": 0.5, "rumble": {}}, "tap": {}}}}
            """)
        #expect(
            problems == [
                #"styles.s.feedback.at: expected one of "release", "cross", got "later""#,
                #"styles.s.feedback.press.gain: expected a number from 0 to 1, got 2"#,
                #"styles.s.feedback.press.sound: expected a string, got 3"#,
                #"styles.s.feedback.on.rumble.low: expected a number from 0 to 1, got -1"#,
                #"styles.s.feedback.on.rumble.high: expected a number from 0 to 1, got 1.5"#,
                #"styles.s.feedback.on.rumble.duration: expected a number from 1 to 2000, got 0"#,
                #"styles.s.feedback.on.rumble.strong: unknown key "strong""#,
                #"styles.s.feedback.off: expected "sound" or "rumble""#,
                #"styles.s.feedback.refused.gain: "gain" applies only to a sound"#,
                #"styles.s.feedback.tap: unknown key "tap""#,
            ])
    }

    @Test func soundFilesThatCannotBeUsedAreLocatedErrors() throws {
        let folder = try TestFolder()
        folder.write("empty.wav", bytes: [])
        folder.write("text.wav", "hello, not a sound")
        folder.write("byte.wav", bytes: WAVFixture.file(format: 1, channels: 1, rate: 48000, bits: 8, data: [1, 2]))
        folder.write("huge.wav", bytes: [UInt8](repeating: 0, count: ThemeLimits.maxSoundBytes + 1))
        #expect(mkfifo(folder.path("fifo.wav"), 0o644) == 0)
        let cues = [
            "press": "missing.wav", "on": "empty.wav", "off": "text.wav", "refused": "byte.wav",
            "pending": "huge.wav", "resolved": "fifo.wav", "cross": "../outside.wav",
        ]
        let members = FeedbackCue.allCases.map { #""\#($0.rawValue)": {"sound": "\#(cues[$0.rawValue]!)"}"# }
        let file = folder.write(
            "theme.json", #"{"version": 1, "styles": {"s": {"feedback": {"# + members.joined(separator: ", ") + "}}}}")
        let problems = ThemeLoader.validate(file: file).map { "\($0.keyPath ?? ""): \($0.message)" }
        #expect(
            problems == [
                #"styles.s.feedback.press.sound: sound "missing.wav" does not exist"#,
                #"styles.s.feedback.on.sound: sound "empty.wav" is not a usable WAV file: the file is empty"#,
                #"styles.s.feedback.off.sound: sound "text.wav" is not a usable WAV file: not a RIFF/WAVE file (it starts with "hell")"#,
                #"styles.s.feedback.refused.sound: sound "byte.wav" is not a usable WAV file: integer PCM with 8-bit samples; 16-bit PCM or 32-bit float expected"#,
                #"styles.s.feedback.pending.sound: sound "huge.wav" is larger than the limit of 4194304 bytes"#,
                #"styles.s.feedback.resolved.sound: sound "fifo.wav" is not a regular file"#,
                #"styles.s.feedback.cross.sound: sound path "../outside.wav" leaves the theme's folder with "..""#,
            ])
    }

    @Test func oneSoundNamedTwiceIsReadOnce() throws {
        let (theme, _) = try Self.theme(
            #"{"a": {"feedback": {"on": {"sound": "c.wav"}}}, "b": {"feedback": {"off": {"sound": "c.wav"}}}}"#,
            files: ["c.wav": Self.click])
        #expect(theme.sounds.count == 1)
        #expect(theme.styles["b"]?.feedback.cues[.off]?.sound == SoundHandle(id: 0))
    }
}
