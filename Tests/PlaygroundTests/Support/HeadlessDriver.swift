import SwitchYardKit

@testable import Playground

extension PlaygroundApp {
    /// One turn of the `FrameLoop` headless: SDL's pending events, then frame `number`. False once quit.
    @discardableResult
    func step(_ number: Int) -> Bool {
        while let event = pump.poll() { handle(event) }
        guard isRunning else { return false }
        frame(number)
        return true
    }

    /// Runs the headless playground as `run()` does, paced at 60 frames a second, calling `before` with the
    /// frame's number (1...frames) at the start of every frame, before the frame drains SDL's queue, so a
    /// test can push SDL events or edit files at chosen frames. The exit code.
    func runHeadless(before: (Int) -> Void) -> Int32 {
        guard start() else { return 1 }
        let frames = options.frames ?? 1
        let clock = FrameClock()
        var deadline = clock.now()
        for number in 1...frames {
            before(number)
            guard step(number) else { break }
            deadline += 1 / FrameClock.tickRate
            if number < frames { clock.sleep(until: deadline) }
        }
        let code = saveFinalScreenshot()
        finish()
        return code
    }
}
