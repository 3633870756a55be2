import Foundation
import JSONKit
import SDLKit
import SwitchYardKit

/// A failure at run time (no display, SDL failure, an unwritable file): exit code 3.
package struct RuntimeError: Error, CustomStringConvertible {
    package let message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}

/// One-line messages on stderr.
package enum Diagnostics {
    /// Prints `error` as one error line (`line(for:at:)`), at the program when it names no place itself.
    package static func error(_ error: any Error) {
        raw(line(for: error, at: "switchyard"))
    }

    /// Prints `message`, which names no place of its own, as `switchyard: error: message`.
    package static func error(_ message: String) {
        raw("switchyard: error: " + message)
    }

    /// `error` as one line. An error that names its own place is shown in its own form: a `Diagnostic`
    /// (`file:line:col: error: message`), an `SDLError` about a file, a refused recording file (`path:
    /// error: ...`); any other as `place: error: ` and what went wrong (`describe`).
    package static func line(for error: any Error, at place: String) -> String {
        switch error {
        case let diagnostic as Diagnostic: return diagnostic.description
        case let failure as SDLError where failure.path != nil: return failure.description
        case let refusal as RecordingRefusal: return refusal.description
        default: return "\(place): error: \(describe(error))"
        }
    }

    /// What went wrong, without a place of its own (`ErrorReason`): an `SDLError`'s `CALL failed: message`,
    /// so a message that names its place never nests a second `path: error:` inside it, and a file error
    /// (the library's or Foundation's, `FoundationErrorReason`) in the system's words.
    package static func describe(_ error: Error) -> String {
        FoundationErrorReason.describe(error) ?? ErrorReason.describe(error)
    }

    package static func warn(_ message: String) {
        raw("switchyard: warning: \(message)")
    }

    /// Prints a line that is already in `file:line:col: error: message` form; a closed stderr drops it.
    package static func raw(_ line: String) {
        StandardStream.line(line, to: STDERR_FILENO)
    }
}
