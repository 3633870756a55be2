import Foundation
import Scenarios
import TestSupport
import Testing

@testable import Playground

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A headless `switchyard replay` asked to stop, through the built program, with one job and with worker
/// processes: it ends at once with a summary and a JUnit report that say what was not played, leaves no
/// worker behind, and a closed stdout ends it quietly.
@Suite(.serialized) struct ReplaySignalTests {
    /// The line of the check a long scenario adds after the shipped tap's last one.
    static let lateCheckLine = 12
    /// The tick of that check: far past anything a run reaches before the tests stop it.
    static let lateCheckTick = 5_000_000
    static let names = [SIGINT: "SIGINT: ", SIGTERM: "SIGTERM: ", SIGHUP: "SIGHUP: ", SIGQUIT: "SIGQUIT: "]

    /// The shipped tap scenario (its theme path made absolute) as `name`, ending at `end`; past its own end
    /// tick (80) a check at `lateCheckTick` is added, when `end` reaches it.
    static func scenario(_ folder: TestFolder, _ name: String, end: Int = 80) throws -> String {
        let tap = try String(contentsOfFile: Repository.assets + "/scenarios/tap.jsonl", encoding: .utf8)
            .replacingOccurrences(of: #""path":"../themes/"#, with: #""path":"\#(Repository.assets)/themes/"#)
        let late =
            end > lateCheckTick
            ? #"{"tick":\#(lateCheckTick),"expect":{"switches":{"mmm-default":{"on":false,"state":"off"}},"callbacks":[]}}"#
                + "\n" : ""
        let text = tap.replacingOccurrences(of: #"{"end":80}"#, with: late + #"{"end":\#(end)}"#)
        #expect(text != tap || end == 80)
        return folder.write(name, text)
    }

    /// One short file, then five that take many seconds each: a run that printed its first line is playing
    /// the long ones.
    static func files(_ folder: TestFolder) throws -> (short: String, long: [String]) {
        let short = try scenario(folder, "short.jsonl")
        let long = try (1...5).map { try scenario(folder, "long-\($0).jsonl", end: 5_184_000) }
        return (short, long)
    }

    /// The JUnit report's testcases, each with the names of its child elements, and the suite's attributes.
    static func junit(_ path: String) throws -> (suite: [String: String], cases: [(name: String, children: [String])]) {
        let document = try XMLDocument(contentsOf: URL(fileURLWithPath: path))
        let suite = try #require(document.rootElement())
        var attributes: [String: String] = [:]
        for attribute in suite.attributes ?? [] {
            if let name = attribute.name { attributes[name] = attribute.stringValue }
        }
        let cases = suite.elements(forName: "testcase").map { item in
            (
                item.attribute(forName: "name")?.stringValue ?? "",
                (item.children ?? []).compactMap { ($0 as? XMLElement)?.name }
            )
        }
        return (attributes, cases)
    }

    @Test(arguments: [1, 2], [SIGINT, SIGTERM, SIGHUP, SIGQUIT])
    func aQuitSignalStopsAReplayWithASummaryAndAReportThatSaySo(jobs: Int, signal: Int32) throws {
        let folder = try TestFolder()
        let (short, long) = try Self.files(folder)
        let report = folder.path("report.xml")
        let run = try RunningSwitchyard(
            ["replay", "--headless", "--jobs", "\(jobs)", "--junit", report, short] + long,
            stderrPath: folder.path("stderr.txt"))
        #expect(run.line() == "\(short): passed (5 checks, 80 ticks)")
        let workers = run.children()
        #expect(workers.count == (jobs == 1 ? 0 : 2))
        try #require(run.process.isRunning, "the run ended before the signal")
        kill(run.pid, signal)
        try #require(run.ended(within: 10), "signal \(signal) did not stop the run")
        #expect(run.process.terminationReason == .exit)
        #expect(run.process.terminationStatus == 128 + signal)
        #expect(workers.allSatisfy { !RunningSwitchyard.isAlive($0) }, "a worker outlived the run")

        // The signal may come before a file's first tick (its theme loading): then it was not played at all.
        let verdicts = run.remainingOutput().split(separator: "\n").map(String.init)
        #expect(verdicts.count == long.count)
        let errors = run.stderr.split(separator: "\n").map(String.init)
        for (file, verdict) in zip(long, verdicts) {
            #expect(verdict.hasPrefix("\(file): not played"), "\(verdict)")
            guard verdict.hasPrefix("\(file): not played to the end (stopped at tick ") else { continue }
            #expect(errors.contains("\(file):\(Self.lateCheckLine): tick \(Self.lateCheckTick): not played"))
        }
        let summary = errors.last ?? ""
        #expect(summary.hasPrefix("switchyard: replay stopped by \(Self.names[signal] ?? "")"), "\(summary)")
        #expect(summary.hasSuffix(" not played") && summary.contains(": 1 passed, 0 failed, "), "\(summary)")

        let (suite, cases) = try Self.junit(report)
        #expect(suite["tests"] == "6" && suite["skipped"] == "5" && suite["failures"] == "0")
        #expect(cases.map(\.name) == [short] + long)
        #expect(cases.map(\.children) == [[]] + long.map { _ in ["skipped"] })
    }

    /// A parent killed outright (nothing it can catch) takes its workers with it.
    @Test func workersDieWithTheirParent() throws {
        let folder = try TestFolder()
        let (short, long) = try Self.files(folder)
        let run = try RunningSwitchyard(
            ["replay", "--headless", "--jobs", "2", short] + long, stderrPath: folder.path("stderr.txt"))
        #expect(run.line() == "\(short): passed (5 checks, 80 ticks)")
        let workers = run.children()
        #expect(workers.count == 2)
        try #require(run.process.isRunning, "the run ended before the signal")
        kill(run.pid, SIGKILL)
        #expect(eventually(within: 5) { workers.allSatisfy { !RunningSwitchyard.isAlive($0) } })
    }

    /// `switchyard replay ... | head -1`: the reader goes after the first line; the run ends without a
    /// word on stderr, exit 141, and its JUnit report is still written.
    @Test(arguments: [1, 2])
    func aClosedStdoutEndsTheRunQuietly(jobs: Int) throws {
        let folder = try TestFolder()
        let files = [
            try Self.scenario(folder, "a.jsonl"), try Self.scenario(folder, "b.jsonl", end: 1_000_000),
            try Self.scenario(folder, "c.jsonl"), try Self.scenario(folder, "d.jsonl"),
        ]
        let report = folder.path("report.xml")
        let run = try RunningSwitchyard(
            ["replay", "--headless", "--jobs", "\(jobs)", "--junit", report] + files,
            stderrPath: folder.path("stderr.txt"))
        #expect(run.line() == "\(files[0]): passed (5 checks, 80 ticks)")
        run.closeOutput()
        try #require(run.ended(within: 60), "the run did not end")
        #expect(run.process.terminationReason == .exit)
        #expect(run.process.terminationStatus == 141)
        #expect(run.stderr == "")
        let (suite, cases) = try Self.junit(report)
        #expect(suite["tests"] == "4")
        #expect(cases.map(\.name) == files)
    }
}

/// The verdict of a file a quit signal cut short, judged in this process from its scenario and report.
@Suite struct ReplayCutTests {
    /// The shipped tap scenario with twelve more checks, at ticks 100 to 111 (lines 12 to 23), ending at 200.
    static func scenario() throws -> Scenarios.Scenario {
        let tap = try String(contentsOfFile: Repository.assets + "/scenarios/tap.jsonl", encoding: .utf8)
        let checks = (100..<112).map {
            #"{"tick":\#($0),"expect":{"switches":{"mmm-default":{"on":false,"state":"off"}},"callbacks":[]}}"#
        }
        let text = tap.replacingOccurrences(
            of: #"{"end":80}"#, with: (checks + [#"{"end":200}"#]).joined(separator: "\n"))
        return try #require(ScenarioFile.parse(text: text, file: "f.jsonl").scenario)
    }

    @Test func aCutFileSaysHowFarItGotAndListsTheChecksItDidNotReach() throws {
        var report = ScenarioReport(file: "f.jsonl")
        report.checks = 5
        var outcome = ReplayOutcome(file: "f.jsonl")
        ReplayCut(try Self.scenario(), after: 80, signal: SIGINT).judge(
            report, file: "f.jsonl", update: false, into: &outcome)
        let verdict = "not played to the end (stopped at tick 80 of 200: 5 checks held, 12 not played)"
        let notPlayed =
            (0..<10).map { "f.jsonl:\(12 + $0): tick \(100 + $0): not played" } + [
                "f.jsonl: note: 2 more checks not played"
            ]
        #expect(outcome.lines.map(\.text) == notPlayed + ["f.jsonl: " + verdict])
        #expect(outcome.lines.map(\.stream) == notPlayed.map { _ in .err } + [.out])
        #expect(outcome.skipped == [verdict] + notPlayed)
        #expect(outcome.extent == .part && outcome.stoppedBy == SIGINT && outcome.status == 0)
        #expect(ReplayOutcome(json: outcome.json) == outcome)
    }

    @Test func aCutFileThatFailedBeforeItStoppedFailsAndIsNotUpdated() throws {
        var report = ScenarioReport(file: "f.jsonl")
        report.checks = 5
        report.failures = [ScenarioFailure(file: "f.jsonl", line: 6, tick: 14, message: "switch differs")]
        var outcome = ReplayOutcome(file: "f.jsonl")
        ReplayCut(try Self.scenario(), after: 105, signal: SIGTERM).judge(
            report, file: "f.jsonl", update: true, into: &outcome)
        #expect(outcome.status == 1)
        #expect(outcome.failures == ["f.jsonl:6: tick 14: switch differs"])
        #expect(
            outcome.lines.last?.text
                == "f.jsonl: FAILED (1 of 5 checks: tick 14), then not played to the end, not updated "
                + "(stopped at tick 105 of 200: 6 checks not played)")
    }

    @Test func aClosedWindowSaysWhatRanWithItsOwnStatus() throws {
        var report = ScenarioReport(file: "f.jsonl")
        report.checks = 2
        var outcome = ReplayOutcome(file: "f.jsonl")
        ReplayCut(try Self.scenario(), after: 108, cause: .windowClosed).judge(
            report, file: "f.jsonl", update: true, into: &outcome)
        let verdict = "stopped at tick 108 of 200 (window closed): 2 checks passed, 3 not reached"
        let notReached = (0..<3).map { "f.jsonl:\(21 + $0): tick \(109 + $0): not reached" }
        #expect(outcome.lines.map(\.text) == notReached + ["f.jsonl: " + verdict])
        #expect(outcome.status == ReplayCut.windowClosedStatus && outcome.stoppedBy == 0 && outcome.extent == .part)
        #expect(outcome.skipped == [verdict] + notReached)
    }

    @Test func aClosedWindowAfterAFailedCheckFails() throws {
        var report = ScenarioReport(file: "f.jsonl")
        report.checks = 3
        report.failures = [ScenarioFailure(file: "f.jsonl", line: 6, tick: 14, message: "switch differs")]
        var outcome = ReplayOutcome(file: "f.jsonl")
        ReplayCut(try Self.scenario(), after: 65, cause: .windowClosed).judge(
            report, file: "f.jsonl", update: false, into: &outcome)
        #expect(outcome.status == 1)
        #expect(
            outcome.lines.last?.text
                == "f.jsonl: FAILED (1 of 3 checks: tick 14), then stopped at tick 65 of 200 (window closed): "
                + "13 checks not reached")
    }

    @Test func aFileStoppedBeforeItsFirstTickWasNotPlayed() throws {
        var outcome = ReplayOutcome(file: "f.jsonl")
        ReplayCut(try Self.scenario(), after: -1, signal: SIGHUP).judge(
            ScenarioReport(file: "f.jsonl"), file: "f.jsonl", update: false, into: &outcome)
        var expected = ReplayOutcome.notPlayed("f.jsonl")
        expected.stoppedBy = SIGHUP
        #expect(outcome == expected)
    }
}
