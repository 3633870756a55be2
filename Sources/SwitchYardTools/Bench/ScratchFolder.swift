import Foundation
import Playground

/// A bench's scratch folder under the system's temporary directory, removed with everything in it when
/// released. (Tests use TestSupport's `TestFolder`; this is the one the shipped bench command needs.)
final class ScratchFolder {
    let path: String

    /// A new empty folder named `prefix` and six random characters.
    init(prefix: String) throws {
        var template = Array((NSTemporaryDirectory() + "/\(prefix)-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw RuntimeError("cannot make a temporary folder") }
        path = String(cString: made)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}
