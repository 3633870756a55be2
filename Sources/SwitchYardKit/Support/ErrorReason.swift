import JSONKit
import SDLKit

/// A failure in words, without the place (the message around it names that): an `SDLError` as
/// `CALL failed: message`, an `AssetsNotFound` without its `error: `, an `AtomicFileError` as its reason
/// (what became of the file), a `FileSystemError` as the system's own words for it (`strerror`'s "Not a
/// directory", "No space left on device").
package enum ErrorReason {
    /// `error` as the rest of a one-line message.
    package static func describe(_ error: any Error) -> String {
        if let error = error as? SDLError { return error.reason }
        if let error = error as? AssetsNotFound { return error.reason }
        if let error = error as? AtomicFileError { return error.reason }
        if let error = error as? FileSystemError { return error.reason }
        return "\(error)"
    }
}
