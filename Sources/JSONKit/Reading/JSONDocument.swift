/// A parse outcome: the value tree when the syntax was sound (possibly with duplicate-key problems), or
/// the syntax error that stopped it.
package struct JSONDocument: Sendable {
    /// The value tree; nil when a syntax error stopped the parse.
    package var root: JSONNode?
    /// Every problem found, in reading order: at most one syntax error (the parse stops there) plus
    /// duplicate keys.
    package var issues: [Diagnostic]
}
