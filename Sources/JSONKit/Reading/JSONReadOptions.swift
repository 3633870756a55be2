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

    /// Caps for a hand-written configuration file: 1 MiB and 32 levels.
    public static let standard = JSONLimits(maxBytes: 1 << 20, maxDepth: 32)
}

/// How syntax errors are worded and placed.
public enum JSONMessageStyle: Hashable, Sendable {
    /// For files: messages name the faulty token and point at its start ("unterminated string" at the quote).
    case document
    /// For one line of a line-based format: messages speak of the line and point at the byte where reading
    /// failed ("unexpected end of line: the string is not closed" past the last character).
    case singleLine
}

/// What the reader accepts beyond strict RFC 8259 JSON, and how it reports what it refuses.
public struct JSONReadOptions: Hashable, Sendable {
    public var limits: JSONLimits
    /// Reads the bare words `NaN`, `Infinity`, `-Infinity` and literals too large for a Double (`1e999`) as
    /// numbers, so the caller can name the offending value instead of reporting a syntax error.
    public var acceptsNonFiniteNumbers: Bool
    public var messageStyle: JSONMessageStyle

    public init(
        limits: JSONLimits = .standard, acceptsNonFiniteNumbers: Bool = false,
        messageStyle: JSONMessageStyle = .document
    ) {
        self.limits = limits
        self.acceptsNonFiniteNumbers = acceptsNonFiniteNumbers
        self.messageStyle = messageStyle
    }
}
