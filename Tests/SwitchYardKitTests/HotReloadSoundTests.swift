import Foundation
import SceneGraph
import TestSupport
import Testing
import Themes

@testable import SwitchYardKit

/// A sound the theme names is watched as an image is: changing it reloads the theme with the new samples,
/// a broken or deleted one keeps the last good theme and names the key, and a fixed one loads again.
@Suite(.serialized) struct HotReloadSoundTests {
    static let theme = #"{"version": 1, "styles": {"s": {"feedback": {"on": {"sound": "sounds/on.wav"}}}}}"#

    private static func firstSample(_ outcome: ThemeOutcome?) -> Float? {
        guard case .loaded(let theme)? = outcome else { return nil }
        return theme.sounds.first?.samples.first
    }

    @Test(arguments: [LiveReload.automatic, .polling])
    func aSoundChangedBrokenDeletedAndFixedReloadsEachTime(_ reload: LiveReload) throws {
        let folder = try TestFolder()
        folder.write("sounds/on.wav", bytes: WAVFixture.pcm16([16384, 0]))
        folder.writeInPlace("theme.json", Self.theme)
        let host = try ThemeHost(folder.path("theme.json"), reload: reload)
        #expect(Self.firstSample(host.engine.loadTheme()) == 0.5)

        folder.write("sounds/on.wav", bytes: WAVFixture.pcm16([-16384, 0]))
        #expect(Self.firstSample(host.engine.nextReload()) == -0.5, "the changed sound is what loads")

        folder.write("sounds/on.wav", bytes: Array("not a sound at all".utf8))
        let broken = host.engine.nextReload()?.failure
        #expect(
            broken?.contains(
                #"styles.s.feedback.on.sound: sound "sounds/on.wav" is not a usable WAV file: not a RIFF/WAVE file"#)
                == true, "\(broken ?? "no report")")

        folder.remove("sounds/on.wav")
        let deleted = host.engine.nextReload()?.failure
        #expect(deleted?.contains(#"sound "sounds/on.wav" does not exist"#) == true, "\(deleted ?? "no report")")

        folder.write("sounds/on.wav", bytes: WAVFixture.float32([0.25]))
        #expect(Self.firstSample(host.engine.nextReload()) == 0.25)
    }
}
