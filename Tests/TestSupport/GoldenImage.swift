import Foundation
import SDLKit

/// Golden-image checks: compare a rendered surface with `Golden/<name>.png` next to the tests, channel by
/// channel within a tolerance. `SWITCHYARD_RECORD_GOLDEN=1` rewrites the golden instead. On a mismatch the
/// actual image and a diff (red where pixels differ) are written to `SWITCHYARD_TEST_OUT` (or a temporary
/// folder) and the returned message names them. Shared by every test target that compares pixels; each
/// keeps its goldens in a `Golden/` folder of its own, found from the calling test file.
public enum GoldenImage {
    /// The environment variable that switches to recording.
    public static let recordVariable = "SWITCHYARD_RECORD_GOLDEN"

    /// The folder holding a test target's golden PNGs: `Golden/` at the top of the target's folder
    /// (`Tests/<Target>/Golden`), found from `file`, any source file of that target.
    public static func goldenFolder(file: String) -> URL {
        var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        while folder.deletingLastPathComponent().lastPathComponent != "Tests", folder.path != "/" {
            folder = folder.deletingLastPathComponent()
        }
        return folder.appendingPathComponent("Golden")
    }

    /// Where actual and diff images of failed checks go.
    public static func outputFolder() -> URL {
        if let folder = ProcessInfo.processInfo.environment["SWITCHYARD_TEST_OUT"], !folder.isEmpty {
            return URL(fileURLWithPath: folder)
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-golden")
    }

    /// Nil when `actual` matches the golden `name` (or was recorded); otherwise what differed and where the
    /// actual and diff images were written.
    public static func mismatch(
        _ actual: Surface, named name: String, tolerance: Int, context: SDLContext, file: String = #filePath
    ) throws -> String? {
        let folder = goldenFolder(file: file)
        let golden = folder.appendingPathComponent(name + ".png").path
        if ProcessInfo.processInfo.environment[recordVariable] == "1" {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try actual.savePNG(to: golden)
            return nil
        }
        guard FileManager.default.fileExists(atPath: golden) else {
            return "no golden image at \(golden); run with \(recordVariable)=1 to record it"
        }
        let expected = try Surface(context: context, contentsOf: golden)
        let diff = try Surface(context: context, width: actual.width, height: actual.height)
        let comparison = try ImageComparison(actual: actual, expected: expected, tolerance: tolerance, diff: diff)
        if comparison.matches { return nil }
        let out = outputFolder()
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let actualPath = out.appendingPathComponent(name + ".actual.png").path
        let diffPath = out.appendingPathComponent(name + ".diff.png").path
        try actual.savePNG(to: actualPath)
        try diff.savePNG(to: diffPath)
        let sizes = "actual \(actual.width)x\(actual.height), golden \(expected.width)x\(expected.height)"
        return "\(name): \(comparison.differingPixels) pixels differ by more than \(tolerance) (largest "
            + "difference \(comparison.maxChannelDifference); \(sizes)); actual: \(actualPath), diff: \(diffPath)"
    }
}
