import SDLKit
import SceneGraph
import SwitchYardKit
import Testing

/// Real touch screens: SDL's normalised finger positions land in window points at any size and density,
/// and a touch arrives once, however SDL echoes it.
@Suite struct InputTranslatorTests {
    @Test func fingersMapThroughTheWindowsPointSizeWhateverTheDensity() {
        // A 2x window of 400 x 300 points has 800 x 600 pixels; SDL's 0...1 positions span the points.
        var translator = InputTranslator(windowSize: Size(width: 400, height: 300))
        let down = SDLEvent.finger(FingerEvent(phase: .down, finger: 7, x: 0.25, y: 0.5))
        #expect(translator.translate(down) == .input(.pointerDown(.finger(7), Point(x: 100, y: 150), .primary)))
        translator.windowSize = Size(width: 1000, height: 500)
        let move = SDLEvent.finger(FingerEvent(phase: .move, finger: 7, x: 1, y: 0))
        #expect(translator.translate(move) == .input(.pointerMove(.finger(7), Point(x: 1000, y: 0))))
        let up = SDLEvent.finger(FingerEvent(phase: .up, finger: 7, x: 0.5, y: 0.5))
        #expect(translator.translate(up) == .input(.pointerUp(.finger(7), Point(x: 500, y: 250), .primary)))
    }

    @Test func echoesOfATouchOrAClickAreNeverCountedTwice() {
        let translator = InputTranslator(windowSize: Size(width: 400, height: 300))
        let echoes: [SDLEvent] = [
            .mouseButton(MouseButtonEvent(isDown: true, x: 100, y: 150, button: .left, fromTouch: true)),
            .mouseMotion(x: 110, y: 150, fromTouch: true),
            .mouseButton(MouseButtonEvent(isDown: false, x: 110, y: 150, button: .left, fromTouch: true)),
            .mouseWheel(dx: 0, dy: 1, fromTouch: true),
            .finger(FingerEvent(phase: .down, finger: 0, x: 0.25, y: 0.5, fromMouse: true)),
            .finger(FingerEvent(phase: .up, finger: 0, x: 0.25, y: 0.5, fromMouse: true)),
        ]
        for echo in echoes { #expect(translator.translate(echo) == nil, "\(echo)") }
        let click = SDLEvent.mouseButton(MouseButtonEvent(isDown: true, x: 100, y: 150, button: .left))
        #expect(translator.translate(click) == .input(.pointerDown(.mouse, Point(x: 100, y: 150), .primary)))
    }

    @Test func windowChangesMeanWhatTheEngineDoesWithThem() {
        let translator = InputTranslator(windowSize: Size(width: 400, height: 300))
        let meanings: [(WindowChange, EngineEvent?)] = [
            (.focusLost, .input(.cancelAll)), (.hidden, .input(.cancelAll)), (.minimized, .input(.cancelAll)),
            (.sizeChanged, .resized), (.displayChanged, .densityChanged), (.close, .quit), (.exposed, .exposed),
            (.other, nil),
        ]
        for (change, meaning) in meanings { #expect(translator.translate(.window(change)) == meaning, "\(change)") }
    }
}
