import CPNG
import JSONKit

extension Surface {
    /// The surface (ARGB8888, as every `Surface` is) encoded as an RGBA PNG, in memory (`png_encode_argb`:
    /// one filter for every row, so a 2x states sheet is not mostly spent choosing filters); encoding can
    /// fail only for want of memory, and writing the file is left to `AtomicFile`, which checks every write.
    package func pngBytes() throws -> [UInt8] {
        let sink = PNGSink()
        var message = [CChar](repeating: 0, count: 256)
        let status = try withPixels { words, pitch in
            withExtendedLifetime(sink) {
                png_encode_argb(
                    words, Int32(width), Int32(height), pitch * 4,
                    { context, bytes, count in
                        guard let context, let bytes else { return 1 }
                        let sink = Unmanaged<PNGSink>.fromOpaque(context).takeUnretainedValue()
                        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: bytes, count: count))
                        return 0
                    }, Unmanaged.passUnretained(sink).toOpaque(), &message, message.count)
            }
        }
        guard status == 0 else {
            let text = message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            throw SDLError(call: "png_encode_argb", message: String(decoding: text, as: UTF8.self))
        }
        return sink.bytes
    }

    /// Writes the surface as a PNG file at `path` through `AtomicFile`: the old file stays whole until the
    /// new one is complete, and a full disk is an error, never a cut PNG. `replacesSpecialFiles` is for
    /// the program's own folders (snapshots): a FIFO there is replaced, never opened.
    public func savePNG(to path: String, replacesSpecialFiles: Bool = false) throws {
        let bytes = try pngBytes()
        if case .failure(let failure) = AtomicFile.write(bytes, to: path, replacesSpecialFiles: replacesSpecialFiles) {
            throw failure
        }
    }
}

/// The bytes the encoder has handed over.
private final class PNGSink {
    var bytes: [UInt8] = []
}
