import SceneGraph
import Testing

/// The switch's interaction rules (docs/switch.md), driven through `Scene.handle` on a 60 Hz clock.
/// The test switch is 100x30 at (100, 100): the thumb (30 long) travels 70 points; the middle is 35 points in.
@Suite struct SwitchInteractionTests {
    let mid = Point(x: 150, y: 115)
    let thumbOff = Point(x: 115, y: 115)

    @Test func tapTogglesAndAnimates() {
        let h = SwitchHarness()
        let s = h.add()
        h.down(mid)
        #expect(h.takeLog() == ["s:selectedPressedOff"])
        h.move(Point(x: 155, y: 118))
        #expect(h.takeLog().isEmpty)
        h.up(Point(x: 155, y: 118))
        #expect(h.takeLog() == ["s:on", "s:value=true"])
        #expect(s.isOn && s.state == .on)
        #expect(s.thumbPosition == 0)
        h.step(6)
        #expect(abs(s.thumbPosition - 0.5) < 1e-9)
        h.step(6)
        #expect(s.thumbPosition == 1 && !s.isAnimating)
    }

    @Test func tapOnAnOnSwitchTurnsItOff() {
        let h = SwitchHarness()
        let s = h.add(isOn: true)
        h.tap(mid)
        #expect(h.takeLog() == ["s:selectedPressedOn", "s:off", "s:value=false"])
        #expect(!s.isOn)
    }

    @Test func dragPastTheMiddleToggles() {
        let h = SwitchHarness()
        let s = h.add()
        h.down(thumbOff)
        h.move(Point(x: 125, y: 115))
        #expect(s.thumbPosition == 0, "10 points is still inside the slop")
        h.move(Point(x: 160, y: 115))
        #expect(abs(s.thumbPosition - 45.0 / 70) < 1e-9, "the thumb follows the pointer")
        h.up(Point(x: 160, y: 115))
        #expect(h.takeLog() == ["s:selectedPressedOff", "s:selectedPressedOn", "s:on", "s:value=true"])
        #expect(s.isOn)
        h.step(12)
        #expect(s.thumbPosition == 1)
    }

    @Test func dragEndingOnTheStartingSideDoesNotToggle() {
        let h = SwitchHarness()
        let s = h.add()
        h.drag(from: thumbOff, through: Point(x: 160, y: 115), Point(x: 120, y: 115))
        #expect(h.takeLog() == ["s:selectedPressedOff", "s:selectedPressedOn", "s:selectedPressedOff", "s:off"])
        #expect(!s.isOn)
    }

    @Test func exactlyTheMiddleCountsAsTheStartingSide() {
        let h = SwitchHarness()
        let s = h.add()
        h.down(thumbOff)
        h.move(Point(x: 150, y: 115))
        #expect(s.thumbPosition == 0.5)
        h.up(Point(x: 150, y: 115))
        #expect(h.takeLog() == ["s:selectedPressedOff", "s:off"])
        #expect(!s.isOn)
    }

    @Test func releaseOutsideThePressAreaDoesNotToggle() {
        let h = SwitchHarness()
        let s = h.add()
        h.drag(from: thumbOff, through: Point(x: 200, y: 115), Point(x: 200 + SwitchNode.pressMargin + 1, y: 115))
        #expect(
            h.takeLog() == ["s:selectedPressedOff", "s:selectedPressedOn", "s:selectedUnpressedOn", "s:off"])
        #expect(!s.isOn)
        h.step(12)
        #expect(s.thumbPosition == 0)
    }

    @Test func outAndBackInWhileHeldStillToggles() {
        let h = SwitchHarness()
        let s = h.add()
        h.drag(from: thumbOff, through: Point(x: 300, y: 115), Point(x: 190, y: 115))
        #expect(
            h.takeLog() == [
                "s:selectedPressedOff", "s:selectedUnpressedOn", "s:selectedPressedOn", "s:on", "s:value=true",
            ])
        #expect(s.isOn)
    }

    @Test func aMostlyVerticalPanWithNothingToScrollIsStillATap() {
        let h = SwitchHarness()
        let s = h.add()
        h.drag(from: mid, through: Point(x: 154, y: 140), Point(x: 150, y: 115))
        #expect(h.takeLog() == ["s:selectedPressedOff", "s:on", "s:value=true"])
        #expect(s.isOn && s.thumbPosition == 0, "a cross pan never drags the thumb")
    }

    @Test func cancelRestoresTheValueAtTouchDown() {
        let h = SwitchHarness()
        let s = h.add()
        h.down(thumbOff)
        h.move(Point(x: 190, y: 115))
        h.scene.handle(.cancelAll)
        #expect(h.takeLog() == ["s:selectedPressedOff", "s:selectedPressedOn", "s:off"])
        #expect(!s.isOn)
        h.step(12)
        #expect(s.thumbPosition == 0)
    }

    @Test func onlyThePrimaryButton() {
        let h = SwitchHarness()
        let s = h.add()
        h.tap(mid, button: .secondary)
        h.tap(mid, button: .middle)
        #expect(h.takeLog().isEmpty)
        #expect(!s.isOn)
    }

    @Test func aSecondPointerOnAHeldSwitchIsIgnored() {
        let h = SwitchHarness()
        let s = h.add()
        h.down(mid, .mouse)
        h.down(mid, .finger(7))
        h.move(Point(x: 200, y: 115), .finger(7))
        h.up(mid, .finger(7))
        #expect(h.takeLog() == ["s:selectedPressedOff"])
        h.up(mid, .mouse)
        #expect(h.takeLog() == ["s:on", "s:value=true"])
        #expect(s.isOn)
    }

    @Test func twoPointersOnTwoSwitchesAreIndependent() {
        let h = SwitchHarness()
        let a = h.add("a", at: Point(x: 100, y: 100))
        let b = h.add("b", at: Point(x: 100, y: 300))
        h.down(thumbOff, .finger(1))
        h.down(Point(x: 150, y: 315), .finger(2))
        h.move(Point(x: 190, y: 115), .finger(1))
        h.up(Point(x: 150, y: 315), .finger(2))
        h.up(Point(x: 190, y: 115), .finger(1))
        #expect(
            h.takeLog() == [
                "a:selectedPressedOff", "b:selectedPressedOff", "a:selectedPressedOn", "b:on", "b:value=true",
                "a:on", "a:value=true",
            ])
        #expect(a.isOn && b.isOn)
    }

    @Test func keysToggleAndSet() {
        let h = SwitchHarness()
        let s = h.add()
        h.scene.setFocus(s)
        #expect(s.isFocused)
        h.key(.space)
        h.key(.space, isRepeat: true)
        #expect(h.takeLog() == ["s:on", "s:value=true"])
        h.key(.enter)
        #expect(h.takeLog() == ["s:off", "s:value=false"])
        h.key(.right)
        h.key(.right, isRepeat: true)
        h.key(.left)
        h.key(.left)
        #expect(h.takeLog() == ["s:on", "s:value=true", "s:off", "s:value=false"])
        h.key(.up)
        #expect(h.takeLog().isEmpty, "Up and Down are for vertical switches")
    }

    @Test func setOnNeverFiresValueChanged() {
        let h = SwitchHarness()
        let s = h.add()
        s.setOn(true, animated: true)
        #expect(h.takeLog() == ["s:on"])
        h.step(6)
        #expect(abs(s.thumbPosition - 0.5) < 1e-9)
        s.isOn = false
        #expect(h.takeLog() == ["s:off"])
        #expect(s.thumbPosition == 0 && !s.isAnimating)
        s.setOn(false, animated: true)
        #expect(h.takeLog().isEmpty)
    }

    @Test func setOnWhileHeldCancelsTheGesture() {
        let h = SwitchHarness()
        let s = h.add()
        h.down(mid)
        s.setOn(true, animated: false)
        h.up(mid)
        #expect(h.takeLog() == ["s:selectedPressedOff", "s:off", "s:on"])
        #expect(s.isOn)
    }

    @Test func aDisabledSwitchIgnoresInput() {
        let h = SwitchHarness()
        let s = h.add()
        h.scene.setFocus(s)
        s.isEnabled = false
        #expect(!s.acceptsFocus)
        h.tap(mid)
        h.key(.space)
        #expect(h.takeLog().isEmpty)
        #expect(!s.isOn)
    }

    @Test func disablingMidPressCancels() {
        let h = SwitchHarness()
        let s = h.add()
        h.down(thumbOff)
        h.move(Point(x: 190, y: 115))
        s.isEnabled = false
        h.up(Point(x: 190, y: 115))
        #expect(h.takeLog() == ["s:selectedPressedOff", "s:selectedPressedOn", "s:off"])
        #expect(!s.isOn)
    }

    @Test func removingMidPressCancels() {
        let h = SwitchHarness()
        let s = h.add()
        h.down(mid)
        s.removeFromParent()
        #expect(h.takeLog() == ["s:selectedPressedOff", "s:off"])
    }

    @Test func disablingMidAnimationFinishesTheAnimation() {
        let h = SwitchHarness()
        let s = h.add()
        h.tap(mid)
        h.step(6)
        s.isEnabled = false
        h.step(3)
        #expect(abs(s.thumbPosition - 0.75) < 1e-9)
        h.step(3)
        #expect(s.thumbPosition == 1 && s.isOn && !s.isAnimating)
    }

    @Test func aReversalMidFlightIsContinuousAndTakesTimeInProportion() {
        let h = SwitchHarness()
        let s = h.add()
        h.tap(mid)
        h.step(6)
        let before = s.thumbPosition
        h.tap(mid)
        #expect(
            h.takeLog() == [
                "s:selectedPressedOff", "s:on", "s:value=true", "s:selectedPressedOn", "s:off", "s:value=false",
            ])
        #expect(s.thumbPosition == before, "no jump at the reversal")
        h.step(3)
        #expect(abs(s.thumbPosition - 0.25) < 1e-9)
        #expect(s.isAnimating)
        h.step(3)
        #expect(s.thumbPosition == 0 && !s.isAnimating, "half the way back takes half the duration")
    }

    @Test func aDragStartsFromTheAnimatingThumb() {
        let h = SwitchHarness()
        let s = h.add()
        s.setOn(true, animated: true)
        h.step(6)
        _ = h.takeLog()
        h.down(mid)
        h.move(Point(x: 135, y: 115))
        #expect(abs(s.thumbPosition - (0.5 - 15.0 / 70)) < 1e-9)
        h.up(Point(x: 135, y: 115))
        #expect(h.takeLog() == ["s:selectedPressedOn", "s:selectedPressedOff", "s:off", "s:value=false"])
    }

    @Test func runsAreBitForBitRepeatable() {
        func run() -> [Double] {
            let h = SwitchHarness()
            var style = SwitchStyle.linearTest
            style.animation = AnimationStyle(duration: 0.3, curve: .spring(damping: 0.5))
            let s = h.add(style: style)
            var trace: [Double] = []
            h.tap(mid)
            for i in 0..<40 {
                if i == 9 {
                    h.tap(mid)
                }
                h.step()
                trace.append(s.thumbPosition)
            }
            return trace
        }
        let a = run()
        #expect(a == run())
        #expect(a.contains { $0 < 0 }, "the spring overshoots past the off end after the reversal")
    }
}
