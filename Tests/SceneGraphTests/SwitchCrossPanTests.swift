import SceneGraph
import Testing

/// A press on a switch that turns into a pan across its track (docs/switch.md, "Cross pan"): it is cancelled
/// only when an enclosing scroll container can scroll along that axis; otherwise it stays a press that
/// leaves and re-enters the press area and toggles as a tap when released inside.
@Suite struct SwitchCrossPanTests {
    /// A 300x300 scroller at the origin holding the 100x30 test switch at (100, 100), with `content`.
    private func setUp(content: Size) -> (SwitchHarness, ScrollNode, SwitchNode) {
        let h = SwitchHarness()
        let scroller = ScrollNode(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        scroller.contentSize = content
        h.scene.root.addChild(scroller)
        let s = h.add()
        s.removeFromParent()
        scroller.addChild(s)
        return (h, scroller, s)
    }

    let mid = Point(x: 150, y: 115)

    @Test func aVerticalPanCancelsWhenTheContainerCanScrollVertically() {
        let (h, scroller, s) = setUp(content: Size(width: 300, height: 900))
        h.drag(from: mid, through: Point(x: 152, y: 90), Point(x: 152, y: 60))
        #expect(h.takeLog() == ["s:selectedPressedOff", "s:off"])
        #expect(!s.isOn && scroller.contentOffset.y == 55, "the gallery took the pan")
    }

    @Test func aVerticalPanIsTrackedWhenNothingCanScroll() {
        let (h, scroller, s) = setUp(content: Size(width: 300, height: 300))
        h.down(mid)
        h.move(Point(x: 152, y: 140))
        h.move(Point(x: 152, y: 137 + SwitchNode.pressMargin + 5))
        #expect(h.takeLog() == ["s:selectedPressedOff", "s:selectedUnpressedOff"], "dragged off: unpressed")
        h.move(Point(x: 148, y: 125))
        #expect(h.takeLog() == ["s:selectedPressedOff"], "back inside: pressed again")
        h.up(Point(x: 148, y: 125))
        #expect(h.takeLog() == ["s:on", "s:value=true"], "a release inside toggles as a tap")
        #expect(s.isOn && scroller.contentOffset == .zero)
    }

    @Test func aVerticalPanReleasedOutsideDoesNotToggle() {
        let (h, _, s) = setUp(content: Size(width: 300, height: 300))
        h.drag(from: mid, through: Point(x: 150, y: 300))
        #expect(h.takeLog() == ["s:selectedPressedOff", "s:selectedUnpressedOff", "s:off"])
        #expect(!s.isOn)
    }

    @Test func aVerticalPanIsTrackedWhenTheContainerScrollsOnlyHorizontally() {
        let (h, scroller, s) = setUp(content: Size(width: 900, height: 300))
        h.drag(from: mid, through: Point(x: 152, y: 140), Point(x: 150, y: 120))
        #expect(h.takeLog() == ["s:selectedPressedOff", "s:on", "s:value=true"])
        #expect(s.isOn && scroller.contentOffset == .zero, "nothing scrolled")
        h.step(12)
        h.drag(from: Point(x: 185, y: 115), through: Point(x: 130, y: 117))
        #expect(
            h.takeLog() == ["s:selectedPressedOn", "s:selectedPressedOff", "s:off", "s:value=false"],
            "a drag along the track stays with the switch: it claims that axis")
        #expect(scroller.contentOffset == .zero)
    }

    @Test func aHorizontalPanOnAVerticalSwitchCancelsOnlyWhereTheContainerScrollsHorizontally() {
        var style = SwitchStyle.linearTest
        style.size = Size(width: 30, height: 100)
        style.orientation = .vertical
        for (content, cancels) in [(Size(width: 900, height: 300), true), (Size(width: 300, height: 900), false)] {
            let (h, scroller, s) = setUp(content: content)
            s.style = style
            h.drag(from: Point(x: 115, y: 150), through: Point(x: 80, y: 152))
            let expected =
                cancels ? ["s:selectedPressedOff", "s:off"] : ["s:selectedPressedOff", "s:on", "s:value=true"]
            #expect(h.takeLog() == expected, "content \(content)")
            #expect(s.isOn == !cancels && (scroller.contentOffset.x > 0) == cancels)
        }
    }
}
