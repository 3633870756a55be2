import SceneGraph
import Testing

/// A switch whose owner decides (docs/switch.md, "Owners"): allow, refuse, pending resolved either way or
/// timed out, and what input, `setOn` and focus loss do meanwhile. The test switch is 100x30 at (100, 100):
/// its thumb (30 long) travels 70 points; the log shows every ask as "s:ask=<value>".
@Suite struct SwitchDecisionTests {
    let mid = Point(x: 150, y: 115)
    let thumbOff = Point(x: 115, y: 115)

    /// A switch whose owner answers from `answers` in turn (the last one repeats) and logs each ask.
    private func owned(
        _ h: SwitchHarness, _ answers: [SwitchDecision], id: String = "s", style: SwitchStyle = .linearTest,
        at origin: Point = Point(x: 100, y: 100)
    ) -> SwitchNode {
        let s = h.add(id, style: style, at: origin)
        var queue = answers
        s.shouldChange = { [unowned h] node, on in
            h.log.append("\(node.id):ask=\(on)")
            return queue.count > 1 ? queue.removeFirst() : (queue.first ?? .allow)
        }
        return s
    }

    @Test func allowIsAToggleAsWithoutAnOwner() {
        let h = SwitchHarness()
        let s = owned(h, [.allow])
        h.tap(mid)
        #expect(h.takeLog() == ["s:selectedPressedOff", "s:ask=true", "s:on", "s:value=true"])
        #expect(s.isOn && s.state == .on && s.pendingValue == nil)
    }

    @Test func noOwnerIsAskedWhenNothingWouldChange() {
        let h = SwitchHarness()
        _ = owned(h, [.refuse])
        h.down(thumbOff)
        h.move(Point(x: 160, y: 115))
        h.move(Point(x: 120, y: 115))
        h.up(Point(x: 120, y: 115))
        h.key(.left)
        #expect(h.takeLog() == ["s:selectedPressedOff", "s:selectedPressedOn", "s:selectedPressedOff", "s:off"])
    }

    @Test func refusedTapKeepsTheValueWithoutValueChanged() {
        let h = SwitchHarness()
        let s = owned(h, [.refuse])
        h.tap(mid)
        #expect(h.takeLog() == ["s:selectedPressedOff", "s:ask=true", "s:off"])
        #expect(!s.isOn && s.state == .off && s.thumbPosition == 0)
    }

    @Test func refusedDragAnimatesTheThumbBack() {
        let h = SwitchHarness()
        let s = owned(h, [.refuse])
        h.down(thumbOff)
        h.move(Point(x: 185, y: 115))
        #expect(s.thumbPosition == 1)
        h.up(Point(x: 185, y: 115))
        #expect(h.takeLog() == ["s:selectedPressedOff", "s:selectedPressedOn", "s:ask=true", "s:off"])
        h.step(6)
        #expect(abs(s.thumbPosition - 0.5) < 1e-9, "back with the style's animation, from where it was let go")
        h.step(6)
        #expect(s.thumbPosition == 0 && !s.isOn)
    }

    @Test func refusedKeyChangesNothing() {
        let h = SwitchHarness()
        let s = owned(h, [.refuse])
        h.scene.setFocus(s)
        h.key(.space)
        h.key(.right)
        #expect(h.takeLog() == ["s:ask=true", "s:ask=true"])
        #expect(!s.isOn && s.state == .off)
    }

    @Test func pendingThenTrueCompletesTheToggle() {
        let h = SwitchHarness()
        let s = owned(h, [.pending])
        h.tap(mid)
        #expect(h.takeLog() == ["s:selectedPressedOff", "s:ask=true", "s:pending"])
        #expect(!s.isOn && s.state == .pending && s.pendingValue == true)
        h.step(12)
        #expect(s.thumbPosition == 1, "the thumb rests at the requested end")
        #expect(h.scene.isAnimating, "the busy look keeps the clock running")
        #expect(s.resolve(true))
        #expect(h.takeLog() == ["s:on", "s:value=true"])
        #expect(s.isOn && s.state == .on && s.pendingValue == nil)
        h.step(1)
        #expect(!h.scene.isAnimating)
    }

    @Test func pendingThenFalseRollsBack() {
        let h = SwitchHarness()
        let s = owned(h, [.pending])
        h.tap(mid)
        h.step(12)
        #expect(s.resolve(false))
        #expect(h.takeLog() == ["s:selectedPressedOff", "s:ask=true", "s:pending", "s:off"])
        #expect(!s.isOn && s.state == .off)
        h.step(6)
        #expect(abs(s.thumbPosition - 0.5) < 1e-9, "the thumb rolls back with the style's animation")
        h.step(6)
        #expect(s.thumbPosition == 0)
    }

    @Test func pendingFromOnToOff() {
        let h = SwitchHarness()
        let s = h.add(isOn: true)
        s.shouldChange = { _, _ in .pending }
        h.scene.setFocus(s)
        h.key(.left)
        #expect(h.takeLog() == ["s:pending"])
        #expect(s.isOn && s.pendingValue == false)
        #expect(s.resolve(false))
        #expect(h.takeLog() == ["s:off", "s:value=false"])
    }

    @Test func timeOutRefuses() {
        let h = SwitchHarness()
        var style = SwitchStyle.linearTest
        style.pending.timeout = 0.5
        let s = owned(h, [.pending], style: style)
        h.tap(mid)
        h.step(29)
        #expect(s.state == .pending)
        h.step(1)
        #expect(h.takeLog() == ["s:selectedPressedOff", "s:ask=true", "s:pending", "s:off"])
        #expect(!s.isOn && s.pendingValue == nil)
        #expect(!s.resolve(true), "a timed-out change is no longer pending")
        #expect(h.takeLog().isEmpty)
    }

    @Test func noTimeOutWaitsForTheOwner() {
        let h = SwitchHarness()
        var style = SwitchStyle.linearTest
        style.pending.timeout = nil
        let s = owned(h, [.pending], style: style)
        h.tap(mid)
        h.step(60 * 120)
        #expect(s.state == .pending)
        #expect(s.resolve(true) && s.isOn)
    }

    @Test func negativeAndHugeTimeOutsAreClamped() {
        var style = SwitchStyle.linearTest
        style.pending.timeout = -5
        #expect(style.sanitized().pending.timeout == 0)
        style.pending.timeout = .nan
        #expect(style.sanitized().pending.timeout == 0)
        style.pending.timeout = 1e300
        #expect(style.sanitized().pending.timeout == PendingStyle.maxTimeout)
        style.pending.timeout = .infinity
        #expect(style.sanitized().pending.timeout == PendingStyle.maxTimeout)
        style.pending.position = .nan
        #expect(style.sanitized().pending.position == 1)

        let h = SwitchHarness()
        style.pending.timeout = -5
        let s = owned(h, [.pending], style: style)
        h.tap(mid)
        #expect(s.state == .pending)
        h.step(1)
        #expect(h.takeLog() == ["s:selectedPressedOff", "s:ask=true", "s:pending", "s:off"])
    }

    @Test func setOnWhilePendingEndsItWithoutValueChanged() {
        let h = SwitchHarness()
        let s = owned(h, [.pending])
        h.tap(mid)
        s.setOn(true, animated: true)
        #expect(h.takeLog() == ["s:selectedPressedOff", "s:ask=true", "s:pending", "s:on"])
        #expect(s.isOn && s.pendingValue == nil)
        #expect(!s.resolve(false), "the owner's late answer finds nothing pending")
        #expect(s.isOn && h.takeLog().isEmpty)
    }

    @Test func focusLossWhilePendingKeepsItPending() {
        let h = SwitchHarness()
        let s = owned(h, [.pending])
        h.tap(mid)
        h.scene.handle(.cancelAll)
        #expect(s.state == .pending)
        #expect(s.resolve(true))
        #expect(h.takeLog() == ["s:selectedPressedOff", "s:ask=true", "s:pending", "s:on", "s:value=true"])
    }

    @Test func inputWhilePendingIsIgnored() {
        let h = SwitchHarness()
        let s = owned(h, [.pending])
        h.scene.setFocus(s)
        h.tap(mid)
        _ = h.takeLog()
        h.down(mid)
        h.move(Point(x: 60, y: 115))
        h.up(Point(x: 60, y: 115))
        h.tap(mid, .finger(1))
        h.key(.space)
        h.key(.left)
        #expect(h.takeLog().isEmpty, "no press, no ask, no state")
        #expect(s.state == .pending && s.pendingValue == true && !s.isOn)
        #expect(h.scene.router.capturedPointers.isEmpty)
        #expect(s.resolve(true))
        h.tap(mid)
        #expect(h.takeLog() == ["s:on", "s:value=true", "s:selectedPressedOn", "s:ask=false", "s:pending"])
    }

    @Test func twoPendingSwitchesUnderTwoFingers() {
        let h = SwitchHarness()
        let a = owned(h, [.pending], id: "a")
        let b = owned(h, [.pending], id: "b", at: Point(x: 100, y: 200))
        let bMid = Point(x: 150, y: 215)
        h.down(mid, .finger(1))
        h.down(bMid, .finger(2))
        h.up(mid, .finger(1))
        h.up(bMid, .finger(2))
        #expect(
            h.takeLog() == [
                "a:selectedPressedOff", "b:selectedPressedOff", "a:ask=true", "a:pending", "b:ask=true",
                "b:pending",
            ])
        h.down(mid, .finger(3))
        h.down(bMid, .finger(4))
        h.up(mid, .finger(3))
        h.up(bMid, .finger(4))
        #expect(h.takeLog().isEmpty)
        h.step(10)
        #expect(b.resolve(false))
        #expect(a.resolve(true))
        #expect(h.takeLog() == ["b:off", "a:on", "a:value=true"])
        #expect(a.isOn && !b.isOn)
    }

    @Test func resolveWithNothingPendingOrTwiceOrFromTheHookDoesNothing() {
        let h = SwitchHarness()
        let s = h.add()
        #expect(!s.resolve(true), "never asked")
        var fromHook: Bool?
        s.shouldChange = { node, _ in
            fromHook = node.resolve(true)
            return .pending
        }
        h.tap(mid)
        #expect(fromHook == false, "inside the hook the change is not pending yet")
        #expect(s.state == .pending)
        #expect(s.resolve(true))
        #expect(!s.resolve(false), "twice")
        #expect(s.isOn)
        #expect(h.takeLog() == ["s:selectedPressedOff", "s:pending", "s:on", "s:value=true"])
    }

    @Test func resolveAfterTheSwitchIsGone() {
        let h = SwitchHarness()
        let s = owned(h, [.pending])
        h.tap(mid)
        s.removeFromParent()
        h.step(60 * 40)
        #expect(s.state == .pending, "a detached switch has no clock, so no time-out")
        #expect(s.resolve(true) && s.isOn && s.state == .on)
    }

    @Test func setOnFromInsideTheHookWins() {
        let h = SwitchHarness()
        let s = h.add()
        s.shouldChange = { node, _ in
            node.setOn(true, animated: false)
            return .refuse
        }
        h.tap(mid)
        #expect(h.takeLog() == ["s:selectedPressedOff", "s:on"])
        #expect(s.isOn && s.state == .on)
    }

    @Test func disablingWhilePendingKeepsItPending() {
        let h = SwitchHarness()
        let s = owned(h, [.pending])
        h.tap(mid)
        s.isEnabled = false
        #expect(s.state == .pending)
        #expect(s.resolve(true) && s.isOn)
    }

    @Test func restylingWhilePendingKeepsIt() {
        let h = SwitchHarness()
        let s = owned(h, [.pending])
        h.tap(mid)
        var style = SwitchStyle.linearTest
        style.pending.look = .pulse
        s.style = style
        #expect(s.state == .pending && s.pendingValue == true)
    }

    @Test func thePendingPositionComesFromTheStyle() {
        let h = SwitchHarness()
        var style = SwitchStyle.linearTest
        style.pending.position = 0.75
        let s = owned(h, [.pending], style: style)
        h.tap(mid)
        h.step(20)
        #expect(s.thumbPosition == 0.75)
        #expect(s.resolve(true))
        h.step(20)
        #expect(s.thumbPosition == 1)
    }
}
