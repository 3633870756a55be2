/// Caps that keep hostile or accidental input from exhausting memory or the stack.
public struct JSONLimits: Hashable, Sendable {
    /// Largest accepted input in bytes.
    public var maxBytes: Int
    /// Deepest accepted nesting of arrays and objects (the top-level value is depth 1).
    public var maxDepth: Int

    public init(maxBytes: Int, maxDepth: Int) {
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
    }

    /// The theme format's caps: 1 MiB and 32 levels.
    public static let theme = JSONLimits(maxBytes: 1 << 20, maxDepth: 32)
}

/// What a parse found wrong: a message and where.
public struct JSONIssue: Hashable, Sendable, Error {
    public var position: SourcePosition
    public var message: String

    public init(position: SourcePosition, message: String) {
        self.position = position
        self.message = message
    }
}

/// A parse outcome: the value tree when the syntax was sound (possibly with duplicate-key issues), or the
/// syntax error that stopped it.
public struct JSONDocument: Sendable {
    /// The value tree; nil when a syntax error stopped the parse.
    public var root: JSONNode?
    /// Every problem found: at most one syntax error (the parse stops there) plus duplicate keys.
    public var issues: [JSONIssue]
}
