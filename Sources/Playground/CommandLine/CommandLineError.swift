/// A command line that cannot be run: printed as one line on stderr, exit code 2.
public struct UsageError: Error, CustomStringConvertible, Equatable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { "switchyard: error: \(message) (see --help)" }
}
