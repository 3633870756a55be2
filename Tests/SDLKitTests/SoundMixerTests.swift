import Foundation
import SDLKit
import SceneGraph
import TestSupport
import Testing

extension SDLKitSuite {
    /// The feedback mixer on SDL's `disk` audio driver, which writes every buffer the callback mixes to a
    /// file: a sound starts at a buffer boundary and comes out at its gain, voices add up, the volume scales
    /// them, loading new sounds stops the old ones. (No audio device: `FeedbackSoundTests`, in a process of
    /// its own, as the audio subsystem is shared by every suite of this one.)
    @Suite struct SoundMixerTests {
        /// 480 frames (10 ms) of a constant 0.5, mono 16-bit at 48 kHz.
        static let block = PCMSound(sampleRate: 48000, channels: 1, samples: [Float](repeating: 0.5, count: 480))

        /// Runs `body` with a mixer writing to a disk file, then returns the file's samples (float stereo).
        private func recorded(_ body: (SoundMixer) throws -> Void) throws -> (samples: [Float], buffer: Int) {
            let folder = try TestFolder()
            let file = folder.path("out.raw")
            let context = try SDLContext()
            let buffer = try AudioCapture.withDiskDriver(writingTo: file) {
                let mixer = try SoundMixer(context: context)
                #expect(mixer.sampleRate == 48000)
                #expect(Self.waitForBytes(file, atLeast: mixer.framesPerBuffer * 8 * 2))
                try body(mixer)
                let written = Self.size(file)
                #expect(Self.waitForBytes(file, atLeast: written + mixer.framesPerBuffer * 8 * 4))
                return mixer.framesPerBuffer
            }
            let data = try Data(contentsOf: URL(fileURLWithPath: file))
            let samples = data.withUnsafeBytes { Array($0.bindMemory(to: Float.self)) }
            return (samples, buffer)
        }

        private static func size(_ file: String) -> Int {
            ((try? FileManager.default.attributesOfItem(atPath: file))?[.size] as? Int) ?? 0
        }

        private static func waitForBytes(_ file: String, atLeast bytes: Int) -> Bool {
            eventually { size(file) >= bytes }
        }

        /// The first sample that is not silence, as a frame index.
        private static func firstSound(_ samples: [Float]) -> Int? {
            samples.firstIndex { $0 != 0 }.map { $0 / 2 }
        }

        @Test func aSoundStartsAtABufferBoundaryAtItsGain() throws {
            let (samples, buffer) = try recorded { mixer in
                mixer.load([Self.block])
                mixer.play(SoundHandle(id: 0), gain: 0.5)
            }
            let start = try #require(Self.firstSound(samples))
            #expect(start % buffer == 0, "the voice starts with a buffer")
            let played = samples[(start * 2)..<((start + 480) * 2)]
            #expect(played.allSatisfy { abs($0 - 0.25) < 1e-6 })
            #expect(samples[((start + 480) * 2)...].allSatisfy { $0 == 0 }, "and stops after its 480 frames")
        }

        @Test func voicesAddUpAndTheVolumeScalesThem() throws {
            let (samples, _) = try recorded { mixer in
                mixer.load([Self.block])
                mixer.volume = 0.5
                mixer.play(SoundHandle(id: 0), gain: 1)
                mixer.play(SoundHandle(id: 0), gain: 1)
                mixer.play(SoundHandle(id: 7), gain: 1)
            }
            let start = try #require(Self.firstSound(samples))
            #expect(abs(samples[start * 2] - 0.5) < 1e-6, "two voices of 0.5 at volume 0.5")
        }

        @Test func loadingNewSoundsStopsTheOldOnesAndMuteIsSilence() throws {
            let long = PCMSound(sampleRate: 24000, channels: 2, samples: [Float](repeating: 0.25, count: 48000))
            let (samples, _) = try recorded { mixer in
                mixer.load([long])
                mixer.volume = 0
                mixer.play(SoundHandle(id: 0), gain: 1)
                mixer.volume = 1
                mixer.load([])
            }
            #expect(Self.firstSound(samples) == nil)
        }
    }
}
