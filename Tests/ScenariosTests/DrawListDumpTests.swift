import SceneGraph
import Testing

@testable import Scenarios

/// The draw-list dump a snapshot keeps: one stable line per command, and the first line where two dumps
/// part.
@Suite struct DrawListDumpTests {
    static func scene(thumb: Color = .white) -> [DrawCommand] {
        [
            .pushClip(Rect(x: 0, y: 0, width: 800, height: 600)),
            .text(TextHandle(id: 3), origin: Point(x: 192.5, y: 63), color: Color(r: 60, g: 60, b: 67)),
            .fill(Rect(x: 200.5, y: 24, width: 51, height: 31), radius: 15.5, color: Color(r: 0, g: 255, b: 0)),
            .stroke(Rect(x: 200.5, y: 24, width: 51, height: 31), radius: 15.5, width: 1, color: .black),
            .beginGroup(Rect(x: 196.5, y: 406, width: 59, height: 39), opacity: 0.4),
            .fill(Rect(x: 202.5, y: 26, width: 27, height: 27), radius: 13.5, color: thumb),
            .endGroup,
            .image(
                ImageHandle(id: 7), source: Rect(x: 0, y: 0, width: 10, height: 5),
                dest: Rect(x: 1, y: 2, width: 20, height: 10), color: .white, rotation: .clockwise),
            .popClip,
        ]
    }

    static func dump(_ commands: [DrawCommand]) -> [String] {
        DrawListDump.lines(of: commands, text: { "text:\($0.id)" }, image: { "image:\($0.id)" })
    }

    @Test func eachCommandIsOneReadableLine() {
        #expect(
            Self.dump(Self.scene()) == [
                "pushClip 0 0 800 600",
                "text 192.5 63 text:3 #3C3C43FF",
                "fill 200.5 24 51 31 radius=15.5 #00FF00FF",
                "stroke 200.5 24 51 31 radius=15.5 width=1 #000000FF",
                "beginGroup 196.5 406 59 39 opacity=0.4",
                "fill 202.5 26 27 27 radius=13.5 #FFFFFFFF",
                "endGroup",
                "image 1 2 20 10 image:7 source=0,0,10,5 turn=clockwise #FFFFFFFF",
                "popClip",
            ])
    }

    @Test func theSameSceneDumpsTheSameTextAndReadsBack() {
        let first = DrawListDump.text(of: Self.dump(Self.scene()))
        let second = DrawListDump.text(of: Self.dump(Self.scene()))
        #expect(first == second)
        #expect(DrawListDump.lines(ofText: first) == Self.dump(Self.scene()))
        #expect(
            DrawListDump.firstDifference(kept: DrawListDump.lines(ofText: first), actual: Self.dump(Self.scene()))
                == nil)
    }

    @Test func oneChangedColourIsTheFirstDifferenceWithItsLineNumber() {
        let kept = Self.dump(Self.scene())
        let actual = Self.dump(Self.scene(thumb: Color(r: 255, g: 0, b: 0)))
        let difference = DrawListDump.firstDifference(kept: kept, actual: actual)
        #expect(
            difference
                == DrawListDifference(
                    line: 6, kept: "fill 202.5 26 27 27 radius=13.5 #FFFFFFFF",
                    actual: "fill 202.5 26 27 27 radius=13.5 #FF0000FF"))
        #expect(
            difference?.description
                == "- fill 202.5 26 27 27 radius=13.5 #FFFFFFFF\n+ fill 202.5 26 27 27 radius=13.5 #FF0000FF")
    }

    @Test func aDumpThatEndsEarlyDiffersAtTheFirstMissingLine() {
        let kept = Self.dump(Self.scene())
        let difference = DrawListDump.firstDifference(kept: kept, actual: Array(kept.prefix(4)))
        #expect(difference == DrawListDifference(line: 5, kept: "beginGroup 196.5 406 59 39 opacity=0.4", actual: nil))
        #expect(DrawListDump.firstDifference(kept: [], actual: ["popClip"])?.kept == nil)
    }

    @Test func snapshotFolderNamesFollowTheScenarioAndTheTick() {
        #expect(SnapshotFolder.path(forScenario: "tap.jsonl") == "tap.snapshots")
        #expect(SnapshotFolder.path(forScenario: "a/b/tap.jsonl") == "a/b/tap.snapshots")
        #expect(SnapshotFolder.path(forScenario: "/x/notes.txt") == "/x/notes.txt.snapshots")
        #expect(SnapshotFolder.name(tick: 14, occurrence: 1) == "14")
        #expect(SnapshotFolder.name(tick: 14, occurrence: 2) == "14-2")
        #expect(SnapshotFolder.isSnapshotFile("14.png") && SnapshotFolder.isSnapshotFile("14-2.draw.txt"))
        for other in ["README.md", "14.txt", "a.png", "14-.png", "-2.png", "1-2-3.png", "14.draw.txt.bak"] {
            #expect(!SnapshotFolder.isSnapshotFile(other), "\(other)")
        }
        #expect(
            SnapshotFolder.artifactsPath("out", scenarioFile: "Assets/scenarios/tap.jsonl")
                == "out/Assets/scenarios/tap")
        #expect(SnapshotFolder.artifactsPath("out", scenarioFile: "../x/./tap.jsonl") == "out/up/x/tap")
        #expect(SnapshotFolder.artifactsPath("out", scenarioFile: "/abs/tap.jsonl") == "out/abs/tap")
    }
}
