import TestSupport
import Testing

@testable import SceneGraph

@Suite struct PointerRouterTests {
    private func setUp() -> (Scene, GraphProbe, GraphProbe) {
        let s = Scene(size: Size(width: 400, height: 400))
        let a = GraphProbe(frame: gr(0, 0, 100, 100))
        let b = GraphProbe(frame: gr(200, 0, 100, 100))
        s.root.addChild(a)
        s.root.addChild(b)
        return (s, a, b)
    }

    @Test func captureSurvivesLeavingTheNode() {
        let (s, a, b) = setUp()
        s.down(gp(10, 10))
        s.move(gp(250, 50))
        s.move(gp(20, 30))
        s.up(gp(250, 50))
        #expect(
            a.events == [
                .began(.mouse, gp(10, 10)), .moved(.mouse, gp(250, 50), inside: false),
                .moved(.mouse, gp(20, 30), inside: true), .ended(.mouse, gp(250, 50), inside: false),
            ])
        #expect(b.events.isEmpty)
        #expect(s.router.capturedPointers.isEmpty)
    }

    @Test func onlyThePrimaryButtonReachesNodes() {
        let (s, a, _) = setUp()
        s.down(gp(10, 10), button: .secondary)
        #expect(a.events.isEmpty)
        s.down(gp(10, 10))
        s.up(gp(10, 10), button: .secondary)
        #expect(s.router.capturedPointers[.mouse] === a, "another button's release does not end the press")
        s.up(gp(10, 10))
        #expect(a.events.last == .ended(.mouse, gp(10, 10), inside: true))
    }

    @Test func aSecondPointerOnAHeldNodeIsIgnored() {
        let (s, a, _) = setUp()
        s.down(gp(10, 10), .finger(1))
        s.down(gp(20, 20), .finger(2))
        s.move(gp(30, 30), .finger(2))
        s.up(gp(30, 30), .finger(2))
        #expect(a.events == [.began(.finger(1), gp(10, 10))])
    }

    @Test func twoPointersOnTwoNodesAreIndependent() {
        let (s, a, b) = setUp()
        s.down(gp(10, 10), .finger(1))
        s.down(gp(210, 10), .finger(2))
        s.up(gp(215, 10), .finger(2))
        s.move(gp(12, 10), .finger(1))
        #expect(b.events == [.began(.finger(2), gp(10, 10)), .ended(.finger(2), gp(15, 10), inside: true)])
        #expect(a.events == [.began(.finger(1), gp(10, 10)), .moved(.finger(1), gp(12, 10), inside: true)])
    }

    @Test func cancelAllReachesEveryCapturedNodeOnce() {
        let (s, a, b) = setUp()
        let c = GraphProbe(frame: gr(0, 200, 100, 100))
        s.root.addChild(c)
        s.down(gp(10, 10), .mouse)
        s.down(gp(210, 10), .finger(7))
        s.down(gp(10, 210), .finger(3))
        s.handle(.cancelAll)
        s.handle(.cancelAll)
        s.up(gp(10, 10))
        #expect(a.events.last == .cancelled(.mouse) && a.cancelCount == 1)
        #expect(b.events.last == .cancelled(.finger(7)) && b.cancelCount == 1)
        #expect(c.events.last == .cancelled(.finger(3)) && c.cancelCount == 1)
    }

    @Test func aPressWhoseReleaseWasLostIsCancelledByTheNextPress() {
        let (s, a, b) = setUp()
        s.down(gp(10, 10))
        s.down(gp(210, 10))
        s.up(gp(210, 10))
        #expect(a.events == [.began(.mouse, gp(10, 10)), .cancelled(.mouse)])
        #expect(b.events == [.began(.mouse, gp(10, 10)), .ended(.mouse, gp(10, 10), inside: true)])
    }

    @Test func aRefusedPressIsNotCaptured() {
        let (s, a, _) = setUp()
        a.captures = false
        s.down(gp(10, 10))
        s.move(gp(12, 10))
        #expect(a.events == [.began(.mouse, gp(10, 10))])
    }

    @Test func pointerCancelEndsOnlyThatPointer() {
        let (s, a, b) = setUp()
        s.down(gp(10, 10), .finger(1))
        s.down(gp(210, 10), .finger(2))
        s.handle(.pointerCancel(.finger(1)))
        #expect(a.events.last == .cancelled(.finger(1)))
        #expect(s.router.capturedPointers.keys.sorted() == [.finger(2)])
        #expect(b.cancelCount == 0)
    }

    @Test func hidingDisablingOrRemovingMidPressCancelsOnce() {
        for change in 0..<4 {
            let (s, a, _) = setUp()
            let holder = Node(frame: gr(0, 0, 400, 400))
            s.root.addChild(holder)
            holder.addChild(a)
            s.down(gp(10, 10))
            switch change {
            case 0: a.isHidden = true
            case 1: holder.isEnabled = false
            case 2: holder.isInteractive = false
            default: a.removeFromParent()
            }
            s.move(gp(11, 10))
            s.up(gp(11, 10))
            #expect(a.events == [.began(.mouse, gp(10, 10)), .cancelled(.mouse)], "change \(change)")
        }
    }

    @Test func anEventForANodeThatBecameUnavailableQuietlyCancels() {
        final class Quiet: Node {
            var cancels = 0
            override var acceptsPointers: Bool { true }
            override func pointerBegan(_ contact: PointerContact) -> Bool { true }
            override func pointerCancelled(_ id: PointerID) { cancels += 1 }
        }
        let s = Scene(size: Size(width: 100, height: 100))
        let node = Quiet(frame: gr(0, 0, 50, 50))
        let parent = Node(frame: gr(0, 0, 100, 100))
        parent.addChild(node)
        s.root.addChild(parent)
        s.down(gp(5, 5))
        #expect(s.router.capturedPointers[.mouse] === node)
        s.router.handle(.pointerMove(.mouse, gp(6, 6)), in: s)
        parent.isEnabled = false
        s.up(gp(6, 6))
        #expect(node.cancels == 1)
    }

    @Test func nonFinitePointsAreIgnoredAndAnUpWithoutAPlaceCancels() {
        let (s, a, _) = setUp()
        s.down(gp(.nan, 10))
        #expect(a.events.isEmpty)
        s.down(gp(10, 10))
        s.move(gp(.infinity, 3))
        s.up(gp(.nan, 3))
        #expect(a.events == [.began(.mouse, gp(10, 10)), .cancelled(.mouse)])
    }
}
