import JSONKit
import SDLKit
import Scenarios

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps a scenario's snapshots (`record --snapshots`, `replay --update --snapshots`): at every frame check,
/// the frame's PNG and draw-list dump in the folder beside the scenario (`SnapshotFolder`). `finish()`
/// removes the snapshots of checks that are gone. A folder or file that cannot be written is one error, and
/// nothing more is written.
package final class SnapshotKeeper: ScenarioFrameObserver {
    /// The folder the snapshots go to.
    package let folder: String
    private let frame: CheckedFrame
    private var written: Set<String> = []
    /// What could not be written, one line naming the path and the reason; nil while all went well.
    package private(set) var error: String?

    /// A keeper for the scenario in `scenarioFile` played on `host`, drawing at the engine's pixel density.
    package init(host: EngineScenarioHost, scenarioFile: String) {
        folder = SnapshotFolder.path(forScenario: scenarioFile)
        frame = CheckedFrame(host: host)
    }

    /// How many checks were kept.
    package var count: Int { written.count / 2 }

    /// Writes the check's image and dump.
    package func frameChecked(_ check: ScenarioFrameCheck) -> [String] {
        guard error == nil else { return [] }
        let image = folder + "/" + SnapshotFolder.imageFile(check.name)
        let dump = folder + "/" + SnapshotFolder.dumpFile(check.name)
        do {
            try Folders.make(folder)
        } catch {
            self.error = "\(folder): error: cannot make the snapshot folder: \(Self.reason(error))"
            return []
        }
        do {
            try frame.image().savePNG(to: image, replacesSpecialFiles: true)
            written.insert(SnapshotFolder.imageFile(check.name))
            if case .failure(let failure) = AtomicFile.write(
                Array(DrawListDump.text(of: frame.dump()).utf8), to: dump, replacesSpecialFiles: true)
            {
                throw failure
            }
            written.insert(SnapshotFolder.dumpFile(check.name))
        } catch {
            self.error = "\(folder): error: cannot write the snapshot of tick \(check.tick): \(Self.reason(error))"
        }
        return []
    }

    /// Removes snapshot files (by the folder's naming only) of checks this run did not write.
    package func finish() {
        guard error == nil, let names = try? Folders.names(in: folder) else { return }
        for name in names where SnapshotFolder.isSnapshotFile(name) && !written.contains(name) {
            unlink(folder + "/" + name)
        }
    }

    /// A failure's reason in a few words (`ErrorReason`).
    static func reason(_ error: any Error) -> String {
        ErrorReason.describe(error)
    }
}
