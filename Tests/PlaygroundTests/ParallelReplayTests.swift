import Foundation
import TestSupport
import Testing

@testable import Playground

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `replay --jobs N` and `--shard K/N` through the built program: worker processes print exactly what one
/// job prints, in the order given, and the shards' JUnit reports add up to the whole run.
@Suite struct ParallelReplayTests {
    /// A folder with copies of the shipped scenarios (their theme paths made absolute, so they replay from
    /// anywhere), one whose outcome was changed so it fails, and one that is not a scenario.
    static func corpus(_ folder: TestFolder) throws -> [String] {
        let shipped = Repository.assets + "/scenarios"
        let names = try FileManager.default.contentsOfDirectory(atPath: shipped).filter { $0.hasSuffix(".jsonl") }
            .sorted()
        var files: [String] = []
        for name in names {
            let text = try String(contentsOfFile: shipped + "/" + name, encoding: .utf8)
                .replacingOccurrences(of: #""path":"../themes/"#, with: #""path":"\#(Repository.assets)/themes/"#)
            files.append(folder.write(name, text))
        }
        let tap = try String(contentsOfFile: files[files.count / 2], encoding: .utf8)
        let broken = tap.replacingOccurrences(of: #""on":true,"state":"on""#, with: #""on":false,"state":"off""#)
        #expect(broken != tap)
        files.insert(folder.write("changed.jsonl", broken), at: 3)
        files.insert(folder.write("not-a-scenario.jsonl", "hello\n"), at: 7)
        return files
    }

    @Test func workersPrintWhatOneJobPrintsInTheOrderGiven() throws {
        let folder = try TestFolder()
        let files = try Self.corpus(folder)
        let one = try SwitchyardProcess.run(["replay", "--headless", "--jobs", "1"] + files)
        let three = try SwitchyardProcess.run(["replay", "--headless", "--jobs", "3"] + files)
        #expect(one.status == 1 && three.status == 1)
        #expect(three.stdout == one.stdout)
        #expect(three.stderr == one.stderr)
        let verdicts = one.stdout.split(separator: "\n")
        #expect(verdicts.count == files.count - 1, "every file but the unreadable one has a verdict")
        #expect(verdicts.filter { $0.contains("FAILED") }.count == 1)
        #expect(one.stderr.contains("not-a-scenario.jsonl:1:1: error:"))
    }

    /// Each shard replays its own files; together they are every file once, and their JUnit reports are one
    /// testsuite each whose testcases add up to the whole run's.
    @Test func shardsCoverEveryFileOnceAndTheirReportsMerge() throws {
        let folder = try TestFolder()
        let files = try Self.corpus(folder)
        var names: [String] = []
        var failures = 0
        for k in 1...3 {
            let report = folder.path("shard-\(k).xml")
            let result = try SwitchyardProcess.run(
                ["replay", "--headless", "--shard", "\(k)/3", "--junit", report] + files)
            #expect(result.status <= 1)
            let document = try XMLDocument(data: Data(contentsOf: URL(fileURLWithPath: report)))
            let suite = try #require(document.rootElement())
            #expect(suite.name == "testsuite")
            #expect(suite.attribute(forName: "name")?.stringValue == "switchyard replay (shard \(k)/3)")
            let cases = suite.elements(forName: "testcase")
            #expect(suite.attribute(forName: "tests")?.stringValue == "\(cases.count)")
            names += cases.compactMap { $0.attribute(forName: "name")?.stringValue }
            failures += cases.filter { !$0.elements(forName: "failure").isEmpty }.count
        }
        #expect(names.sorted() == files.sorted())
        #expect(failures == 2)
    }
}
