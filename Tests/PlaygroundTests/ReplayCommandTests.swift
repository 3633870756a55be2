import Foundation
import Scenarios
import TestSupport
import Testing

@testable import Playground

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `switchyard replay` as a user runs it, through the built program: what it prints and its exit code.
@Suite struct ReplayCommandTests {
    static let tap = Repository.assets + "/scenarios/tap.jsonl"

    @Test func headlessSizePlaysInAViewOfThatSizeWithMappedPointers() throws {
        let result = try SwitchyardProcess.run(["replay", Self.tap, "--headless", "--size", "820x640"])
        #expect(result.status == 0)
        #expect(result.stdout == "\(Self.tap): passed (5 checks, 80 ticks)\n")
        #expect(
            result.stderrLines == [
                "\(Self.tap): note: the window is 820x640 points, the recording 800x600: pointer positions are "
                    + "mapped and frame hashes are not checked"
            ])
    }

    /// A theme edited since the recording, replayed with `--strict`: one line saying what failed, on the
    /// header line, and a summary that says nothing was played; `--update` leaves the file alone.
    @Test func aStrictThemeMismatchFailsWithOneLineAndASaneSummary() throws {
        let folder = try TestFolder()
        folder.makeFolder("scenarios")
        let theme = try String(contentsOfFile: Repository.theme("mmm-switch.json"), encoding: .utf8) + "\n"
        Repository.writeTheme(theme, to: "themes/mmm-switch.json", in: folder)
        let text = try String(contentsOfFile: Self.tap, encoding: .utf8)
        let file = folder.write("scenarios/tap.jsonl", text)
        let now = SHA256.hexDigest(Array(theme.utf8)).prefix(12)
        let recorded = SHA256.hexDigest(try Repository.bytes(of: Repository.theme("mmm-switch.json"))).prefix(12)
        let mismatch =
            #"\#(file):1: error: the theme "../themes/mmm-switch.json" changed since the recording "#
            + "(sha256 \(recorded)… recorded, \(now)… now)"

        for update in [false, true] {
            let result = try SwitchyardProcess.run(
                ["replay", file, "--headless", "--strict"] + (update ? ["--update"] : []))
            #expect(result.status == 1)
            #expect(result.stderrLines == [mismatch])
            #expect(result.stdout == "\(file): FAILED (not played: its scene could not be set up)\n")
        }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == text)
    }

    /// `--junit`: one testsuite, a testcase per file named by its path with its time, and for a failed one a
    /// failure holding every failure line the terminal showed; a path full of markup characters survives.
    @Test func junitWritesOneTestcasePerScenarioWithItsFailureLines() throws {
        let folder = try TestFolder()
        let theme = try String(contentsOfFile: Repository.theme("mmm-switch.json"), encoding: .utf8)
        Repository.writeTheme(theme, to: "themes/mmm-switch.json", in: folder)
        let text = try String(contentsOfFile: Self.tap, encoding: .utf8)
        let edited = text.replacingOccurrences(
            of:
                #"{"tick":14,"expect":{"switches":{"mmm-default":{"on":true,"state":"on"}},"callbacks":[{"switch":"mmm-default","kind":"state","value":"on"},{"switch":"mmm-default","kind":"value","value":true}]"#,
            with:
                #"{"tick":14,"expect":{"switches":{"mmm-default":{"on":false,"state":"off"}},"callbacks":[{"switch":"mmm-default","kind":"state","value":"on"}]"#
        )
        #expect(edited != text)
        let failing = folder.write(#"a&b <"c"> 'd'/tap.jsonl"#, edited)
        let broken = folder.write("broken.jsonl", "{\n")
        let report = folder.path("report.xml")

        let result = try SwitchyardProcess.run(["replay", Self.tap, failing, broken, "--headless", "--junit", report])
        #expect(result.status == 1)
        let failingLines = [
            #"\#(failing):6: tick 14: switch "mmm-default": expected on=false state=off, got on=true state=on"#,
            "\(failing):6: tick 14: callbacks differ (expected 1, got 2):\n    mmm-default state=on\n"
                + "  + mmm-default value=true",
        ]
        let brokenLines = result.stderrLines.filter { $0.hasPrefix(broken + ":") && $0.contains(": error: ") }
        #expect(!brokenLines.isEmpty)
        #expect(result.stderr.contains(failingLines.joined(separator: "\n")))

        let document = try XMLDocument(contentsOf: URL(fileURLWithPath: report))
        let suite = try #require(document.rootElement())
        #expect(suite.name == "testsuite")
        #expect(suite.attribute(forName: "tests")?.stringValue == "3")
        #expect(suite.attribute(forName: "failures")?.stringValue == "2")
        let cases = suite.elements(forName: "testcase")
        #expect(cases.map { $0.attribute(forName: "name")?.stringValue } == [Self.tap, failing, broken])
        for item in cases {
            let time = try #require(item.attribute(forName: "time")?.stringValue.flatMap(Double.init))
            #expect(time >= 0 && time < 60)
        }
        // A replay takes milliseconds at least: its time is measured, not left at zero.
        #expect(cases.first?.attribute(forName: "time")?.stringValue != "0.000")
        let failures = cases.map { $0.elements(forName: "failure") }
        #expect(failures[0].isEmpty)
        #expect(failures[1].count == 1)
        #expect(failures[1].first?.attribute(forName: "message")?.stringValue == failingLines.joined(separator: "\n"))
        #expect(failures[1].first?.stringValue == failingLines.joined(separator: "\n"))
        #expect(failures[2].first?.attribute(forName: "message")?.stringValue == brokenLines.joined(separator: "\n"))
    }

    /// Control characters XML cannot hold become U+FFFD; tabs and line breaks survive in attributes as
    /// character references.
    @Test func junitEscapingKeepsTheDocumentWellFormed() throws {
        var junit = JUnitReport(name: "s")
        junit.add("x", seconds: 0.5, failures: ["a\u{1}b\tc & <d>", "'e' \"f\"\r"])
        let document = try XMLDocument(data: Data(junit.xml.utf8))
        let failure = try #require(
            document.rootElement()?.elements(forName: "testcase").first?.elements(forName: "failure").first)
        #expect(failure.attribute(forName: "message")?.stringValue == "a\u{FFFD}b\tc & <d>\n'e' \"f\"\r")
        #expect(document.rootElement()?.attribute(forName: "time")?.stringValue == "0.500")
    }

    @Test func junitTakesAPath() throws {
        var expected = ReplayOptions()
        expected.files = ["a.jsonl"]
        expected.junitPath = "r.xml"
        expected.jobs = CommandParser.defaultJobs
        #expect(try CommandParser.parse(["replay", "a.jsonl", "--junit", "r.xml"]) == .replay(expected))
        #expect(throws: UsageError("--junit needs a value")) {
            try CommandParser.parse(["replay", "a.jsonl", "--junit"])
        }
    }

    /// A `--junit` report that could not be written is refused before anything plays (not after every file
    /// replayed), with one line that names the path and says why in words.
    @Test func aJUnitPathThatCannotBeWrittenIsRefusedBeforeAnythingPlays() throws {
        let folder = try TestFolder()
        let blocker = folder.write("blocker", "a file")
        folder.makeFolder("reports")
        for (path, reason) in [
            (folder.path("missing/report.xml"), "the folder \(folder.path("missing")) does not exist"),
            (blocker + "/report.xml", "\(blocker) is a file, not a folder"),
            (folder.path("reports"), "it is a folder, not a file"),
        ] {
            let result = try SwitchyardProcess.run(["replay", Self.tap, "--headless", "--junit", path])
            #expect(result.status == 2)
            #expect(result.stdout == "")
            #expect(result.stderrLines == ["switchyard: error: --junit \(path): \(reason)"])
        }
    }
}
