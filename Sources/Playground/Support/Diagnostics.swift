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
    /// Prints `message` as one error line. A message that already says where it comes from
    /// (`path: error: ...`) is printed as it is; one that already starts with `error:` is not prefixed twice.
    package static func error(_ message: String) {
        if message.contains(": error: ") {
            raw(message)
        } else if message.hasPrefix("error: ") {
            raw("switchyard: " + message)
        } else {
            raw("switchyard: error: " + message)
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
