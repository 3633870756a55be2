import Foundation
import JSONKit

/// `replay --junit FILE`: one JUnit XML `<testsuite>` with a `<testcase>` per scenario file, for CI
/// systems that show test results. A failed case holds a `<failure>` whose message (and text) is every
/// failure line the terminal showed for that file, one per line. A file a stopped run did not play to its
/// end holds a `<skipped>` that says what was not played (after the failure lines, when it also failed).
struct JUnitReport {
    /// One scenario file's outcome.
    struct Case {
        /// The scenario file's path, as given on the command line.
        var name: String
        /// How long reading and replaying it took, in seconds.
        var seconds: Double
        /// Every failure line printed for it; empty when it passed.
        var failures: [String]
        /// What was not played of it; empty when all of it was.
        var skipped: [String]
    }

    /// The suite's name.
    let name: String
    /// The cases in the order the files were replayed.
    private(set) var cases: [Case] = []

    /// An empty suite called `name`.
    init(name: String) {
        self.name = name
    }

    /// Adds a case for `file`.
    mutating func add(_ file: String, seconds: Double, failures: [String], skipped: [String] = []) {
        cases.append(Case(name: file, seconds: seconds, failures: failures, skipped: skipped))
    }

    /// The report as an XML document (UTF-8, ending with a newline).
    var xml: String {
        let failed = cases.filter { !$0.failures.isEmpty }.count
        let skipped = cases.filter { $0.failures.isEmpty && !$0.skipped.isEmpty }.count
        let total = cases.reduce(0) { $0 + $1.seconds }
        var out = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        out += #"<testsuite name="\#(Self.attribute(name))" tests="\#(cases.count)" failures="\#(failed)""#
        out += #" errors="0" skipped="\#(skipped)" time="\#(Self.seconds(total))">"# + "\n"
        for item in cases {
            let head = #"  <testcase name="\#(Self.attribute(item.name))" time="\#(Self.seconds(item.seconds))""#
            if item.failures.isEmpty, item.skipped.isEmpty {
                out += head + "/>\n"
                continue
            }
            out += head + ">\n"
            if item.failures.isEmpty {
                let lines = item.skipped.joined(separator: "\n")
                out += #"    <skipped message="\#(Self.attribute(lines))"/>"# + "\n"
            } else {
                let lines = (item.failures + item.skipped).joined(separator: "\n")
                out += #"    <failure message="\#(Self.attribute(lines))">\#(Self.text(lines))</failure>"# + "\n"
            }
            out += "  </testcase>\n"
        }
        out += "</testsuite>\n"
        return out
    }

    /// Writes the report to `path` through `AtomicFile`: a report that cannot be written whole (a full
    /// disk) leaves the previous one as it was; the error is one line naming the path.
    func write(to path: String) throws(RuntimeError) {
        if case .failure(let failure) = AtomicFile.write(Array(xml.utf8), to: path) {
            throw RuntimeError(failure.reason)
        }
    }

    /// `seconds` with millisecond precision, as JUnit readers expect (`0.125`).
    private static func seconds(_ seconds: Double) -> String {
        String(format: "%.3f", seconds)
    }

    /// `value` escaped for a double-quoted attribute: markup characters and quotes as entities, and tabs
    /// and line breaks as character references, so a reader's attribute normalisation keeps them.
    static func attribute(_ value: String) -> String {
        escape(value) { scalar in
            switch scalar {
            case "\"": return "&quot;"
            case "'": return "&apos;"
            case "\t": return "&#9;"
            case "\n": return "&#10;"
            case "\r": return "&#13;"
            default: return nil
            }
        }
    }

    /// `value` escaped for element text: markup characters as entities, a carriage return as a character
    /// reference (a reader would turn it into a line feed).
    static func text(_ value: String) -> String {
        escape(value) { $0 == "\r" ? "&#13;" : nil }
    }

    /// Escapes `&`, `<` and `>`, what `special` names, and replaces every character XML 1.0 does not allow
    /// (control characters other than tab, line feed and carriage return; U+FFFE and U+FFFF) with U+FFFD.
    private static func escape(_ value: String, special: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        out.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            if let replacement = special(scalar) {
                out += replacement
                continue
            }
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
