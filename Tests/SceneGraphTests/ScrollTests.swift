import TestSupport
import Testing

@testable import SceneGraph

@Suite struct ScrollTests {
    /// A 200x200 scroller with 200x1000 content, holding a probe at the top.
    private func setUp() -> (Scene, ScrollNode, GraphProbe) {
        let s = Scene(size: Size(width: 400, height: 400))
        let scroller = ScrollNode(frame: gr(0, 0, 200, 200))
        scroller.contentSize = Size(width: 200, height: 1000)
        let probe = GraphProbe(frame: gr(50, 50, 100, 40))
        scroller.addChild(probe)
        s.root.addChild(scroller)
        return (s, scroller, probe)
    }

    @Test func offsetIsClampedToTheContent() {
        let (_, scroller, _) = setUp()
        scroller.contentOffset = gp(30, 5000)
        #expect(scroller.contentOffset == gp(0, 800))
        scroller.contentOffset = gp(-3, -3)
        #expect(scroller.contentOffset == .zero)
        scroller.contentOffset = gp(0, 700)
        scroller.contentSize = Size(width: 100, height: 500)
        #expect(scroller.contentOffset == gp(0, 300), "shrinking content pulls the offset back")
        scroller.frame.size.height = 600
        #expect(scroller.contentOffset == .zero)
        scroller.contentOffset = gp(.nan, 10)
        #expect(scroller.contentOffset == .zero)
        #expect(!scroller.canScroll(along: .vertical))
    }

    @Test func wheelScrollsTheContainerUnderTheMouse() {
        let (s, scroller, _) = setUp()
        let other = ScrollNode(frame: gr(200, 0, 200, 200))
        other.contentSize = Size(width: 200, height: 1000)
        s.root.addChild(other)
        s.move(gp(300, 100))
        s.handle(.wheel(dx: 0, dy: 40))
        #expect(other.contentOffset == gp(0, 40) && scroller.contentOffset == .zero)
        s.move(gp(100, 100))
        s.handle(.wheel(dx: 0, dy: 5000))
        #expect(scroller.contentOffset == gp(0, 800))
        s.move(gp(100, 300))
        s.handle(.wheel(dx: 0, dy: -100))
        #expect(scroller.contentOffset == gp(0, 800), "nothing scrolls outside every container")
    }

    @Test func wheelUsesTheInnermostContainerThatCanMoveAndHonoursScale() {
        let (s, outer, _) = setUp()
        let inner = ScrollNode(frame: gr(0, 0, 200, 100))
        inner.contentSize = Size(width: 600, height: 100)
        inner.scale = 2
        outer.addChild(inner)
        s.move(gp(10, 10))
        s.handle(.wheel(dx: 0, dy: 30))
        #expect(outer.contentOffset == gp(0, 30) && inner.contentOffset == .zero)
        s.handle(.wheel(dx: 40, dy: 0))
        #expect(inner.contentOffset == gp(20, 0), "scene points become content points")
    }

    @Test func aVerticalPanBecomesAScrollAndCancelsTheNode() {
        let (s, scroller, probe) = setUp()
        s.down(gp(100, 70), .finger(1))
        s.move(gp(102, 65), .finger(1))
        #expect(probe.events.last == .moved(.finger(1), gp(52, 15), inside: true))
        s.move(gp(103, 40), .finger(1))
        #expect(probe.events.last == .cancelled(.finger(1)))
        #expect(scroller.contentOffset == gp(0, 30), "the content follows the finger from where it went down")
        s.move(gp(103, 20), .finger(1))
        s.up(gp(103, 20), .finger(1))
        #expect(scroller.contentOffset == gp(0, 50))
        #expect(probe.cancelCount == 1 && probe.events.count == 3)
        #expect(s.router.scrollingPointers.isEmpty)
    }

    @Test func aClaimedHorizontalDragStaysWithTheNode() {
        let (s, scroller, probe) = setUp()
        scroller.contentSize = Size(width: 900, height: 1000)
        probe.claims = .horizontal
        s.down(gp(100, 70))
        s.move(gp(130, 72))
        s.up(gp(130, 72))
        #expect(probe.cancelCount == 0 && scroller.contentOffset == .zero)
        s.down(gp(100, 70))
        s.move(gp(100, 100))
        #expect(probe.cancelCount == 1, "the vertical axis is not claimed")
    }

    @Test func aVerticalPanWithNoScrollableAncestorStaysWithTheNode() {
        let s = Scene(size: Size(width: 400, height: 400))
        let probe = GraphProbe(frame: gr(0, 0, 100, 100))
        s.root.addChild(probe)
        s.down(gp(10, 10))
        s.move(gp(10, 90))
        s.up(gp(10, 90))
        #expect(probe.cancelCount == 0 && probe.events.last == .ended(.mouse, gp(10, 90), inside: true))
        let (s2, scroller, inner) = setUp()
        scroller.contentSize = Size(width: 200, height: 200)
        s2.down(gp(100, 70))
        s2.move(gp(100, 120))
        #expect(inner.cancelCount == 0, "content that fits does not scroll, so the node keeps the drag")
    }

    @Test func aPanOnTheBackgroundScrollsAndASecondFingerDoesNotDoubleIt() {
        let (s, scroller, probe) = setUp()
        s.down(gp(20, 150), .finger(1))
        s.down(gp(180, 150), .finger(2))
        s.move(gp(20, 120), .finger(1))
        s.move(gp(180, 120), .finger(2))
        #expect(scroller.contentOffset == gp(0, 30))
        #expect(s.router.scrollingPointers.keys.sorted() == [.finger(1)])
        s.up(gp(20, 120), .finger(1))
        #expect(probe.events.isEmpty)
    }

    @Test func hidingAScrollingContainerStopsTheScroll() {
        let (s, scroller, _) = setUp()
        s.down(gp(20, 150))
        s.move(gp(20, 100))
        scroller.isHidden = true
        #expect(s.router.scrollingPointers.isEmpty)
        scroller.isHidden = false
        s.move(gp(20, 50))
        #expect(scroller.contentOffset == gp(0, 50))
    }
}
