import Foundation
import SDLKit
import TestSupport

/// Compares two rendered frames of one test exactly (tolerance 0 unless told); on a difference writes
/// both and a diff into the golden output folder and says where.
enum SurfaceComparison {
    static func mismatch(
        _ actual: Surface, _ expected: Surface, named name: String, tolerance: Int = 0, context: SDLContext
    ) throws -> String? {
        let diff = try Surface(context: context, width: actual.width, height: actual.height)
        let comparison = try ImageComparison(actual: actual, expected: expected, tolerance: tolerance, diff: diff)
        if comparison.matches { return nil }
        let out = GoldenImage.outputFolder()
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let paths = ["actual", "expected", "diff"].map { out.appendingPathComponent("\(name).\($0).png").path }
        try actual.savePNG(to: paths[0])
        try expected.savePNG(to: paths[1])
        try diff.savePNG(to: paths[2])
        return "\(name): \(comparison.differingPixels) pixels differ (largest difference "
            + "\(comparison.maxChannelDifference)); written to \(paths.joined(separator: ", "))"
    }
}
