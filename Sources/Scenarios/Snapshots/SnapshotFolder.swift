import JSONKit

/// Where a scenario's snapshots are kept: beside it, in a folder named after it (`tap.jsonl` ->
/// `tap.snapshots/`), a PNG and a draw-list dump per frame check, named by the check's tick (`14.png`,
/// `14.draw.txt`; a second check at the same tick `14-2.png`, ...).
package enum SnapshotFolder {
    /// The folder beside `scenarioFile`: its path without the `.jsonl` extension, plus `.snapshots`.
    package static func path(forScenario scenarioFile: String) -> String {
        let name = FilePaths.lastComponent(scenarioFile)
        let base = name.hasSuffix(".jsonl") && name.count > ".jsonl".count ? String(name.dropLast(6)) : name
        let parent = FilePaths.parent(scenarioFile)
        return parent.isEmpty ? base + ".snapshots" : parent + "/" + base + ".snapshots"
    }

    /// The name of the `occurrence`-th (from 1) frame check at `tick`: `14`, then `14-2`, ...
    package static func name(tick: Int, occurrence: Int) -> String {
        occurrence <= 1 ? "\(tick)" : "\(tick)-\(occurrence)"
    }

    /// The image of the check `name`.
    package static func imageFile(_ name: String) -> String { name + ".png" }

    /// The draw-list dump of the check `name`.
    package static func dumpFile(_ name: String) -> String { name + ".draw.txt" }

    /// True for a file name the folder's own naming makes (`14.png`, `14-2.draw.txt`): the files an
    /// update may remove when their check is gone. Anything else in the folder is left alone.
    package static func isSnapshotFile(_ fileName: String) -> Bool {
        let stem: Substring
        if fileName.hasSuffix(".draw.txt") {
            stem = fileName.dropLast(".draw.txt".count)
        } else if fileName.hasSuffix(".png") {
            stem = fileName.dropLast(".png".count)
        } else {
            return false
        }
        let parts = stem.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count) else { return false }
        return parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
    }

    /// The folder under an artifacts folder for `scenarioFile`: its path as given without `.jsonl`, each
    /// component kept (`..` becomes `up`, so nothing lands outside), so files of the same name in different
    /// folders do not collide.
    package static func artifactsPath(_ artifacts: String, scenarioFile: String) -> String {
        var components = scenarioFile.split(separator: "/").map(String.init).filter { $0 != "." }
        components = components.map { $0 == ".." ? "up" : $0 }
        if let last = components.last, last.hasSuffix(".jsonl"), last.count > 6 {
            components[components.count - 1] = String(last.dropLast(6))
        }
        return ([artifacts] + components).joined(separator: "/")
    }
}
