import Foundation
import JSONKit

/// What replaying one scenario file printed and found, kept together so that a parallel run (`--jobs`)
/// prints each file's lines at once and in the order the files were given, as a run of one job does. A
/// worker process sends it to the parent as one JSON line.
struct ReplayOutcome: Equatable {
    /// Where a line goes: stdout (the verdict) or stderr (diagnostics, failures, notes).
    enum Stream: String {
        case out
        case err
    }

    /// How much of the file was played.
    enum Extent: String {
        /// To its end tick (or until its set-up failed).
        case whole
        /// Up to a tick before its end: a quit signal stopped the run.
        case part
        /// Not at all: the run stopped before it.
        case none
    }

    /// One printed line.
    struct Line: Equatable {
        var stream: Stream
        var text: String
    }

    /// The scenario file, as given.
    var file: String
    /// Every line, in the order it was printed.
    var lines: [Line] = []
    /// The failure lines, for the JUnit report; empty when the file passed.
    var failures: [String] = []
    /// 0 passed, 1 a check or the file's form failed, 3 a runtime failure (the run stops there), 4 its
    /// replay window was closed before the end with no check failed.
    var status: Int32 = 0
    /// How long reading and replaying it took, in seconds.
    var seconds = 0.0
    var extent = Extent.whole
    /// The quit signal that stopped its replay (a worker's, which then stops the run); 0 when none did.
    var stoppedBy: Int32 = 0
    /// What was not played, for the JUnit report's `<skipped>`: the verdict and each check not played;
    /// empty when the whole file was.
    var skipped: [String] = []

    /// Adds a diagnostic line (stderr).
    mutating func error(_ text: String) {
        lines.append(Line(stream: .err, text: text))
    }

    /// Adds a verdict line (stdout).
    mutating func say(_ text: String) {
        lines.append(Line(stream: .out, text: text))
    }

    /// Prints every line to its stream, unbuffered, so the two streams keep their order; false (and the
    /// rest unprinted) when stdout no longer takes lines, its reader gone.
    func show() -> Bool {
        for line in lines {
            let printed = StandardStream.line(line.text, to: line.stream == .out ? STDOUT_FILENO : STDERR_FILENO)
            if !printed, line.stream == .out { return false }
        }
        return true
    }

    /// The outcome as one JSON line (no newline): what a worker process sends.
    var json: String {
        var j = JSONObjectBuilder()
        j.add("file", file)
        j.add("status", Int(status))
        j.add("seconds", seconds)
        j.add("extent", extent.rawValue)
        j.add("stoppedBy", Int(stoppedBy))
        let printed = lines.map { "[\(JSONWriter.quote($0.stream.rawValue)),\(JSONWriter.quote($0.text))]" }
        j.addRaw("lines", "[" + printed.joined(separator: ",") + "]")
        j.addRaw("failures", "[" + failures.map(JSONWriter.quote).joined(separator: ",") + "]")
        j.addRaw("skipped", "[" + skipped.map(JSONWriter.quote).joined(separator: ",") + "]")
        return j.line
    }

    /// Reads an outcome a worker sent; nil when the line is not one.
    init?(json text: String) {
        let options = JSONReadOptions(limits: JSONLimits(maxBytes: 1 << 30, maxDepth: 8))
        guard let node = try? JSONParser.value(of: text, options: options),
            case .string(let file)? = node["file"]?.kind,
            case .number(let status)? = node["status"]?.kind,
            case .number(let seconds)? = node["seconds"]?.kind,
            case .string(let extent)? = node["extent"]?.kind, let extent = Extent(rawValue: extent),
            case .number(let stoppedBy)? = node["stoppedBy"]?.kind,
            case .array(let lines)? = node["lines"]?.kind,
            case .array(let failures)? = node["failures"]?.kind,
            case .array(let skipped)? = node["skipped"]?.kind
        else { return nil }
        self.file = file
        self.status = Int32(clamping: Int(status.double))
        self.seconds = seconds.double
        self.extent = extent
        self.stoppedBy = Int32(clamping: Int(stoppedBy.double))
        for line in lines {
            guard case .array(let pair) = line.kind, pair.count == 2, case .string(let name) = pair[0].kind,
                let stream = Stream(rawValue: name), case .string(let text) = pair[1].kind
            else { return nil }
            self.lines.append(Line(stream: stream, text: text))
        }
        guard let failures = Self.strings(failures), let skipped = Self.strings(skipped) else { return nil }
        self.failures = failures
        self.skipped = skipped
    }

    /// The texts of a JSON array of strings; nil when anything else is in it.
    private static func strings(_ array: [JSONNode]) -> [String]? {
        var out: [String] = []
        for item in array {
            guard case .string(let text) = item.kind else { return nil }
            out.append(text)
        }
        return out
    }

    /// An empty outcome for `file`.
    init(file: String) {
        self.file = file
    }

    /// `file`, not played: the run stopped before it.
    static func notPlayed(_ file: String) -> ReplayOutcome {
        var outcome = ReplayOutcome(file: file)
        outcome.extent = .none
        outcome.say("\(file): not played (the run stopped before it)")
        outcome.skipped = ["not played: the run stopped before it"]
        return outcome
    }
}
