import Foundation
import Scenarios
import TestSupport
import Testing

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
        folder.write("themes/mmm-switch.json", theme)
        let text = try String(contentsOfFile: Self.tap, encoding: .utf8)
        let file = folder.write("scenarios/tap.jsonl", text)
        let now = SHA256.hexDigest(Array(theme.utf8)).prefix(12)
        let mismatch =
            #"\#(file):1: error: the theme "../themes/mmm-switch.json" changed since the recording "#
            + "(sha256 4fd07760394e… recorded, \(now)… now)"

        for update in [false, true] {
            let result = try SwitchyardProcess.run(
                ["replay", file, "--headless", "--strict"] + (update ? ["--update"] : []))
            #expect(result.status == 1)
            #expect(result.stderrLines == [mismatch])
            #expect(result.stdout == "\(file): FAILED (not played: its scene could not be set up)\n")
        }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == text)
    }
}
