import Testing

@testable import SceneGraph

/// Arrow keys, a gamepad's focus keys and `Scene.moveFocus(_:)`: the spatial rule of docs/switch.md.
@Suite struct SpatialFocusTests {
    private func move(_ s: Scene, _ key: Key) { s.handle(.key(KeyEvent(key: key))) }

    @Test func rowsOfDifferentLengthsAndSizes() {
        // Row 1: a b c (c taller, its centre lower); row 2: d under a, e right of c; row 3: f alone, further right.
        let s = Scene(size: Size(width: 600, height: 600))
        let a = focusable(s, gr(0, 0, 80, 40))
        let b = focusable(s, gr(100, 0, 80, 40))
        let c = focusable(s, gr(200, 0, 80, 60))
        let d = focusable(s, gr(0, 100, 80, 40))
        let e = focusable(s, gr(250, 100, 80, 40))
        let f = focusable(s, gr(320, 200, 80, 40))
        func at(_ n: Node) -> Bool { s.focusedNode === n }
        move(s, .focusRight)
        #expect(at(a), "nothing focused: the first in reading order")
        move(s, .focusRight)
        #expect(at(b))
        move(s, .focusRight)
        #expect(at(c), "a taller neighbour in the same row")
        move(s, .focusRight)
        #expect(at(e), "nothing in the cone: the nearest ahead in the half-plane")
        move(s, .focusRight)
        #expect(at(f))
        move(s, .focusRight)
        #expect(at(f), "no wrap")
        move(s, .focusUp)
        #expect(at(e), "c and e are both in the cone above f: e scores lower")
        move(s, .focusLeft)
        #expect(at(d), "straight left beats the nearer b, up and to the side")
        move(s, .focusUp)
        #expect(at(a))
        move(s, .focusUp)
        #expect(at(a), "no wrap upwards")
        move(s, .focusDown)
        #expect(at(d))
        move(s, .clearFocus)
        #expect(s.focusedNode == nil)
        move(s, .focusLeft)
        #expect(at(a), "any direction from nothing starts at the first")
    }

    @Test func tiesGoToReadingOrder() {
        let s = Scene(size: Size(width: 400, height: 400))
        _ = focusable(s, gr(100, 0, 40, 40))
        let upper = focusable(s, gr(200, 100, 40, 40))
        let centre = focusable(s, gr(100, 100, 40, 40))
        _ = focusable(s, gr(200, 100, 40, 40))
        s.setFocus(centre)
        move(s, .focusRight)
        #expect(s.focusedNode === upper, "two at the same place: the first in reading order")
    }

    @Test func disabledAndHiddenNodesAreSkipped() {
        let s = Scene(size: Size(width: 400, height: 100))
        let a = focusable(s, gr(0, 0, 40, 40))
        let off = focusable(s, gr(100, 0, 40, 40))
        let hidden = focusable(s, gr(200, 0, 40, 40))
        let c = focusable(s, gr(300, 0, 40, 40))
        off.isEnabled = false
        hidden.isHidden = true
        s.setFocus(a)
        move(s, .focusRight)
        #expect(s.focusedNode === c)
        move(s, .focusLeft)
        #expect(s.focusedNode === a)
    }

    @Test func aScrolledGalleryMovesByWhereNodesAreAndRevealsThem() {
        let s = Scene(size: Size(width: 400, height: 400))
        let scroller = ScrollNode(frame: gr(0, 0, 200, 200))
        scroller.contentSize = Size(width: 200, height: 1000)
        s.root.addChild(scroller)
        let rows = (0..<10).map { focusable(s, gr(20, Double($0) * 100, 60, 40), in: scroller) }
        let side = focusable(s, gr(300, 0, 60, 40))
        scroller.contentOffset = Point(x: 0, y: 500)
        s.setFocus(rows[5])
        move(s, .focusDown)
        #expect(s.focusedNode === rows[6])
        move(s, .focusRight)
        #expect(s.focusedNode === side, "the side node is above in the scene but nothing else is to the right")
        move(s, .focusLeft)
        #expect(s.focusedNode === rows[5], "the scrolled rows: the nearest to the side node's left is row 5")
        for _ in 0..<9 { move(s, .focusDown) }
        #expect(s.focusedNode === rows[9])
        let last = rows[9].sceneFrame
        #expect(last.minY >= 0 && last.maxY <= 200, "focus scrolled the last row into view")
    }

    @Test func arrowsGoToTheFocusedNodeFirstAndMoveFocusWhenItDoesNotTakeThem() {
        let h = SwitchHarness()
        let a = h.add()
        var vertical = SwitchStyle.linearTest
        vertical.orientation = .vertical
        vertical.size = Size(width: 30, height: 100)
        let v = h.add("v", style: vertical, at: Point(x: 300, y: 100))
        h.key(.right)
        #expect(h.scene.focusedNode === a && h.takeLog().isEmpty, "nothing focused: an arrow focuses the first")
        h.key(.right)
        #expect(h.scene.focusedNode === a && h.takeLog() == ["s:on", "s:value=true"], "along the track: sets")
        h.key(.down)
        #expect(h.scene.focusedNode === v && h.takeLog().isEmpty, "across the track: moves focus")
        h.key(.down)
        #expect(h.scene.focusedNode === v && h.takeLog().isEmpty, "Down on a vertical switch that is off: nothing")
        h.key(.up)
        #expect(h.scene.focusedNode === v && h.takeLog() == ["v:on", "v:value=true"])
        h.key(.left)
        #expect(h.scene.focusedNode === a && h.takeLog().isEmpty, "a vertical switch leaves Left/Right to focus")
        h.scene.handle(.key(KeyEvent(key: .focusLeft)))
        #expect(h.scene.focusedNode === a && h.takeLog().isEmpty, "focus keys never set a value")
        h.scene.handle(.key(KeyEvent(key: .focusRight)))
        #expect(h.scene.focusedNode === v && h.takeLog().isEmpty)
    }
}
