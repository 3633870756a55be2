import SceneGraph
import TestSupport
import Testing

/// The strict WAV reader: the two encodings it takes, and one line for each file it refuses.
@Suite struct WAVReaderTests {
    private static func read(_ bytes: [UInt8]) -> Result<PCMSound, WAVProblem> {
        WAVReader.read(bytes, maxSeconds: 5)
    }

    private static func problem(_ bytes: [UInt8]) -> String? {
        if case .failure(let problem) = read(bytes) { return problem.message }
        return nil
    }

    @Test func sixteenBitMonoBecomesSamplesInUnitRange() throws {
        let sound = try Self.read(WAVFixture.pcm16([0, 16384, -32768, 32767], rate: 44100)).get()
        #expect(sound.sampleRate == 44100)
        #expect(sound.channels == 1)
        #expect(sound.samples == [0, 0.5, -1, Float(32767) / 32768])
        #expect(sound.frameCount == 4)
    }

    @Test func floatStereoIsClampedAndKeepsItsFrames() throws {
        let sound = try Self.read(WAVFixture.float32([0.25, -0.25, 1.5, -2], channels: 2)).get()
        #expect(sound.channels == 2)
        #expect(sound.frameCount == 2)
        #expect(sound.samples == [0.25, -0.25, 1, -1])
    }

    @Test func chunksBetweenFormatAndDataAreSkippedWithTheirPadding() throws {
        let sound = try Self.read(WAVFixture.pcm16([100, 200], extra: [("LIST", [1, 2, 3])])).get()
        #expect(sound.samples.count == 2)
    }

    @Test func extensibleFormatReadsItsSubFormat() throws {
        var fmt = WAVFixture.le(0xFFFE, 2) + WAVFixture.le(1, 2) + WAVFixture.le(48000, 4)
        fmt += WAVFixture.le(96000, 4) + WAVFixture.le(2, 2) + WAVFixture.le(16, 2)
        fmt += WAVFixture.le(22, 2) + WAVFixture.le(16, 2) + WAVFixture.le(4, 4) + WAVFixture.le(1, 2)
        fmt += [UInt8](repeating: 0, count: 14)
        let body = Array("WAVE".utf8) + WAVFixture.chunk("fmt ", fmt) + WAVFixture.chunk("data", [0, 64])
        let bytes = Array("RIFF".utf8) + WAVFixture.le(body.count, 4) + body
        #expect(try Self.read(bytes).get().samples == [0.5])
    }

    @Test(arguments: [
        ([UInt8](), "the file is empty"),
        (Array("RIFF".utf8), "the file is too short for a RIFF header"),
        (Array("OggS and then some".utf8), #"not a RIFF/WAVE file (it starts with "OggS")"#),
        (
            WAVFixture.file(format: 1, channels: 1, rate: 48000, bits: 8, data: [1, 2]),
            "integer PCM with 8-bit samples; 16-bit PCM or 32-bit float expected"
        ),
        (
            WAVFixture.file(format: 2, channels: 1, rate: 48000, bits: 4, data: [1, 2]),
            "format code 2 with 4-bit samples; 16-bit PCM or 32-bit float expected"
        ),
        (
            WAVFixture.file(format: 1, channels: 3, rate: 48000, bits: 16, data: [0, 0, 0, 0, 0, 0]),
            "3 channels; mono or stereo expected"
        ),
        (
            WAVFixture.file(format: 1, channels: 1, rate: 4000, bits: 16, data: [0, 0]),
            "sample rate 4000 Hz; 8000 to 192000 expected"
        ),
        (WAVFixture.pcm16([]), #"the "data" chunk holds no samples"#),
        (WAVFixture.pcm16([1, 2]).dropLast(1).map { $0 }, #"chunk "data" at byte 36 claims 4 bytes; 3 follow"#),
        (
            WAVFixture.file(format: 1, channels: 2, rate: 48000, bits: 16, data: [0, 0, 0, 0, 0, 0]),
            #"the "data" chunk's 6 bytes are not whole frames of 4"#
        ),
        (WAVFixture.float32([Float.nan]), "sample 0 is not a finite number"),
        (WAVFixture.pcm16([Int16](repeating: 0, count: 8000 * 6), rate: 8000), "the sound lasts 6 s; at most 5 s"),
    ])
    func refusedFilesSayWhy(_ bytes: [UInt8], _ message: String) {
        #expect(Self.problem(bytes) == message)
    }

    @Test func dataBeforeFormatAndMissingChunksAreRefused() {
        let dataFirst = Array("RIFF".utf8) + WAVFixture.le(12, 4) + Array("WAVE".utf8) + WAVFixture.chunk("data", [])
        #expect(Self.problem(dataFirst) == #"the "data" chunk comes before "fmt ""#)
        let nothing = Array("RIFF".utf8) + WAVFixture.le(4, 4) + Array("WAVE".utf8)
        #expect(Self.problem(nothing) == #"no "fmt " chunk"#)
    }
}
