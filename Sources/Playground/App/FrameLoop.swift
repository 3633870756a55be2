import SDLKit
import SwitchYardKit

/// What a `FrameLoop` runs: the playground (in a window or headless) and the replay window.
protocol FrameLoopClient: AnyObject {
    /// False once the client is done (a quit key, the window closed, a signal).
    var isRunning: Bool { get }
    /// Acts on one SDL event.
    func handle(_ event: SDLEvent)
    /// Frame `number` (from 1): brings the client up to now and draws and presents when anything changed;
    /// true when it drew.
    func frame(_ number: Int) -> Bool
    /// True while frames must come without input: something moves, or a timed thing (a toast, a replay
    /// playing) runs.
    var wantsFrames: Bool { get }
    /// How long an idle window waits for input before it runs a frame anyway (milliseconds).
    var idleWait: Int { get }
}

extension FrameLoopClient {
    /// A quarter second: long enough to cost nothing, short enough that a quit signal is seen.
    var idleWait: Int { 250 }
}

/// The one main loop of the playground's window, the headless playground and the replay window. Each turn
/// hands every pending SDL event to the client first, so input is applied in the frame it arrives, then
/// runs a frame. Then the pace, one rule: a frame starts at most every 1/60 s, measured by the clock even
/// where the renderer has vsync (a present that waited for the display leaves nothing to sleep; one that
/// only claims to, like SDL's dummy video driver's, would otherwise let a fade run as fast as the loop
/// turns); a window that drew nothing and wants no frames blocks until input instead, or `idleWait` (a
/// quarter second, so a quit signal is seen; a frame with the accessibility bridge on, so a screen reader's
/// call waits at most that).
struct FrameLoop {
    let pump: EventPump

    /// Runs `client` until it stops or, headless, `frames` frames have run (they never wait for input:
    /// each is a sixtieth of a second of the app's counted time).
    func run(_ client: some FrameLoopClient, frames: Int? = nil) {
        let clock = FrameClock()
        var number = 0
        while client.isRunning, number < frames ?? Int.max {
            while let event = pump.poll() { client.handle(event) }
            guard client.isRunning else { return }
            number += 1
            let start = clock.now()
            let drew = client.frame(number)
            guard client.isRunning, number != frames else { return }
            if drew || frames != nil || client.wantsFrames {
                clock.sleep(until: start + 1 / FrameClock.tickRate)
            } else if let event = pump.wait(milliseconds: client.idleWait) {
                client.handle(event)
            }
        }
    }
}
