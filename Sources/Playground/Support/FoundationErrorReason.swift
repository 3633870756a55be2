import Foundation

/// A Foundation file error (from `FileManager`, `Data.write`, `FileHandle`) in the system's own words
/// (`strerror`'s "Not a directory", "No space left on device") rather than "The operation could not be
/// completed. (NSCocoaErrorDomain error 512.)". The app's own: the library modules do without Foundation,
/// and their `ErrorReason` knows only their own errors.
enum FoundationErrorReason {
    /// `error` in words when it is a Foundation file or POSIX error; nil for any other error.
    static func describe(_ error: any Error) -> String? {
        let cocoa = error as NSError
        if cocoa.domain == NSPOSIXErrorDomain { return systemText(Int32(cocoa.code)) }
        guard cocoa.domain == NSCocoaErrorDomain else { return nil }
        // On Linux the underlying error is kept as a Swift error (a `POSIXError`), which only bridges with `as`.
        if let underlying = cocoa.userInfo[NSUnderlyingErrorKey] as? any Error {
            let posix = underlying as NSError
            if posix.domain == NSPOSIXErrorDomain { return systemText(Int32(posix.code)) }
        }
        return cocoaText(CocoaError.Code(rawValue: cocoa.code))
    }

    private static func systemText(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// The words for a Foundation file error that carries no system error number.
    private static func cocoaText(_ code: CocoaError.Code) -> String {
        switch code {
        case .fileNoSuchFile, .fileReadNoSuchFile: return systemText(ENOENT)
        case .fileWriteFileExists: return systemText(EEXIST)
        case .fileReadNoPermission, .fileWriteNoPermission: return systemText(EACCES)
        case .fileWriteOutOfSpace: return systemText(ENOSPC)
        case .fileWriteVolumeReadOnly: return systemText(EROFS)
        case .fileReadTooLarge: return systemText(EFBIG)
        case .fileReadCorruptFile, .fileReadInapplicableStringEncoding: return "the file's bytes cannot be read as text"
        default: return "the file operation failed (Foundation error \(code.rawValue))"
        }
    }
}
