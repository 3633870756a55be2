import Foundation
import Testing

@testable import Playground

/// The built program itself: a bad command line exits 2 with exactly one line on stderr and nothing on
/// stdout; `--help` exits 0.
@Suite struct ExecutableTests {
    @Test func executableIsBuiltBesideTheTests() throws {
        let path = try SwitchyardProcess.executablePath()
        #expect(FileManager.default.isExecutableFile(atPath: path), "no switchyard at \(path); run swift build")
    }

    @Test(arguments: [
        ["--bogus"], ["--size", "0x0"], ["--size", "100000x100000"], ["--headless", "--frames", "-1"],
        ["--frames", "3"], ["--headless", "--frames", "1", "--size", "8192x8192", "--density", "3"], ["validate"],
        ["replay", "a.jsonl", "--speed", "0"], ["bench", "--frames", "1"],
    ])
    func badCommandLineExitsTwoWithOneLine(_ arguments: [String]) throws {
        let expected: UsageError
        do {
            _ = try CommandParser.parse(arguments)
            Issue.record("the parser accepted \(arguments)")
            return
        } catch {
            expected = error
        }
        let result = try SwitchyardProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr == expected.description + "\n")
        #expect(result.stderrLines.count == 1)
        #expect(result.stdout.isEmpty)
    }

    @Test func helpExitsZeroWithTheUsageOnStdout() throws {
        let result = try SwitchyardProcess.run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout == Usage.main + "\n")
        #expect(result.stderr.isEmpty)
    }
}
