/// Writes JSON on one line, members in the order given, numbers in their shortest exact form, so the
/// same value always yields the same bytes.
package enum JSONWriter {
    package static func write(_ value: JSONNode) -> String {
        var out = ""
        write(value, into: &out)
        return out
    }

    private static func write(_ value: JSONNode, into out: inout String) {
        switch value.kind {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += n.literal
        case .string(let s): out += quote(s)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                write(item, into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (i, member) in members.enumerated() {
                if i > 0 { out += "," }
                out += quote(member.key)
                out += ":"
                write(member.value, into: &out)
            }
            out += "}"
        }
    }

    /// `s` as a JSON string literal: quotes, backslashes and control characters escaped, the rest as is.
    package static func quote(_ s: String) -> String {
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

    /// The shortest text that reads back as exactly `value`: whole numbers without a fraction, negative
    /// zero as 0. Non-finite values have no JSON form and are written as the words the parser can read back.
    package static func format(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
        if value == 0 { return "0" }
        if value.rounded() == value, abs(value) < 1e15, let whole = Int64(exactly: value) { return String(whole) }
        return value.description
    }

    /// `value` as standard JSON: `format(value)`, or null for a non-finite value.
    package static func number(_ value: Double) -> String {
        value.isFinite ? format(value) : "null"
    }
}
