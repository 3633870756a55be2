import SDLKit
import SceneGraph
import SwitchYardKit
import Themes

/// The playground's player of the switches' feedback (docs/feedback.md): the engine's observer that plays
/// each cue's sound through SDLKit's `SoundMixer` and rumbles the game controller whose input fired it.
/// The device is opened here only: a window always tries, a headless run only with `--audio` (SDL's `disk`
/// driver in tests), so headless runs stay silent and quiet by default. It opens once the first frame is
/// on screen (`openDevice`; opening takes 10 to 120 ms, which the first frame would otherwise wait for),
/// or at the first sound if that comes sooner. No device is silence and one line, never an error.
final class FeedbackPlayer {
    private let context: SDLContext
    /// True until the device is tried, when one is wanted.
    private var deviceDue: Bool
    private var mixer: SoundMixer?
    /// The loaded theme's sounds, kept for a device that opens after them.
    private var sounds: [PCMSound] = []
    /// True while nothing is played (`--mute`, the N key).
    private(set) var isMuted: Bool
    /// The volume every sound is scaled by, 0 to 1 in `volumeStep`s (`--volume`, the - and = keys); kept
    /// while muted, so unmuting returns to it.
    private(set) var volume: Double
    /// One press of a volume key: a tenth of full volume.
    static let volumeStep = 0.1
    /// Reduce feedback (`--reduce-feedback`, the X key), beside reduce motion: every sound at half its gain
    /// (6 dB quieter) and no rumble.
    var reducesFeedback = false
    /// The controller whose input is being handled, set around `SwitchYardEngine.handle` of a pad's event;
    /// nil for every other input (a mouse, a key, a finger rumbles nothing).
    var actingPad: GameController?
    /// The gain reduce feedback multiplies every sound's by.
    static let reducedGain = 0.5

    /// A player for a window, or headless when `audio` asks for a device; `openDevice` opens it.
    init(context: SDLContext, headless: Bool, audio: Bool, muted: Bool, volume: Double) {
        self.context = context
        deviceDue = !headless || audio
        isMuted = muted
        self.volume = min(1, max(0, volume))
    }

    /// Opens the audio device if one is wanted and not tried yet, with the loaded theme's sounds; the
    /// notice for a missing device goes to stderr.
    func openDevice() {
        guard deviceDue else { return }
        deviceDue = false
        do {
            let mixer = try SoundMixer(context: context)
            mixer.load(sounds)
            self.mixer = mixer
        } catch {
            Diagnostics.warn("no audio device, feedback sounds are silent: \(Diagnostics.describe(error))")
        }
        applyVolume()
    }

    /// Takes the sounds of a newly loaded theme; voices playing the old ones stop.
    func load(_ theme: Theme) {
        sounds = theme.sounds
        mixer?.load(sounds)
    }

    /// Mutes or unmutes; a sound under way goes silent at once.
    func setMuted(_ muted: Bool) {
        isMuted = muted
        applyVolume()
    }

    /// Moves the volume `steps` volume steps up (or down, negative), within 0 to 1; a sound under way
    /// follows at its next buffer. Returns whether it moved.
    @discardableResult
    func changeVolume(by steps: Int) -> Bool {
        let tenths = min(10, max(0, Int((volume / Self.volumeStep).rounded()) + steps))
        let changed = Double(tenths) * Self.volumeStep
        guard changed != volume else { return false }
        volume = changed
        applyVolume()
        return true
    }

    /// The volume as a whole percentage, for the indicator and the toasts.
    var volumePercent: Int { Int((volume * 100).rounded()) }

    private func applyVolume() {
        mixer?.volume = isMuted ? 0 : volume
    }

    /// Plays the sound the switch's style gives `cue`, if any, and its rumble on the pad that acted.
    func play(_ cue: FeedbackCue, of node: SwitchNode) {
        guard let feedback = node.style.feedback.cues[cue] else { return }
        if let rumble = feedback.rumble, !reducesFeedback {
            actingPad?.rumble(low: rumble.low, high: rumble.high, milliseconds: rumble.durationMilliseconds)
        }
        guard !isMuted, let sound = feedback.sound else { return }
        openDevice()
        mixer?.play(sound, gain: feedback.gain * (reducesFeedback ? Self.reducedGain : 1))
    }
}
