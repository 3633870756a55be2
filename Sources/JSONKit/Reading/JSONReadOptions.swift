/// Caps that keep hostile or accidental input from exhausting memory or the stack.
package struct JSONLimits: Hashable, Sendable {
    /// Largest accepted input in bytes.
    package var maxBytes: Int
    /// Deepest accepted nesting of arrays and objects (the top-level value is depth 1).
    package var maxDepth: Int

    package init(maxBytes: Int, maxDepth: Int) {
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
    }

    /// Caps for a hand-written configuration file: 1 MiB and 32 levels.
    package static let standard = JSONLimits(maxBytes: 1 << 20, maxDepth: 32)
}

/// How syntax errors are worded and placed.
package enum JSONMessageStyle: Hashable, Sendable {
    /// For files: messages name the faulty token and point at its start ("unterminated string" at the quote).
    case document
    /// For one line of a line-based format: messages speak of the line and point at the byte where reading
    /// failed ("unexpected end of line: the string is not closed" past the last character).
    case singleLine
}

/// What the reader accepts beyond strict RFC 8259 JSON, and how it reports what it refuses.
package struct JSONReadOptions: Hashable, Sendable {
    package var limits: JSONLimits
    /// Reads the bare words `NaN`, `Infinity`, `-Infinity` and literals too large for a Double (`1e999`) as
    /// numbers, so the caller can name the offending value instead of reporting a syntax error.
    package var acceptsNonFiniteNumbers: Bool
    package var messageStyle: JSONMessageStyle

    package init(
        limits: JSONLimits = .standard, acceptsNonFiniteNumbers: Bool = false,
        messageStyle: JSONMessageStyle = .document
    ) {
        self.limits = limits
        self.acceptsNonFiniteNumbers = acceptsNonFiniteNumbers
        self.messageStyle = messageStyle
    }
}
