import JSONKit
import Themes

/// Why an edit was refused. Nothing was written: the caller keeps the bytes it had. The message is one
/// line that names the key path, as a theme diagnostic does.
package struct ThemeEditError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The key path the edit was for; nil when the problem is the document as a whole.
    package var keyPath: ThemeKeyPath?
    package var message: String
    /// The theme loader's diagnostics behind the refusal: the syntax error of a document that does not
    /// parse, or the errors an edit would have added. Empty when the value itself was refused.
    package var diagnostics: [Diagnostic]

    package init(keyPath: ThemeKeyPath?, message: String, diagnostics: [Diagnostic] = []) {
        self.keyPath = keyPath
        self.message = message
        self.diagnostics = diagnostics
    }

    /// `key.path: message`, or the message alone for the document as a whole.
    package var description: String {
        guard let keyPath, !keyPath.components.isEmpty else { return message }
        return "\(keyPath): \(message)"
    }
}
