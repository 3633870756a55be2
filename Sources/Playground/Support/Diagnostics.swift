import Foundation

/// A failure at run time (no display, SDL failure, an unwritable file): exit code 3.
struct RuntimeError: Error, CustomStringConvertible {
    let message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}

/// One-line messages on stderr.
enum Diagnostics {
    static func error(_ message: String) {
        FileHandle.standardError.write(Data("switchyard: error: \(message)\n".utf8))
    }

    static func warn(_ message: String) {
        FileHandle.standardError.write(Data("switchyard: warning: \(message)\n".utf8))
    }

    /// Prints a line that is already in `file:line:col: error: message` form.
    static func raw(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
