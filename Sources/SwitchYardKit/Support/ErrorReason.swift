import Foundation
import JSONKit
import SDLKit

/// A failure in words, without the place (the message around it names that): an `SDLError` as
/// `CALL failed: message`, an `AtomicFileError` as its reason (what became of the file), and a Foundation file error as the system's own words for it (`strerror`'s
/// "Not a directory", "No space left on device") rather than "The operation could not be completed.
/// (NSCocoaErrorDomain error 512.)".
public enum ErrorReason {
    /// `error` as the rest of a one-line message.
    public static func describe(_ error: any Error) -> String {
        if let error = error as? SDLError { return error.reason }
        if let error = error as? AtomicFileError { return error.reason }
        let cocoa = error as NSError
        guard cocoa.domain == NSCocoaErrorDomain || cocoa.domain == NSPOSIXErrorDomain else { return "\(error)" }
        if cocoa.domain == NSPOSIXErrorDomain { return systemText(Int32(cocoa.code)) }
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
