/// A short sound as samples: interleaved frames of one or two channels, each sample -1...1, at its own
/// sample rate. What a theme's WAV file becomes (`WAVReader`); a mixer converts it to its device's rate.
public struct PCMSound: Hashable, Sendable {
    /// Frames per second: 8,000 to 192,000.
    public var sampleRate: Int
    /// 1 (mono) or 2 (stereo, left first).
    public var channels: Int
    /// `frameCount * channels` samples, interleaved, each finite and within -1...1.
    public var samples: [Float]

    /// A sound of `samples` (interleaved by `channels`) at `sampleRate`.
    public init(sampleRate: Int, channels: Int, samples: [Float]) {
        self.sampleRate = sampleRate
        self.channels = channels
        self.samples = samples
    }

    /// How many frames (one sample per channel) the sound holds.
    public var frameCount: Int { channels > 0 ? samples.count / channels : 0 }

    /// The length in seconds.
    public var seconds: Double { sampleRate > 0 ? Double(frameCount) / Double(sampleRate) : 0 }
}
