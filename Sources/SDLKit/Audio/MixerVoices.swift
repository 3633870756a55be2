import SceneGraph

/// A sound in the device's format: interleaved stereo float frames at the device's rate, in memory the
/// mixer owns (freed only with the device locked and no voice on it).
struct MixerClip {
    let samples: UnsafeMutablePointer<Float>
    let frames: Int

    /// `sound` resampled (linearly) to `rate` and spread to two channels.
    init(converting sound: PCMSound, to rate: Int) {
        let ratio = Double(sound.sampleRate) / Double(max(rate, 1))
        let count = max(1, Int((Double(sound.frameCount) / ratio).rounded(.down)))
        frames = count
        samples = .allocate(capacity: count * 2)
        let last = max(sound.frameCount - 1, 0)
        for frame in 0..<count {
            let at = Double(frame) * ratio
            let index = min(Int(at), last)
            let next = min(index + 1, last)
            let weight = Float(at - Double(index))
            for channel in 0..<2 {
                let source = min(channel, sound.channels - 1)
                let a = sound.samples[index * sound.channels + source]
                let b = sound.samples[next * sound.channels + source]
                samples[frame * 2 + channel] = a + (b - a) * weight
            }
        }
    }

    func free() {
        samples.deallocate()
    }
}

/// One playing sound: where its clip is, how far it has got, how loud.
struct MixerVoice {
    var samples: UnsafePointer<Float>?
    var frames = 0
    var position = 0
    var gain: Float = 0
    /// Which start this was, to find the oldest voice when all are busy.
    var order = 0
}

/// What the audio callback reads: the voices (a fixed array allocated once) and the volume. Changed only
/// with the device locked.
struct MixerState {
    private let voices: UnsafeMutablePointer<MixerVoice>
    var volume: Float = 1
    private var starts = 0

    init() {
        voices = .allocate(capacity: SoundMixer.voiceCount)
        voices.initialize(repeating: MixerVoice(), count: SoundMixer.voiceCount)
    }

    /// Frees the voices; the device is closed.
    func release() {
        voices.deinitialize(count: SoundMixer.voiceCount)
        voices.deallocate()
    }

    /// Starts `clip` in a free voice, or in the one that started first.
    mutating func start(_ clip: MixerClip, gain: Float) {
        var chosen = 0
        for index in 0..<SoundMixer.voiceCount {
            if voices[index].samples == nil {
                chosen = index
                break
            }
            if voices[index].order < voices[chosen].order { chosen = index }
        }
        starts += 1
        voices[chosen] = MixerVoice(
            samples: UnsafePointer(clip.samples), frames: clip.frames, position: 0, gain: gain, order: starts)
    }

    mutating func stopAll() {
        for index in 0..<SoundMixer.voiceCount { voices[index] = MixerVoice() }
    }

    /// The audio thread's work: `samples` interleaved stereo floats at `out`, the sum of the voices, each
    /// at its gain and the volume, clipped to -1...1. Pointers and arithmetic only.
    func mix(into out: UnsafeMutablePointer<Float>, samples: Int) {
        out.update(repeating: 0, count: samples)
        let frames = samples / 2
        for index in 0..<SoundMixer.voiceCount {
            guard let source = voices[index].samples else { continue }
            let voice = voices[index]
            let count = min(frames, voice.frames - voice.position)
            let level = voice.gain * volume
            let start = source + voice.position * 2
            for sample in 0..<count * 2 { out[sample] += start[sample] * level }
            let position = voice.position + count
            voices[index].position = position
            if position >= voice.frames { voices[index].samples = nil }
        }
        for sample in 0..<samples { out[sample] = min(max(out[sample], -1), 1) }
    }
}
