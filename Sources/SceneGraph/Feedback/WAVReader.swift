/// A small, strict reader of RIFF/WAVE files from their bytes: 16-bit integer PCM or 32-bit float, mono or
/// stereo, 8 to 192 kHz, one `fmt ` chunk before one `data` chunk, every chunk whole. Anything else is
/// refused with one line naming what was found, so a theme's sound is never guessed at.
package enum WAVReader {
    /// The sample rates accepted.
    package static let sampleRates = 8000...192_000

    /// The sound in `bytes`, or why it is not one this reader takes; longer than `maxSeconds` is refused.
    package static func read(_ bytes: [UInt8], maxSeconds: Double) -> Result<PCMSound, WAVProblem> {
        guard bytes.count >= 12 else {
            return .failure(WAVProblem(bytes.isEmpty ? "the file is empty" : "the file is too short for a RIFF header"))
        }
        guard tag(bytes, 0) == "RIFF", tag(bytes, 8) == "WAVE" else {
            return .failure(WAVProblem("not a RIFF/WAVE file (it starts with \(Self.quotedTag(bytes, 0)))"))
        }
        var format: Format?
        var offset = 12
        while offset + 8 <= bytes.count {
            let name = tag(bytes, offset)
            let size = Int(word(bytes, offset + 4))
            let start = offset + 8
            guard size <= bytes.count - start else {
                return .failure(
                    WAVProblem(
                        "chunk \(quotedTag(bytes, offset)) at byte \(offset) claims \(size) bytes; \(bytes.count - start) follow"
                    ))
            }
            let body = start..<start + size
            if name == "fmt " {
                guard format == nil else { return .failure(WAVProblem("a second \"fmt \" chunk at byte \(offset)")) }
                switch Format.read(bytes, body) {
                case .success(let read): format = read
                case .failure(let problem): return .failure(problem)
                }
            } else if name == "data" {
                guard let format else { return .failure(WAVProblem("the \"data\" chunk comes before \"fmt \"")) }
                return samples(bytes, body, format: format, maxSeconds: maxSeconds)
            }
            offset = start + size + (size & 1)
        }
        return .failure(WAVProblem(format == nil ? "no \"fmt \" chunk" : "no \"data\" chunk"))
    }

    /// The encoding a `fmt ` chunk describes.
    private struct Format {
        var isFloat: Bool
        var channels: Int
        var sampleRate: Int

        static func read(_ bytes: [UInt8], _ body: Range<Int>) -> Result<Format, WAVProblem> {
            guard body.count >= 16 else {
                return .failure(WAVProblem("the \"fmt \" chunk is \(body.count) bytes; 16 or more expected"))
            }
            let at = body.lowerBound
            var code = Int(half(bytes, at))
            // WAVE_FORMAT_EXTENSIBLE: the real code is the first two bytes of the sub-format GUID.
            if code == 0xFFFE, body.count >= 26 { code = Int(half(bytes, at + 24)) }
            let channels = Int(half(bytes, at + 2))
            let rate = Int(word(bytes, at + 4))
            let blockAlign = Int(half(bytes, at + 12))
            let bits = Int(half(bytes, at + 14))
            let isFloat: Bool
            switch (code, bits) {
            case (1, 16): isFloat = false
            case (3, 32): isFloat = true
            default:
                let kind = code == 1 ? "integer PCM" : code == 3 ? "float" : "format code \(code)"
                return .failure(WAVProblem("\(kind) with \(bits)-bit samples; 16-bit PCM or 32-bit float expected"))
            }
            guard channels == 1 || channels == 2 else {
                return .failure(WAVProblem("\(channels) channels; mono or stereo expected"))
            }
            guard sampleRates.contains(rate) else {
                return .failure(WAVProblem("sample rate \(rate) Hz; 8000 to 192000 expected"))
            }
            guard blockAlign == channels * bits / 8 else {
                return .failure(WAVProblem("block align \(blockAlign) does not match \(channels) x \(bits) bits"))
            }
            return .success(Format(isFloat: isFloat, channels: channels, sampleRate: rate))
        }

        var bytesPerFrame: Int { channels * (isFloat ? 4 : 2) }
    }

    private static func samples(_ bytes: [UInt8], _ body: Range<Int>, format: Format, maxSeconds: Double)
        -> Result<PCMSound, WAVProblem>
    {
        let frames = body.count / format.bytesPerFrame
        guard frames > 0 else { return .failure(WAVProblem("the \"data\" chunk holds no samples")) }
        guard body.count % format.bytesPerFrame == 0 else {
            return .failure(
                WAVProblem("the \"data\" chunk's \(body.count) bytes are not whole frames of \(format.bytesPerFrame)"))
        }
        let seconds = Double(frames) / Double(format.sampleRate)
        guard seconds <= maxSeconds else {
            return .failure(WAVProblem("the sound lasts \(Int(seconds.rounded(.up))) s; at most \(Int(maxSeconds)) s"))
        }
        var samples: [Float] = []
        samples.reserveCapacity(frames * format.channels)
        var at = body.lowerBound
        while at < body.upperBound {
            if format.isFloat {
                let value = Float(bitPattern: word(bytes, at))
                guard value.isFinite else {
                    return .failure(WAVProblem("sample \(samples.count) is not a finite number"))
                }
                samples.append(min(max(value, -1), 1))
                at += 4
            } else {
                samples.append(Float(Int16(bitPattern: half(bytes, at))) / 32768)
                at += 2
            }
        }
        return .success(PCMSound(sampleRate: format.sampleRate, channels: format.channels, samples: samples))
    }

    private static func half(_ bytes: [UInt8], _ at: Int) -> UInt16 {
        UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8
    }

    private static func word(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(half(bytes, at)) | UInt32(half(bytes, at + 2)) << 16
    }

    /// Four bytes as text when they are printable ASCII, else nil.
    private static func tag(_ bytes: [UInt8], _ at: Int) -> String? {
        let four = bytes[at..<at + 4]
        guard four.allSatisfy({ (0x20...0x7E).contains($0) }) else { return nil }
        return String(decoding: four, as: UTF8.self)
    }

    private static func quotedTag(_ bytes: [UInt8], _ at: Int) -> String {
        if let text = tag(bytes, at) { return "\"\(text)\"" }
        return bytes[at..<at + 4].map { "0x" + String($0, radix: 16, uppercase: true) }.joined(separator: " ")
    }
}

/// Why bytes are not a WAV file the reader takes, in one line.
package struct WAVProblem: Error, Hashable, Sendable {
    /// What is wrong.
    package var message: String

    init(_ message: String) {
        self.message = message
    }
}
