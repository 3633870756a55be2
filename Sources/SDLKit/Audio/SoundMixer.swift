import CSDL2
import SceneGraph

/// A small mixer of a few voices on SDL's audio device, for the switches' feedback sounds. The device runs
/// a callback on SDL's audio thread (`SDL_OpenAudioDevice`), which only adds the active voices' samples
/// into the buffer it is handed: no allocation, no lock of its own, no Swift object touched. Everything
/// else (loading sounds, starting a voice, the volume) happens on the caller's thread under
/// `SDL_LockAudioDevice`, so the callback never sees a half-made change. A callback rather than
/// `SDL_QueueAudio`: a queue would have to be kept topped up from the frame loop, so an idle or stalled
/// loop would starve it, and a new sound would wait behind what is queued; a callback starts a sound at the
/// next buffer, at most `bufferFrames` frames (5.3 ms) away.
package final class SoundMixer {
    /// How many sounds can play at once; a new sound beyond that takes the voice that started first.
    package static let voiceCount = 8
    /// Frames per device buffer asked for: 256 at 48 kHz is 5.3 ms.
    package static let bufferFrames = 256
    /// The frames per second the mixer asks for; the device may give another rate (`sampleRate`).
    package static let preferredRate = 48000

    /// The device's frames per second; sounds are converted to it when loaded.
    package let sampleRate: Int
    /// The device's frames per buffer.
    package let framesPerBuffer: Int
    private let context: SDLContext
    private let device: SDL_AudioDeviceID
    private let state: UnsafeMutablePointer<MixerState>
    private var clips: [MixerClip] = []

    /// Opens the default audio output (float stereo) and starts it playing silence; throws `SDLError`
    /// when there is no audio device (`SDL_AUDIODRIVER=dummy`, no sound card, no server).
    package init(context: SDLContext) throws {
        self.context = context
        try check(SDL_InitSubSystem(UInt32(SDL_INIT_AUDIO)), "SDL_InitSubSystem(audio)")
        state = UnsafeMutablePointer<MixerState>.allocate(capacity: 1)
        state.initialize(to: MixerState())
        var wanted = SDL_AudioSpec()
        wanted.freq = Int32(Self.preferredRate)
        wanted.format = SDL_AudioFormat(AUDIO_F32SYS)
        wanted.channels = 2
        wanted.samples = UInt16(Self.bufferFrames)
        wanted.callback = { userdata, stream, length in
            guard let userdata, let stream else { return }
            userdata.assumingMemoryBound(to: MixerState.self).pointee.mix(
                into: UnsafeMutableRawPointer(stream).assumingMemoryBound(to: Float.self), samples: Int(length) / 4)
        }
        wanted.userdata = UnsafeMutableRawPointer(state)
        var got = SDL_AudioSpec()
        let opened = SDL_OpenAudioDevice(nil, 0, &wanted, &got, Int32(SDL_AUDIO_ALLOW_FREQUENCY_CHANGE))
        guard opened != 0 else {
            let error = SDLError.current("SDL_OpenAudioDevice")
            state.pointee.release()
            state.deinitialize(count: 1)
            state.deallocate()
            SDL_QuitSubSystem(UInt32(SDL_INIT_AUDIO))
            throw error
        }
        device = opened
        sampleRate = Int(got.freq)
        framesPerBuffer = Int(got.samples)
        SDL_PauseAudioDevice(device, 0)
    }

    deinit {
        SDL_CloseAudioDevice(device)
        state.pointee.release()
        state.deinitialize(count: 1)
        state.deallocate()
        for clip in clips { clip.free() }
        SDL_QuitSubSystem(UInt32(SDL_INIT_AUDIO))
    }

    /// Replaces the mixer's sounds with `sounds` (a theme's, `SoundHandle.id` their index), converted to
    /// the device's rate and to stereo here, on the caller's thread; voices playing the old ones stop.
    package func load(_ sounds: [PCMSound]) {
        let fresh = sounds.map { MixerClip(converting: $0, to: sampleRate) }
        let old = clips
        withDeviceLocked { state.pointee.stopAll() }
        clips = fresh
        for clip in old { clip.free() }
    }

    /// Starts the sound `handle` names at `gain` (0 to 1) from the next device buffer; a handle the loaded
    /// sounds do not have plays nothing.
    package func play(_ handle: SoundHandle, gain: Double) {
        guard clips.indices.contains(handle.id), gain.isFinite, gain > 0 else { return }
        let clip = clips[handle.id]
        withDeviceLocked { state.pointee.start(clip, gain: Float(min(gain, 1))) }
    }

    /// The master volume, 0 (silent) to 1; applied from the next buffer.
    package var volume: Double = 1 {
        didSet {
            let level = volume.isFinite ? Float(min(max(volume, 0), 1)) : 0
            withDeviceLocked { state.pointee.volume = level }
        }
    }

    private func withDeviceLocked<Result>(_ body: () -> Result) -> Result {
        SDL_LockAudioDevice(device)
        defer { SDL_UnlockAudioDevice(device) }
        return body()
    }
}
