import SDLKit
import SceneGraph
import Testing

@testable import Playground

/// The mouse-to-finger rules of touch mode, event by event, with no SDL.
@Suite struct TouchEmulatorTests {
    let size = Size(width: 400, height: 300)
    let one = TouchEmulator.first
    let two = TouchEmulator.second

    func button(_ down: Bool, _ x: Double, _ y: Double, _ b: MouseButtonEvent.Button = .left, alt: Bool = false)
        -> SDLEvent
    {
        .mouseButton(MouseButtonEvent(isDown: down, x: x, y: y, button: b, alt: alt))
    }

    func motion(_ x: Double, _ y: Double) -> SDLEvent { .mouseMotion(x: x, y: y, fromTouch: false) }

    @Test func theModesCycleOffTouchMirroredOff() {
        #expect(TouchMode.off.next == .touch)
        #expect(TouchMode.touch.next == .mirrored)
        #expect(TouchMode.mirrored.next == .off)
    }

    @Test func offLeavesTheMouseToTheTranslator() {
        var e = TouchEmulator()
        #expect(e.translate(button(true, 10, 20), windowSize: size) == nil)
        #expect(e.translate(motion(11, 20), windowSize: size) == nil)
        #expect(e.translate(button(false, 11, 20), windowSize: size) == nil)
    }

    @Test func thePrimaryButtonIsFingerOneAndNothingElseIs() {
        var e = TouchEmulator()
        #expect(e.setMode(.touch).isEmpty)
        #expect(e.translate(motion(5, 5), windowSize: size) == [])
        #expect(e.translate(button(true, 5, 5, .right), windowSize: size) == [])
        #expect(e.translate(button(true, 5, 5, .middle), windowSize: size) == [])
        #expect(e.translate(.mouseWheel(dx: 0, dy: 1, fromTouch: false), windowSize: size) == nil)
        #expect(e.translate(.mouseMotion(x: 1, y: 1, fromTouch: true), windowSize: size) == nil)
        #expect(
            e.translate(button(true, 10, 20), windowSize: size) == [.pointerDown(one, Point(x: 10, y: 20), .primary)])
        #expect(e.translate(motion(30, 20), windowSize: size) == [.pointerMove(one, Point(x: 30, y: 20))])
        #expect(e.points == [Point(x: 30, y: 20)])
        #expect(
            e.translate(button(false, 30, 20), windowSize: size) == [.pointerUp(one, Point(x: 30, y: 20), .primary)])
        #expect(e.points.isEmpty)
        #expect(e.translate(button(false, 30, 20), windowSize: size) == [])
    }

    @Test func anAltPressPinsFingerTwoWhereItIsLetGoAndTheNextLiftsIt() {
        var e = TouchEmulator()
        _ = e.setMode(.touch)
        #expect(
            e.translate(button(true, 10, 10, alt: true), windowSize: size) == [
                .pointerDown(two, Point(x: 10, y: 10), .primary)
            ])
        #expect(e.translate(motion(14, 10), windowSize: size) == [.pointerMove(two, Point(x: 14, y: 10))])
        #expect(e.translate(button(false, 14, 10), windowSize: size) == [])
        #expect(e.isPinned)
        #expect(
            e.translate(button(true, 50, 50), windowSize: size) == [.pointerDown(one, Point(x: 50, y: 50), .primary)])
        #expect(
            e.translate(button(false, 50, 50), windowSize: size) == [.pointerUp(one, Point(x: 50, y: 50), .primary)])
        #expect(e.points == [Point(x: 14, y: 10)])
        #expect(
            e.translate(button(true, 90, 90, alt: true), windowSize: size) == [
                .pointerUp(two, Point(x: 14, y: 10), .primary)
            ])
        #expect(e.translate(button(false, 90, 90, alt: true), windowSize: size) == [])
        #expect(!e.isPinned && e.points.isEmpty)
    }

    @Test func mirroredFingerTwoMovesOppositeFingerOneAroundTheCentre() {
        var e = TouchEmulator()
        _ = e.setMode(.mirrored)
        #expect(
            e.translate(button(true, 100, 50, alt: true), windowSize: size) == [
                .pointerDown(one, Point(x: 100, y: 50), .primary), .pointerDown(two, Point(x: 300, y: 250), .primary),
            ])
        #expect(
            e.translate(motion(150, 60), windowSize: size) == [
                .pointerMove(one, Point(x: 150, y: 60)), .pointerMove(two, Point(x: 250, y: 240)),
            ])
        #expect(!e.isPinned)
        #expect(
            e.translate(button(false, 160, 60), windowSize: size) == [
                .pointerUp(one, Point(x: 160, y: 60), .primary), .pointerUp(two, Point(x: 240, y: 240), .primary),
            ])
        #expect(e.points.isEmpty)
    }

    @Test func changingModeCancelsWhatIsHeldAndFocusLossForgetsIt() {
        var e = TouchEmulator()
        #expect(e.translate(button(true, 10, 10), windowSize: size) == nil)
        #expect(e.setMode(.touch) == [.pointerCancel(.mouse)])
        #expect(e.translate(button(false, 10, 10), windowSize: size) == [])
        _ = e.translate(button(true, 10, 10, alt: true), windowSize: size)
        _ = e.translate(button(false, 10, 10), windowSize: size)
        _ = e.translate(button(true, 50, 50), windowSize: size)
        #expect(e.setMode(.mirrored) == [.pointerCancel(one), .pointerCancel(two)])
        #expect(e.points.isEmpty)
        _ = e.translate(button(true, 50, 50), windowSize: size)
        e.forgetFingers()
        #expect(e.points.isEmpty)
        #expect(e.setMode(.off).isEmpty)
        #expect(e.translate(motion(50, 50), windowSize: size) == nil)
    }
}
