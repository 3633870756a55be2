import Foundation
import Playground

/// Runs the C baseline (`switchyard-baseline`, built next to the `switchyard` executable) for a batch of
/// frames and reads the per-frame times it prints as JSON lines.
struct BaselineProcess {
    /// The program's file name in the build folder.
    static let executableName = "switchyard-baseline"

    let executable: String
    let fontPath: String

    /// The baseline next to the running executable (the same build folder); an error telling how to build
    /// it when it is missing.
    static func locate(fontPath: String) throws -> BaselineProcess {
        let folder = BenchPaths.executableFolder()
        let path = folder + "/" + executableName
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw RuntimeError(
                "\(path): the C baseline is not built; build everything first "
                    + "(swift build -c release, as make bench does)")
        }
        return BaselineProcess(executable: path, fontPath: fontPath)
    }

    /// How the baseline draws.
    enum Way: Sendable {
        /// The plain fastest way: pre-coloured sprites, the track tinted.
        case plain
        /// Tinting a white mask for every part: how SwitchYard's player drew before it pre-coloured
        /// repeated shapes and text (`--modulated`).
        case modulated
        /// The plain way with a track whose colour repeats in the frame copied from a pre-coloured
        /// texture, as SwitchYard's player does (`--precolored`): the same work as SwitchYard.
        case precolored

        var arguments: [String] {
            switch self {
            case .plain: return []
            case .modulated: return ["--modulated"]
            case .precolored: return ["--precolored"]
            }
        }
    }

    /// Draws frames `first..<first + frames` of `count` switches after `warmup` unmeasured frames, the
    /// given way.
    func run(count: Int, first: Int, frames: Int, warmup: Int, way: Way = .plain) throws -> [FrameSample] {
        let output = try BenchPaths.runProcess(
            executable,
            arguments: [
                "--font", fontPath, "--switches", String(count), "--first-frame", String(first),
                "--frames", String(frames), "--warmup", String(warmup),
            ] + way.arguments)
        guard output.status == 0 else {
            throw RuntimeError("\(executable) exited with \(output.status): \(output.standardError)")
        }
        let samples = try Self.parse(output.standardOutput)
        guard samples.count == frames else {
            throw RuntimeError("\(executable) printed \(samples.count) frames, expected \(frames)")
        }
        return samples
    }

    /// Reads `{"switches":N,"frame":F,"update_ns":U,"draw_ns":D}` lines; the draw time is playback.
    static func parse(_ text: String) throws -> [FrameSample] {
        var samples: [FrameSample] = []
        for (index, line) in text.split(separator: "\n").enumerated() {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let update = (object["update_ns"] as? NSNumber)?.uint64Value,
                let draw = (object["draw_ns"] as? NSNumber)?.uint64Value
            else {
                throw RuntimeError("baseline output line \(index + 1) is not a frame: \(line)")
            }
            samples.append(FrameSample(update: update, build: 0, playback: draw))
        }
        return samples
    }
}
