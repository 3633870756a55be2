/// Builds one line of JSON by hand with a fixed key order, so logs diff well and cost no encoder.
struct JSONText {
    private(set) var text = "{"
    private var first = true

    static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A number without a trailing ".0" for whole values; non-finite values become null.
    static func number(_ v: Double) -> String {
        guard v.isFinite else { return "null" }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return String(v)
    }

    private mutating func key(_ k: String) {
        if !first { text += "," }
        first = false
        text += JSONText.quote(k) + ":"
    }

    mutating func add(_ k: String, _ v: String) {
        key(k)
        text += JSONText.quote(v)
    }

    mutating func add(_ k: String, _ v: Double) {
        key(k)
        text += JSONText.number(v)
    }

    mutating func add(_ k: String, _ v: Int) {
        key(k)
        text += String(v)
    }

    mutating func add(_ k: String, _ v: Bool) {
        key(k)
        text += v ? "true" : "false"
    }

    /// Adds already-encoded JSON (an array or object) under `k`.
    mutating func addRaw(_ k: String, _ json: String) {
        key(k)
        text += json
    }

    var line: String { text + "}" }
}
