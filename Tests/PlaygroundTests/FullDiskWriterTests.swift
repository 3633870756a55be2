import Foundation
import TestSupport
import Testing

/// Every writer of a whole file, run as the built program onto a real full disk (a tmpfs filled to its
/// last byte): a non-zero exit with one line naming the file and the system's reason, the good file from
/// before byte for byte as it was, and no partial file left beside it. Before `AtomicFile`, the PNG writers
/// exited 0 with a PNG cut in its image data and the JUnit writer left a cut report.
extension PlaygroundSDLSuite {
    @Suite(.enabled(if: TinyDisk.canMount, "mounting a tmpfs needs root"))
    struct FullDiskWriterTests {
        /// A 256 KiB disk holding `name` with `good` bytes, then filled.
        private static func fullDisk(holding name: String, _ good: [UInt8]) throws -> (TinyDisk, String) {
            let disk = try TinyDisk(bytes: 256 << 10)
            let file = try disk.write(name, bytes: good)
            disk.fill()
            return (disk, file)
        }

        private static func expectRefused(
            _ result: SwitchyardProcess.Result, file: String, good: [UInt8], disk: TinyDisk, names: [String]
        ) throws {
            #expect(result.status != 0, "\(result.stdout)")
            #expect(
                result.stderrLines.contains { $0.hasPrefix("\(file): ") && $0.contains("No space left on device") },
                "\(result.stderr)")
            #expect(try Repository.bytes(of: file) == good)
            #expect(disk.names == names)
        }

        @Test func theSheetKeepsTheOldSheet() throws {
            let good = try Repository.bytes(of: Repository.assets + "/../docs/screenshot.png")
            let (disk, file) = try Self.fullDisk(holding: "sheet.png", good)
            let result = try SwitchyardProcess.run(
                ["sheet", "--theme", Repository.theme("mmm-switch.json"), "--out", file])
            try Self.expectRefused(result, file: file, good: good, disk: disk, names: ["filler", "sheet.png"])
        }

        @Test func aHeadlessScreenshotKeepsTheOldOne() throws {
            let good = try Repository.bytes(of: Repository.assets + "/../docs/screenshot.png")
            let (disk, file) = try Self.fullDisk(holding: "shot.png", good)
            let result = try SwitchyardProcess.run(["--headless", "--frames", "2", "--screenshot", file])
            try Self.expectRefused(result, file: file, good: good, disk: disk, names: ["filler", "shot.png"])
        }

        @Test func theJUnitReportKeepsTheOldOne() throws {
            let good = Array("<testsuite name=\"before\"/>\n".utf8)
            let (disk, file) = try Self.fullDisk(holding: "report.xml", good)
            let scenario = Repository.assets + "/scenarios/tap.jsonl"
            let result = try SwitchyardProcess.run(["replay", scenario, "--headless", "--junit", file])
            try Self.expectRefused(result, file: file, good: good, disk: disk, names: ["filler", "report.xml"])
        }

        /// `--update --snapshots` with the scenario on the full disk: neither its snapshots nor the updated
        /// scenario fit, and the scenario the user had is left whole.
        @Test func updatingKeepsTheScenarioWhole() throws {
            let disk = try TinyDisk(bytes: 256 << 10)
            for folder in ["themes", "scenarios"] {
                try FileManager.default.createDirectory(
                    atPath: disk.path + "/" + folder, withIntermediateDirectories: false)
            }
            _ = try disk.write(
                "themes/mmm-switch.json", bytes: Array(try Repository.silentTheme("mmm-switch.json").utf8))
            let scenario = try disk.write(
                "scenarios/tap.jsonl", bytes: try Repository.bytes(of: Repository.assets + "/scenarios/tap.jsonl"))
            let before = try Repository.bytes(of: scenario)
            disk.fill()
            let result = try SwitchyardProcess.run(["replay", scenario, "--headless", "--update", "--snapshots"])
            #expect(result.status != 0, "\(result.stdout)")
            #expect(result.stderr.contains("No space left on device"), "\(result.stderr)")
            #expect(try Repository.bytes(of: scenario) == before)
            let left = try FileManager.default.contentsOfDirectory(atPath: disk.path + "/scenarios")
            #expect(left.allSatisfy { !$0.contains("partial") }, "\(left)")
        }
    }
}
