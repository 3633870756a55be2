import Foundation
import Playground
import SceneGraph

/// The `switchyard-soak` program: a seeded headless soak of the gallery (`make soak`), or theme reload
/// cycles for valgrind (`make leaks`). Exit 0 when every invariant held, 1 on a violation, 2 on usage,
/// 3 on a runtime failure.
public enum SoakCommand {
    static let usage = """
        usage: switchyard-soak [--frames N] [--seed N] [--theme-every N] [--draw-every N] [--sample-every N]
                               [--theme FILE]
               switchyard-soak --reloads N [--theme FILE]
        """

    public static func main(_ arguments: [String]) -> Int32 {
        var options = SoakOptions()
        options.frames = 1_000_000
        options.sampleEvery = 60_000
        var reloads: Int?
        var rest = arguments.dropFirst()[...]
        while let flag = rest.popFirst() {
            if flag == "--help" || flag == "-h" {
                print(usage)
                return 0
            }
            guard let value = rest.popFirst() else { return refuse("\(flag) needs a value") }
            if flag == "--theme" {
                options.themePath = value
                continue
            }
            guard let number = Int(value), number > 0 else { return refuse("\(flag) needs a positive whole number") }
            switch flag {
            case "--frames": options.frames = number
            case "--seed": options.seed = UInt64(number)
            case "--theme-every": options.themeEvery = number
            case "--draw-every": options.drawEvery = number
            case "--sample-every": options.sampleEvery = number
            case "--reloads": reloads = number
            default: return refuse("unknown option \(flag)")
            }
        }
        do {
            if let reloads {
                let textures = try ReloadCycles.run(
                    cycles: reloads, themePath: options.themePath, size: Size(width: 640, height: 480))
                print("soak: \(reloads) reload cycles, \(textures) live textures at the end")
                return 0
            }
            // Unbuffered, so a long run's samples show in a log file as they are taken.
            let report = try SoakRun(options: options).run { sample in
                FileHandle.standardOutput.write(Data("soak: \(sample.line)\n".utf8))
            }
            for line in report.lines { print(line) }
            return report.violationCount == 0 ? 0 : 1
        } catch {
            Diagnostics.error(error)
            return 3
        }
    }

    private static func refuse(_ message: String) -> Int32 {
        Diagnostics.raw("switchyard-soak: error: \(message)\n\(usage)")
        return 2
    }
}
