import Foundation
import Playground

/// Start-up to first frame: spawns `switchyard --headless --frames 1` and times it from spawn to exit
/// (the first headless frame is drawn without any pacing sleep, so this bounds it from above).
enum StartupBench {
    /// Milliseconds of `runs` spawns of the `switchyard` next to the running executable; nil when there is none.
    static func run(runs: Int) throws -> Summary? {
        guard let executable = BenchPaths.switchyardExecutable() else { return nil }
        var times: [Double] = []
        for _ in 0..<max(1, runs) {
            let start = BenchClock.nanoseconds()
            let output = try BenchPaths.runProcess(executable, arguments: ["--headless", "--frames", "1"])
            let end = BenchClock.nanoseconds()
            guard output.status == 0 else {
                throw RuntimeError(
                    "\(executable) --headless --frames 1 exited with \(output.status): \(output.standardError)")
            }
            times.append(Double(end &- start) / 1e6)
        }
        return Summary(times)
    }
}
