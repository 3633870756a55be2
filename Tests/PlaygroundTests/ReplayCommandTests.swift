import Foundation
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
}
