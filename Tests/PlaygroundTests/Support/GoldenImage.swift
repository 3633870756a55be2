import Foundation
import SDLKit

/// Golden-image checks: compare a rendered surface with `Golden/<name>.png` next to the tests, channel by
/// channel within a tolerance. `SWITCHYARD_RECORD_GOLDEN=1` rewrites the golden instead. On a mismatch the
/// actual image and a diff (red where pixels differ) are written to `SWITCHYARD_TEST_OUT` (or a temporary
/// folder) and the returned message names them. Other test targets can copy this file as it is, changing
/// only `goldenFolder` if their goldens live elsewhere.
enum GoldenImage {
    /// The environment variable that switches to recording.
    static let recordVariable = "SWITCHYARD_RECORD_GOLDEN"

    /// The folder holding the golden PNGs: `Golden/` beside this file's `Support/` folder.
    static func goldenFolder(file: String = #filePath) -> URL {
        URL(fileURLWithPath: file).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Golden")
    }

    /// Where actual and diff images of failed checks go.
    static func outputFolder() -> URL {
        if let folder = ProcessInfo.processInfo.environment["SWITCHYARD_TEST_OUT"], !folder.isEmpty {
            return URL(fileURLWithPath: folder)
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-golden")
    }

    /// Nil when `actual` matches the golden `name` (or was recorded); otherwise what differed and where the
    /// actual and diff images were written.
    static func mismatch(_ actual: Surface, named name: String, tolerance: Int, context: SDLContext) throws -> String? {
        let golden = goldenFolder().appendingPathComponent(name + ".png").path
        if ProcessInfo.processInfo.environment[recordVariable] == "1" {
            try FileManager.default.createDirectory(at: goldenFolder(), withIntermediateDirectories: true)
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
