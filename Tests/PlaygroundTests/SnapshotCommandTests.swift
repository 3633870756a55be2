import Foundation
import SDLKit
import SceneGraph
import TestSupport
import Testing

@testable import Playground

extension PlaygroundSDLSuite {
    /// Snapshots and failure artifacts as a user gets them from `switchyard replay` and `record`: the folder
    /// beside the scenario, the files a failed frame check leaves, and every missing or odd input noted
    /// without changing the verdict.
    @Suite struct SnapshotCommandTests {
        static let checks = ["10", "14", "40", "53", "80"]

        /// A folder with `scenarios/tap.jsonl` and its theme `themes/mmm-switch.json`; the scenario's path.
        static func tapFolder() throws -> (TestFolder, String) {
            let folder = try TestFolder()
            let theme = try String(contentsOfFile: Repository.theme("mmm-switch.json"), encoding: .utf8)
            Repository.writeTheme(theme, to: "themes/mmm-switch.json", in: folder)
            let text = try String(contentsOfFile: Repository.assets + "/scenarios/tap.jsonl", encoding: .utf8)
            return (folder, folder.write("scenarios/tap.jsonl", text))
        }

        /// Keeps the snapshots of `file`, checking the command says so.
        static func keepSnapshots(_ file: String) throws {
            let result = try SwitchyardProcess.run(["replay", file, "--headless", "--update", "--snapshots"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout == "\(file): expectations updated (5 checks, 80 ticks)\n")
            let folder = file.replacingOccurrences(of: ".jsonl", with: ".snapshots")
            #expect(result.stderrLines == ["\(file): note: kept 5 snapshots in \(folder)"])
        }

        /// The theme's on colour changed from #00FF00 to #00EE00: every frame check's hash differs.
        static func changeOnColour(_ folder: TestFolder) throws {
            let path = folder.path("themes/mmm-switch.json")
            let theme = try String(contentsOfFile: path, encoding: .utf8)
            #expect(theme.contains("\"on\": \"#00FF00\""))
            folder.writeInPlace(
                "themes/mmm-switch.json",
                theme.replacingOccurrences(of: "\"on\": \"#00FF00\"", with: "\"on\": \"#00EE00\""))
        }

        /// The width and height a PNG's header gives.
        static func pngSize(_ path: String) throws -> (Int, Int) {
            let bytes = try Repository.bytes(of: path)
            func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
            return (word(16), word(20))
        }

        @Test func updateWithSnapshotsKeepsAnImageAndADumpPerFrameCheckTheSameOnEveryRun() throws {
            let (folder, file) = try Self.tapFolder()
            try Self.keepSnapshots(file)
            let snapshots = folder.path("scenarios/tap.snapshots")
            let expected = Set(Self.checks.flatMap { ["\($0).png", "\($0).draw.txt"] })
            #expect(Set(try FileManager.default.contentsOfDirectory(atPath: snapshots)) == expected)
            #expect(try Self.pngSize(snapshots + "/14.png") == (800, 600))
            let dump = try String(contentsOfFile: snapshots + "/14.draw.txt", encoding: .utf8)
            #expect(
                dump.hasPrefix("pushClip 0 0 800 600\ntext 192.5 63 text:b1afea42 \"51 x 31\\nmmm · on\" #3C3C43FF\n"))
            let first = try expected.sorted().map { try Repository.bytes(of: snapshots + "/" + $0) }

            // A second run in a new process writes the same bytes, drops the snapshot of a check that is
            // gone, and leaves files of other names alone.
            folder.write("scenarios/tap.snapshots/99.png", "stale")
            folder.write("scenarios/tap.snapshots/README.md", "mine")
            // A FIFO where an image goes is replaced, never opened (which would wait for a reader).
            try FileManager.default.removeItem(atPath: snapshots + "/14.png")
            #expect(mkfifo(snapshots + "/14.png", 0o600) == 0)
            try Self.keepSnapshots(file)
            #expect(try expected.sorted().map { try Repository.bytes(of: snapshots + "/" + $0) } == first)
            #expect(
                Set(try FileManager.default.contentsOfDirectory(atPath: snapshots)) == expected.union(["README.md"]))
            #expect(
                try SwitchyardProcess.run(["replay", file, "--headless", "--artifacts", folder.path("out")]).status == 0
            )
            #expect(!FileManager.default.fileExists(atPath: folder.path("out/scenarios")))
        }

        @Test func aChangedColourLeavesActualExpectedDiffAndTheFirstDifferingCommand() throws {
            let (folder, file) = try Self.tapFolder()
            try Self.keepSnapshots(file)
            try Self.changeOnColour(folder)
            let plain = try SwitchyardProcess.run(["replay", file, "--headless"])
            let out = folder.path("out")
            let result = try SwitchyardProcess.run(["replay", file, "--headless", "--artifacts", out])
            #expect(result.status == 1)
            #expect(result.status == plain.status && result.stdout == plain.stdout)
            #expect(result.stdout == "\(file): FAILED (5 of 5 checks: ticks 10, 14, 40, 53, 80)\n")

            let place = out + "/" + String(file.dropFirst()).replacingOccurrences(of: ".jsonl", with: "")
            let kept = folder.path("scenarios/tap.snapshots/14.draw.txt")
            let lines = result.stderrLines
            let start = try #require(lines.firstIndex { $0.hasPrefix("\(file):6: tick 14: frame hash: expected ") })
            let diff = try #require(lines[start + 2].split(separator: " ").first.flatMap { Int($0) })
            #expect(
                Array(lines[start + 1...start + 5]) == [
                    "    artifacts in \(place)/: 14.actual.png, 14.actual.draw.txt, 14.expected.png, 14.diff.png, "
                        + "14.first-difference.txt",
                    "    \(diff) pixels differ from the kept image (magenta in 14.diff.png)",
                    "    first differing draw command, line 7 of \(kept):",
                    "    - fill 557 24 34 20 radius=10 #00FF00FF",
                    "    + fill 557 24 34 20 radius=10 #00EE00FF",
                ])
            #expect(
                try String(contentsOfFile: place + "/14.first-difference.txt", encoding: .utf8)
                    == "first differing draw command, line 7 of \(kept):\n- fill 557 24 34 20 radius=10 #00FF00FF\n"
                    + "+ fill 557 24 34 20 radius=10 #00EE00FF\n")
            for check in Self.checks {
                for suffix in ["actual.png", "actual.draw.txt", "expected.png", "diff.png", "first-difference.txt"] {
                    #expect(FileManager.default.fileExists(atPath: "\(place)/\(check).\(suffix)"), "\(check).\(suffix)")
                }
            }

            // The diff marks exactly the pixels where the actual frame differs from the kept one.
            Repository.prepareSDL()
            let context = try SDLContext()
            let actual = try Surface(context: context, contentsOf: place + "/14.actual.png")
            let expected = try Surface(context: context, contentsOf: place + "/14.expected.png")
            let image = try Surface(context: context, contentsOf: place + "/14.diff.png")
            var marked = 0
            var wrong = 0
            for y in 0..<actual.height {
                for x in 0..<actual.width {
                    let differs = try actual.pixel(x: x, y: y) != expected.pixel(x: x, y: y)
                    let isMarked = try image.pixel(x: x, y: y) == ImageDiff.marker
                    if isMarked { marked += 1 }
                    if differs != isMarked { wrong += 1 }
                }
            }
            #expect(wrong == 0)
            #expect(marked == diff && marked > 0)
            // The small switch's track (on, at 557,24 34x20) is one of them; the window's corner is not.
            #expect(try image.pixel(x: 565, y: 34) == ImageDiff.marker)
            #expect(try image.pixel(x: 5, y: 5) != ImageDiff.marker)
        }

        /// Parallel workers get the snapshot and artifact flags: the same files and lines as one job.
        @Test func workersKeepSnapshotsAndWriteArtifactsAsOneJobDoes() throws {
            let (folder, file) = try Self.tapFolder()
            let second = folder.write("more/tap.jsonl", try String(contentsOfFile: file, encoding: .utf8))
            let keep = try SwitchyardProcess.run(
                ["replay", file, second, "--headless", "--update", "--snapshots", "--jobs", "2"])
            #expect(keep.status == 0, "\(keep.stderr)")
            for name in ["scenarios", "more"] {
                #expect(FileManager.default.fileExists(atPath: folder.path("\(name)/tap.snapshots/80.draw.txt")))
            }
            try Self.changeOnColour(folder)
            let out = folder.path("out")
            let one = try SwitchyardProcess.run([
                "replay", file, second, "--headless", "--artifacts", out, "--jobs", "1",
            ])
            let two = try SwitchyardProcess.run([
                "replay", file, second, "--headless", "--artifacts", out, "--jobs", "2",
            ])
            #expect(two.status == 1 && two.status == one.status)
            #expect(two.stdout == one.stdout && two.stderr == one.stderr)
            for path in [file, second] {
                let place = out + "/" + String(path.dropFirst()).replacingOccurrences(of: ".jsonl", with: "")
                #expect(FileManager.default.fileExists(atPath: place + "/14.diff.png"), "\(place)")
            }
        }

        /// A frame hash edited by hand: the frame is the kept snapshot's, and the artifacts say that one
        /// thing (no "0 pixels differ" beside "the drawing changed") and how to record the hash.
        @Test func aHandEditedHashIsSaidToBeTheOnlyDifference() throws {
            let (folder, file) = try Self.tapFolder()
            try Self.keepSnapshots(file)
            var lines = try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "\n")
            let hash = try #require(lines[5].range(of: #""frame":"[0-9a-f]{16}""#, options: .regularExpression))
            lines[5].replaceSubrange(hash, with: #""frame":"0123456789abcdef""#)
            folder.writeInPlace("scenarios/tap.jsonl", lines.joined(separator: "\n"))
            let out = folder.path("out")
            let result = try SwitchyardProcess.run(["replay", file, "--headless", "--artifacts", out])
            #expect(result.status == 1)
            let failure = try #require(result.stderrLines.firstIndex { $0.hasPrefix("\(file):6: tick 14: frame hash") })
            #expect(result.stderrLines[failure].hasSuffix("(the frame drawn does not hash as recorded)"))
            #expect(
                Array(result.stderrLines[(failure + 2)...]) == [
                    "    the frame drawn is the kept snapshot's, pixel for pixel and command for command: only the "
                        + "recorded frame hash differs (edited by hand, or recorded by another version); if that is "
                        + "right, switchyard replay \(file) --update records the hash drawn now"
                ])
        }

        @Test func aMissingPartialOrOddSnapshotFolderIsSaidAndLeavesTheVerdict() throws {
            let (folder, file) = try Self.tapFolder()
            try Self.changeOnColour(folder)
            let out = folder.path("out")
            let plain = try SwitchyardProcess.run(["replay", file, "--headless"])
            let snapshots = folder.path("scenarios/tap.snapshots")

            let missing = try SwitchyardProcess.run(["replay", file, "--headless", "--artifacts", out])
            #expect(missing.status == plain.status && missing.stdout == plain.stdout)
            let noFolder =
                "    no expected image: there is no snapshot folder \(snapshots); a diff needs one kept from a good "
                + "run first: switchyard replay \(file) --headless --update --snapshots (or record --snapshots)"
            #expect(missing.stderrLines.filter { $0 == noFolder }.count == 5)

            try Self.changeOnColourBack(folder)
            try Self.keepSnapshots(file)
            try Self.changeOnColour(folder)
            try FileManager.default.removeItem(atPath: snapshots + "/14.png")
            try FileManager.default.removeItem(atPath: snapshots + "/40.draw.txt")
            try FileManager.default.copyItem(
                atPath: Repository.theme("images/hm-thumb.png"),
                toPath: snapshots + "/53.png.new")
            try FileManager.default.removeItem(atPath: snapshots + "/53.png")
            try FileManager.default.moveItem(atPath: snapshots + "/53.png.new", toPath: snapshots + "/53.png")
            folder.writeInPlace("scenarios/tap.snapshots/80.png", "not a png")
            try FileManager.default.removeItem(atPath: snapshots + "/10.draw.txt")
            #expect(mkfifo(snapshots + "/10.draw.txt", 0o600) == 0)
            let other = try Self.pngSize(snapshots + "/53.png")
            #expect(other != (800, 600))

            let odd = try SwitchyardProcess.run(["replay", file, "--headless", "--artifacts", out])
            #expect(odd.status == plain.status && odd.stdout == plain.stdout)
            let lines = odd.stderrLines
            #expect(
                lines.contains(
                    "    no kept image \(snapshots)/14.png (the snapshot folder has none for this check): no expected image or diff"
                ))
            #expect(lines.contains("    no kept draw list \(snapshots)/40.draw.txt: no draw-command difference"))
            #expect(
                lines.contains(
                    "    the kept image \(snapshots)/53.png is \(other.0)x\(other.1) pixels, the frame 800x600: no diff image"
                ))
            #expect(lines.contains { $0.hasPrefix("    the kept image \(snapshots)/80.png does not load (") })
            #expect(
                lines.contains {
                    $0.hasPrefix("    the kept draw list does not read (") && $0.contains("not a regular file")
                })
            #expect(!lines.contains { $0.contains("Fatal") || $0.contains("crash") })
            // Every failure line of the plain replay is still there, in order.
            let failureLines = plain.stderrLines.filter { !$0.hasPrefix(" ") }
            #expect(lines.filter { !$0.hasPrefix(" ") } == failureLines)
        }

        static func changeOnColourBack(_ folder: TestFolder) throws {
            let path = folder.path("themes/mmm-switch.json")
            let theme = try String(contentsOfFile: path, encoding: .utf8)
            folder.writeInPlace(
                "themes/mmm-switch.json",
                theme.replacingOccurrences(of: "\"on\": \"#00EE00\"", with: "\"on\": \"#00FF00\""))
        }

        @Test func artifactsThatCannotBeWrittenAreRefusedBeforeAnythingPlays() throws {
            let (folder, file) = try Self.tapFolder()
            let blocker = folder.write("blocker", "a file")
            for (path, reason) in [
                (blocker, "it is a file, not a folder"),
                (blocker + "/sub", "\(blocker) is a file, not a folder"),
            ] {
                let result = try SwitchyardProcess.run(["replay", file, "--headless", "--artifacts", path])
                #expect(result.status == 2)
                #expect(result.stdout == "")
                #expect(result.stderrLines == ["switchyard: error: --artifacts \(path): \(reason)"])
            }
        }

        @Test func snapshotsThatCannotBeWrittenAreOneErrorAndFailTheRun() throws {
            let (folder, file) = try Self.tapFolder()
            let blocker = folder.write("scenarios/tap.snapshots", "a file where the folder goes")
            let result = try SwitchyardProcess.run(["replay", file, "--headless", "--update", "--snapshots"])
            #expect(result.status == 1)
            #expect(result.stderrLines.count == 1)
            #expect(
                result.stderrLines == ["\(blocker): error: cannot make the snapshot folder: File exists"],
                "\(result.stderr)")
        }

        @Test func recordWithSnapshotsKeepsTheRecordingsFrames() throws {
            let folder = try TestFolder()
            let file = folder.path("rec.jsonl")
            let result = try SwitchyardProcess.run(
                ["record", "--out", file, "--snapshots", "--headless", "--frames", "10", "--size", "640x400"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(
                result.stderrLines.last == "switchyard: \(file): kept 1 snapshot in \(folder.path("rec.snapshots"))")
            #expect(try Self.pngSize(folder.path("rec.snapshots/10.png")) == (640, 400))
            #expect(FileManager.default.fileExists(atPath: folder.path("rec.snapshots/10.draw.txt")))
        }

        @Test func snapshotAndArtifactFlagsGoWithWhatTheyNeed() throws {
            let refused: [([String], String)] = [
                (["replay", "a.jsonl", "--snapshots"], "--snapshots goes with --update --headless"),
                (["replay", "a.jsonl", "--snapshots", "--update"], "--snapshots goes with --update --headless"),
                (["replay", "a.jsonl", "--snapshots", "--headless"], "--snapshots goes with --update --headless"),
                (["replay", "a.jsonl", "--artifacts", "out"], "--artifacts goes with --headless"),
                (["replay", "a.jsonl", "--artifacts"], "--artifacts needs a value"),
            ]
            for (args, message) in refused {
                #expect(throws: UsageError.self) { try CommandParser.parse(args) }
                do {
                    _ = try CommandParser.parse(args)
                } catch {
                    #expect(error.message.hasPrefix(message), "\(args)")
                }
            }
            var expected = ReplayOptions()
            expected.files = ["a.jsonl"]
            expected.headless = true
            expected.update = true
            expected.keepsSnapshots = true
            expected.artifactsPath = "out"
            expected.exitsAtEnd = true
            expected.jobs = CommandParser.defaultJobs
            expected.window.headless = true
            #expect(
                try CommandParser.parse([
                    "replay", "a.jsonl", "--headless", "--update", "--snapshots", "--artifacts", "out", "--exit-at-end",
                ]) == .replay(expected))
            guard case .record(let options, _, _) = try CommandParser.parse(["record", "--snapshots"]) else {
                Issue.record("record --snapshots is not a recording")
                return
            }
            #expect(options.keepsSnapshots)
        }
    }
}
