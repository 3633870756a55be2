import JSONKit
import SDLKit
import Scenarios

/// What a replay with `--artifacts DIR` leaves for a frame check that failed, in `DIR/<scenario path
/// without .jsonl>/`: the frame drawn (`<name>.actual.png`) and its dump (`<name>.actual.draw.txt`), the
/// kept snapshot (`<name>.expected.png`), a diff image (`<name>.diff.png`, `ImageDiff`) and the first draw
/// command that differs from the kept dump (`<name>.first-difference.txt`). Anything missing from the
/// snapshot folder (the folder, an image, a dump, an image of another size) is said under the failure
/// line and leaves out what needs it; the image and dump comparisons are said as one account (`verdict`),
/// so a frame equal to its snapshot says only the recorded hash differs. The verdict is the frame hash's
/// either way.
package final class FailureArtifacts: ScenarioFrameObserver {
    /// The folder this scenario's artifacts go to.
    package let folder: String
    /// The scenario's snapshot folder, where the expected images and dumps are read.
    package let snapshots: String
    /// The scenario file, as the commands the lines suggest name it.
    private let scenarioFile: String
    private let frame: CheckedFrame

    /// Artifacts of the scenario in `scenarioFile`, played on `host` (drawn at the engine's pixel density),
    /// under `artifacts`.
    package init(host: EngineScenarioHost, scenarioFile: String, artifacts: String) {
        folder = SnapshotFolder.artifactsPath(artifacts, scenarioFile: scenarioFile)
        snapshots = SnapshotFolder.path(forScenario: scenarioFile)
        self.scenarioFile = scenarioFile
        frame = CheckedFrame(host: host)
    }

    /// Writes the artifacts of a failed check; the lines saying where they are and what differs.
    package func frameChecked(_ check: ScenarioFrameCheck) -> [String] {
        guard !check.passed else { return [] }
        do {
            try Folders.make(folder)
            return try write(check)
        } catch {
            return ["artifacts: cannot write them in \(folder): \(SnapshotKeeper.reason(error))"]
        }
    }

    private func write(_ check: ScenarioFrameCheck) throws -> [String] {
        let name = check.name
        let actual = try frame.image()
        try actual.savePNG(to: path(name + ".actual.png"), replacesSpecialFiles: true)
        let dump = frame.dump()
        try AtomicFile.write(
            Array(DrawListDump.text(of: dump).utf8), to: path(name + ".actual.draw.txt"), replacesSpecialFiles: true
        ).get()
        var written = [name + ".actual.png", name + ".actual.draw.txt"]
        let lines: [String]
        if !Folders.isFolder(snapshots) {
            lines = [
                "no expected image: there is no snapshot folder \(snapshots); a diff needs one kept from a good run "
                    + "first: switchyard replay \(scenarioFile) --headless --update --snapshots (or record --snapshots)"
            ]
        } else {
            let image = try compareImage(actual, name: name, written: &written)
            let draw = try compareDump(dump, name: name, written: &written)
            lines = verdict(image: image, draw: draw, name: name)
        }
        return ["artifacts in \(folder)/: " + written.joined(separator: ", ")] + lines
    }

    /// What the kept image says: how many pixels differ, or why there is no diff (one line).
    private enum ImageComparison {
        case differing(Int)
        case none(String)
    }

    /// What the kept dump says: the same commands, the first difference (its lines), or why there is none.
    private enum DumpComparison {
        case same
        case differing([String])
        case none(String)
    }

    /// One account of the two comparisons, so the lines never contradict each other: a frame equal to the
    /// kept snapshot in pixels and commands says only the recorded hash differs and how to record it.
    private func verdict(image: ImageComparison, draw: DumpComparison, name: String) -> [String] {
        let kept = snapshots + "/" + SnapshotFolder.dumpFile(name)
        switch (image, draw) {
        case (.differing(0), .same):
            return [
                "the frame drawn is the kept snapshot's, pixel for pixel and command for command: only the "
                    + "recorded frame hash differs (edited by hand, or recorded by another version); if that is "
                    + "right, switchyard replay \(scenarioFile) --update records the hash drawn now"
            ]
        case (.differing(0), .differing(let lines)):
            return [
                "no pixel differs from the kept image, but the draw list does (the hash follows the draw list); "
                    + "if the change is meant, --update records it"
            ] + lines
        case (.differing(let count), .same):
            return [
                "\(count) pixels differ from the kept image (magenta in \(name).diff.png) though the draw list is "
                    + "the one kept in \(kept): the kept image is older than its draw list; keep both again "
                    + "with --update --snapshots"
            ]
        case (.differing(let count), .differing(let lines)):
            return ["\(count) pixels differ from the kept image (magenta in \(name).diff.png)"] + lines
        case (.differing(let count), .none(let why)):
            return ["\(count) pixels differ from the kept image (magenta in \(name).diff.png)", why]
        case (.none(let why), .same):
            return [why, "the draw list is the same as the kept one in \(kept): only the recorded frame hash differs"]
        case (.none(let why), .differing(let lines)):
            return [why] + lines
        case (.none(let image), .none(let dump)):
            return [image, dump]
        }
    }

    private func compareImage(_ actual: Surface, name: String, written: inout [String]) throws -> ImageComparison {
        let keptPath = snapshots + "/" + SnapshotFolder.imageFile(name)
        guard Folders.exists(keptPath) else {
            return .none(
                "no kept image \(keptPath) (the snapshot folder has none for this check): no expected image or diff")
        }
        let expected: Surface
        do {
            expected = try Surface(context: host.engine.renderer.context, contentsOf: keptPath)
        } catch {
            return .none("the kept image \(keptPath) does not load (\(SnapshotKeeper.reason(error))): no diff")
        }
        try expected.savePNG(to: path(name + ".expected.png"), replacesSpecialFiles: true)
        written.append(name + ".expected.png")
        guard let diff = try ImageDiff(actual: actual, expected: expected, context: host.engine.renderer.context) else {
            return .none(
                "the kept image \(keptPath) is \(expected.width)x\(expected.height) pixels, the frame "
                    + "\(actual.width)x\(actual.height): no diff image")
        }
        try diff.image.savePNG(to: path(name + ".diff.png"), replacesSpecialFiles: true)
        written.append(name + ".diff.png")
        return .differing(diff.differingPixels)
    }

    private func compareDump(_ dump: [String], name: String, written: inout [String]) throws -> DumpComparison {
        let keptPath = snapshots + "/" + SnapshotFolder.dumpFile(name)
        guard Folders.exists(keptPath) else {
            return .none("no kept draw list \(keptPath): no draw-command difference")
        }
        let data: [UInt8]
        switch BoundedFile.read(keptPath, limit: Self.maxDumpBytes) {
        case .success(let bytes): data = bytes
        case .failure(let error):
            return .none("the kept draw list does not read (\(error)): no draw-command difference")
        }
        let kept = DrawListDump.lines(ofText: String(decoding: data, as: UTF8.self))
        guard let difference = DrawListDump.firstDifference(kept: kept, actual: dump) else { return .same }
        let text = "first differing draw command, line \(difference.line) of \(keptPath):\n\(difference)"
        try AtomicFile.write(
            Array((text + "\n").utf8), to: path(name + ".first-difference.txt"), replacesSpecialFiles: true
        ).get()
        written.append(name + ".first-difference.txt")
        return .differing(text.split(separator: "\n").map(String.init))
    }

    /// The largest kept dump read: far beyond any frame's (a few hundred bytes a command).
    static let maxDumpBytes = 64 << 20

    private var host: EngineScenarioHost { frame.host }

    private func path(_ file: String) -> String { folder + "/" + file }
}
