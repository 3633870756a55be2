import Foundation
import TestSupport
import Testing

@testable import Playground
@testable import SwitchYardTools

/// The built program itself: a bad command line exits 2 with exactly one line on stderr and nothing on
/// stdout; `--help` exits 0.
@Suite struct ExecutableTests {
    @Test func executableIsBuiltBesideTheTests() throws {
        let path = try SwitchyardProcess.executablePath()
        #expect(FileManager.default.isExecutableFile(atPath: path), "no switchyard at \(path); run swift build")
    }

    /// `validate --a11y` prints the legibility findings as located warnings and still exits 0: the seed
    /// HwcCustomUISwitch theme's yellow track on white, and its green thumb on yellow (its thumb, which alone takes presses, is 50
    /// points long: no hit-area warning).
    @Test func validateA11yPrintsLocatedWarnings() throws {
        let theme = Repository.theme("hwc-custom-uiswitch.json")
        let result = try SwitchyardProcess.run(["validate", "--a11y", theme])
        #expect(result.status == 0)
        #expect(
            result.stderrLines == [
                "\(theme):12:42: warning: styles.hwc.track.on: track on #FFFF00 on the background #FFFFFF: contrast "
                    + "1.07:1, below 3:1",
                "\(theme):15:15: warning: styles.hwc.thumb.on: thumb on #00FF00 on track on #FFFF00: contrast 1.28:1, "
                    + "below 3:1",
            ])
        #expect(result.stdout == "\(theme): ok\n")
    }

    /// A window with `--frames` closes itself after them, and its log's `first-frame` event splits start-up
    /// into its phases, which add up, with the present's monotonic stamp.
    @Test func aWindowWithFramesClosesItselfAndLogsItsStartUp() throws {
        let folder = try TestFolder()
        let log = folder.path("log.jsonl")
        let result = try SwitchyardProcess.run(["--frames", "2", "--log", log, "--size", "480x320"])
        #expect(result.status == 0, "\(result.stderrLines)")
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        let line = try #require(lines.first { $0.contains("\"first-frame\"") }, "\(lines)")
        let pattern =
            /presented ([0-9.]+) ms after entry: window ([0-9.]+) ms, theme ([0-9.]+) ms, first frame ([0-9.]+) ms; monotonic/
        let match = try #require(line.firstMatch(of: pattern), "\(line)")
        let total = try #require(Double(match.1))
        let parts = [match.2, match.3, match.4].compactMap { Double($0) }
        #expect(parts.count == 3 && abs(parts.reduce(0, +) - total) < 0.5, "\(line)")
        #expect(lines.last?.contains("\"quit\"") == true, "the window closed itself: \(lines.suffix(2))")
    }

    @Test(arguments: [
        ["--bogus"], ["--size", "0x0"], ["--size", "100000x100000"], ["--headless", "--frames", "-1"],
        ["--frames", "0"], ["--headless", "--frames", "1", "--size", "8192x8192", "--density", "3"],
        ["--lang", "../../etc"],
        ["validate"],
        ["replay", "a.jsonl", "--speed", "0"], ["bench", "--frames", "1"],
        ["bench", "--only", "frames,nope"],
    ])
    func badCommandLineExitsTwoWithOneLine(_ arguments: [String]) throws {
        let expected: UsageError
        do {
            if case .bench(let rest) = try CommandParser.parse(arguments) { _ = try BenchArguments.parse(rest) }
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

    /// An empty path names no file: every flag and command taking one refuses it as a usage error that
    /// names the flag, before anything is read or written (`sheet --out ''` said ": error: cannot rename the
    /// PNG into place", `--screenshot ''` "IMG_SavePNG failed: SDL_RWFromFile(): No file or no mode
    /// specified", `--theme ''` read the current folder). `record --out ''` and `bench --chart ''` are
    /// refused the same way (`CommandParserTests`), not run here: before, they ran a window or the bench.
    @Test(arguments: [
        (["sheet", "--theme", "t.json", "--out", ""], "--out"),
        (["sheet", "--theme", "", "--out", "x.png"], "--theme"),
        (["--headless", "--frames", "1", "--screenshot", ""], "--screenshot"), (["--theme", ""], "--theme"),
        (["--log", ""], "--log"), (["replay", "", "--headless"], "replay"),
        (["replay", "a.jsonl", "--junit", ""], "--junit"),
        (["replay", "a.jsonl", "--headless", "--artifacts", ""], "--artifacts"),
        (["validate", "t.json", ""], "validate"),
    ])
    func anEmptyPathIsAUsageErrorNamingTheFlag(_ arguments: [String], _ flag: String) throws {
        let result = try SwitchyardProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderrLines == ["switchyard: error: \(flag): the path is empty (see --help)"])
        #expect(result.stdout.isEmpty)
    }

    /// A 1 GB scenario (sparse, so the test writes nothing) is refused from its size before a byte is read,
    /// by validate and replay alike, and the message names the size and the limit.
    @Test(arguments: [["validate"], ["replay", "--headless"]])
    func aGigabyteScenarioIsRefusedAtOnceWithItsSize(_ command: [String]) throws {
        let folder = try TestFolder()
        let file = folder.path("huge.jsonl")
        let fd = open(file, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        #expect(fd >= 0 && ftruncate(fd, 1 << 30) == 0)
        close(fd)
        let start = Date()
        let result = try SwitchyardProcess.run(command + [file])
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(result.status == 1)
        #expect(
            result.stderrLines == [
                "\(file):1: error: \(file) is 1073741824 bytes, larger than the limit of 268435456 bytes"
            ])
    }

    @Test func helpExitsZeroWithTheUsageOnStdout() throws {
        let result = try SwitchyardProcess.run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout == Usage.main + "\n")
        #expect(result.stderr.isEmpty)
    }
}
