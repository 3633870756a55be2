/// A parse outcome: the value tree when the syntax was sound (possibly with duplicate-key problems), or
/// the syntax error that stopped it.
public struct JSONDocument: Sendable {
    /// The value tree; nil when a syntax error stopped the parse.
    public var root: JSONNode?
    /// Every problem found, in reading order: at most one syntax error (the parse stops there) plus
    /// duplicate keys.
    public var issues: [Diagnostic]
}
