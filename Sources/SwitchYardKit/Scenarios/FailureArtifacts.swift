import JSONKit
import SDLKit
import Scenarios

/// What a replay with `--artifacts DIR` leaves for a frame check that failed, in `DIR/<scenario path
/// without .jsonl>/`: the frame drawn (`<name>.actual.png`) and its dump (`<name>.actual.draw.txt`), the
/// kept snapshot (`<name>.expected.png`), a diff image (`<name>.diff.png`, `ImageDiff`) and the first draw
/// command that differs from the kept dump (`<name>.first-difference.txt`). Anything missing from the
/// snapshot folder (the folder, an image, a dump, an image of another size) is said under the failure
/// line and leaves out what needs it; the verdict is the frame hash's either way.
package final class FailureArtifacts: ScenarioFrameObserver {
    /// The folder this scenario's artifacts go to.
    package let folder: String
    /// The scenario's snapshot folder, where the expected images and dumps are read.
    package let snapshots: String
    private let frame: CheckedFrame

    /// Artifacts of the scenario in `scenarioFile`, played on `host` (drawn at the engine's pixel density),
    /// under `artifacts`.
    package init(host: EngineScenarioHost, scenarioFile: String, artifacts: String) {
        folder = SnapshotFolder.artifactsPath(artifacts, scenarioFile: scenarioFile)
        snapshots = SnapshotFolder.path(forScenario: scenarioFile)
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
        var lines: [String] = []
        if !Folders.isFolder(snapshots) {
            lines.append(
                "no snapshot folder \(snapshots) (keep one with record --snapshots or replay --update --snapshots "
                    + "--headless): no expected image, diff or draw-command difference")
        } else {
            lines += try compareImage(actual, name: name, written: &written)
            lines += try compareDump(dump, name: name, written: &written)
        }
        return ["artifacts in \(folder)/: " + written.joined(separator: ", ")] + lines
    }

    private func compareImage(_ actual: Surface, name: String, written: inout [String]) throws -> [String] {
        let keptPath = snapshots + "/" + SnapshotFolder.imageFile(name)
        guard Folders.exists(keptPath) else {
            return [
                "no kept image \(keptPath) (the snapshot folder has none for this check): no expected image or diff"
            ]
        }
        let expected: Surface
        do {
            expected = try Surface(context: host.engine.renderer.context, contentsOf: keptPath)
        } catch {
            return ["the kept image \(keptPath) does not load (\(SnapshotKeeper.reason(error))): no diff"]
        }
        try expected.savePNG(to: path(name + ".expected.png"), replacesSpecialFiles: true)
        written.append(name + ".expected.png")
        guard let diff = try ImageDiff(actual: actual, expected: expected, context: host.engine.renderer.context) else {
            return [
                "the kept image \(keptPath) is \(expected.width)x\(expected.height) pixels, the frame "
                    + "\(actual.width)x\(actual.height): no diff image"
            ]
        }
        try diff.image.savePNG(to: path(name + ".diff.png"), replacesSpecialFiles: true)
        written.append(name + ".diff.png")
        return ["\(diff.differingPixels) pixels differ from the kept image (magenta in \(name).diff.png)"]
    }

    private func compareDump(_ dump: [String], name: String, written: inout [String]) throws -> [String] {
        let keptPath = snapshots + "/" + SnapshotFolder.dumpFile(name)
        guard Folders.exists(keptPath) else {
            return ["no kept draw list \(keptPath): no draw-command difference"]
        }
        let data: [UInt8]
        switch BoundedFile.read(keptPath, limit: Self.maxDumpBytes) {
        case .success(let bytes): data = bytes
        case .failure(let error): return ["the kept draw list does not read (\(error)): no draw-command difference"]
        }
        let kept = DrawListDump.lines(ofText: String(decoding: data, as: UTF8.self))
        guard let difference = DrawListDump.firstDifference(kept: kept, actual: dump) else {
            return ["the draw list is the same as the kept one in \(keptPath) (the snapshots are older than the file?)"]
        }
        let text = "first differing draw command, line \(difference.line) of \(keptPath):\n\(difference)"
        try AtomicFile.write(
            Array((text + "\n").utf8), to: path(name + ".first-difference.txt"), replacesSpecialFiles: true
        ).get()
        written.append(name + ".first-difference.txt")
        return text.split(separator: "\n").map(String.init)
    }

    /// The largest kept dump read: far beyond any frame's (a few hundred bytes a command).
    static let maxDumpBytes = 64 << 20

    private var host: EngineScenarioHost { frame.host }

    private func path(_ file: String) -> String { folder + "/" + file }
}
