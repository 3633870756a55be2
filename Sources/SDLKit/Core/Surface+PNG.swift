import CSDL2
import CSDL2Image
import JSONKit

extension Surface {
    /// The surface encoded as a PNG, in memory: SDL_image writes through a stream that only appends, so
    /// encoding can fail only for want of memory, and writing the file is left to `AtomicFile`, which
    /// checks every write (libpng's own file output ignored a full disk and said it had saved).
    package func pngBytes() throws -> [UInt8] {
        let sink = PNGSink()
        guard let stream = SDL_AllocRW() else { throw SDLError.current("SDL_AllocRW") }
        defer { SDL_FreeRW(stream) }
        stream.pointee.type = UInt32(SDL_RWOPS_UNKNOWN)
        stream.pointee.hidden.unknown.data1 = Unmanaged.passUnretained(sink).toOpaque()
        stream.pointee.size = { _ in -1 }
        stream.pointee.seek = { stream, offset, whence in
            // Only "where am I" is answered: the stream appends and cannot move.
            guard whence == RW_SEEK_CUR, offset == 0, let sink = PNGSink.of(stream) else { return -1 }
            return Int64(sink.bytes.count)
        }
        stream.pointee.read = { _, _, _, _ in 0 }
        stream.pointee.write = { stream, source, size, count in
            guard let sink = PNGSink.of(stream), let source else { return 0 }
            let (length, overflow) = size.multipliedReportingOverflow(by: count)
            guard !overflow else { return 0 }
            sink.bytes.append(contentsOf: UnsafeRawBufferPointer(start: source, count: length))
            return count
        }
        stream.pointee.close = { _ in 0 }
        try withExtendedLifetime(sink) { try check(IMG_SavePNG_RW(pointer, stream, 0), "IMG_SavePNG_RW") }
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

/// The bytes a PNG stream has appended.
private final class PNGSink {
    var bytes: [UInt8] = []

    static func of(_ stream: UnsafeMutablePointer<SDL_RWops>?) -> PNGSink? {
        guard let raw = stream?.pointee.hidden.unknown.data1 else { return nil }
        return Unmanaged<PNGSink>.fromOpaque(raw).takeUnretainedValue()
    }
}
