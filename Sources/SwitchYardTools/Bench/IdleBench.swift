import Foundation
import Playground
import SDLKit

/// The idle window: the real playground (window loop, default theme, hot reload on) under SDL's dummy
/// video driver with nothing happening. Counts the frames it draws and the CPU it uses once started.
enum IdleBench {
    struct Result: Equatable, Sendable {
        /// Frames drawn over the whole run, start-up included (the first frame is the start-up one).
        var framesDrawn: Int
        var idleSeconds: Double
        /// Process CPU over the idle part (after start-up has settled), in percent of one core.
        var cpuPercent: Double
    }

    /// Runs the window loop until start-up has settled (the theme's toast has faded: one second after it),
    /// then `seconds` more, then quits it with an SDL quit event.
    static func run(seconds: Double) throws -> Result {
        let app = try PlaygroundApp(options: WindowOptions())
        let probe = CPUProbe(settle: HUD.toastDuration + 1, idle: seconds)
        probe.start()
        let code = app.run()
        guard code == 0 else { throw RuntimeError("the idle playground exited with \(code)") }
        let (cpu, wall) = probe.result()
        return Result(
            framesDrawn: app.hud.frameGraph.stats.samples.count, idleSeconds: wall,
            cpuPercent: wall > 0 ? cpu / wall * 100 : .nan)
    }
}

/// On its own thread: waits `settle` seconds, measures process CPU over `idle` seconds, then asks the
/// main loop to quit with an SDL quit event (posting is thread-safe).
private final class CPUProbe: @unchecked Sendable {
    private let settle: Double
    private let idle: Double
    private let done = DispatchSemaphore(value: 0)
    private var cpuSeconds = 0.0
    private var wallSeconds = 0.0

    init(settle: Double, idle: Double) {
        self.settle = settle
        self.idle = idle
    }

    func start() {
        Thread.detachNewThread { [self] in
            usleep(useconds_t(settle * 1e6))
            let cpu0 = BenchClock.processCPUNanoseconds()
            let wall0 = BenchClock.nanoseconds()
            usleep(useconds_t(idle * 1e6))
            cpuSeconds = Double(BenchClock.processCPUNanoseconds() &- cpu0) / 1e9
            wallSeconds = Double(BenchClock.nanoseconds() &- wall0) / 1e9
            EventPump.postQuit()
            done.signal()
        }
    }

    /// CPU seconds and wall seconds of the idle part, once the probe finished.
    func result() -> (cpu: Double, wall: Double) {
        done.wait()
        return (cpuSeconds, wallSeconds)
    }
}
