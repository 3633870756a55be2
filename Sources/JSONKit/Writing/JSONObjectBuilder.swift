/// Builds one line of JSON text member by member in the order added, so logs diff well and cost no value tree.
package struct JSONObjectBuilder {
    private var text = "{"
    private var first = true

    package init() {}

    private mutating func key(_ k: String) {
        if !first { text += "," }
        first = false
        text += JSONWriter.quote(k) + ":"
    }

    package mutating func add(_ k: String, _ v: String) {
        key(k)
        text += JSONWriter.quote(v)
    }

    /// Adds a number in its shortest exact form, or null when it is not finite.
    package mutating func add(_ k: String, _ v: Double) {
        key(k)
        text += JSONWriter.number(v)
    }

    package mutating func add(_ k: String, _ v: Int) {
        key(k)
        text += String(v)
    }

    package mutating func add(_ k: String, _ v: Bool) {
        key(k)
        text += v ? "true" : "false"
    }

    /// Adds already-encoded JSON (an array or object) under `k`.
    package mutating func addRaw(_ k: String, _ json: String) {
        key(k)
        text += json
    }

    /// The object's text, closed.
    package var line: String { text + "}" }
}
