import Testing

@testable import SceneGraph

@Suite struct FocusTests {
    @Test func chainReadsRowsTopToBottomThenLeftToRight() {
        let s = Scene(size: Size(width: 400, height: 400))
        let c = focusable(s, gr(200, 12, 50, 20))
        let a = focusable(s, gr(10, 100, 50, 30))
        let b = focusable(s, gr(100, 10, 50, 40))
        let d = focusable(s, gr(10, 10, 50, 20))
        #expect(s.focusChain.map(ObjectIdentifier.init) == [d, b, c, a].map(ObjectIdentifier.init))
    }

    @Test func tabAndShiftTabWalkTheChainAndWrap() {
        let s = Scene(size: Size(width: 400, height: 400))
        let a = focusable(s, gr(0, 0, 10, 10))
        let b = focusable(s, gr(20, 0, 10, 10))
        let tab = InputEvent.key(KeyEvent(key: .tab))
        let shiftTab = InputEvent.key(KeyEvent(key: .tab, shift: true))
        s.handle(tab)
        #expect(s.focusedNode === a)
        s.handle(tab)
        #expect(s.focusedNode === b && a.events == [.focus(true), .focus(false)])
        s.handle(tab)
        #expect(s.focusedNode === a)
        s.handle(shiftTab)
        #expect(s.focusedNode === b)
        s.setFocus(nil)
        s.handle(shiftTab)
        #expect(s.focusedNode === b, "Shift-Tab from nothing starts at the end")
    }

    @Test func withoutWrappingTabPastEitherEndClearsTheFocus() {
        let s = Scene(size: Size(width: 400, height: 400))
        s.tabWraps = false
        let a = focusable(s, gr(0, 0, 10, 10))
        let b = focusable(s, gr(20, 0, 10, 10))
        let tab = InputEvent.key(KeyEvent(key: .tab))
        let shiftTab = InputEvent.key(KeyEvent(key: .tab, shift: true))
        s.handle(tab)
        s.handle(tab)
        #expect(s.focusedNode === b)
        s.handle(tab)
        #expect(s.focusedNode == nil, "Tab from the last node gives the focus up")
        #expect(b.events == [.focus(true), .focus(false)])
        s.handle(shiftTab)
        #expect(s.focusedNode === b, "Shift-Tab from nothing starts at the end")
        s.handle(shiftTab)
        #expect(s.focusedNode === a)
        s.handle(shiftTab)
        #expect(s.focusedNode == nil, "Shift-Tab from the first node gives the focus up")
        s.handle(tab)
        #expect(s.focusedNode === a, "Tab from nothing starts at the first")
    }

    @Test func keysGoToTheFocusedNodeOnly() {
        let s = Scene(size: Size(width: 400, height: 400))
        let a = focusable(s, gr(0, 0, 10, 10))
        let b = focusable(s, gr(20, 0, 10, 10))
        s.handle(.key(KeyEvent(key: .space)))
        #expect(a.events.isEmpty)
        s.setFocus(b)
        s.handle(.key(KeyEvent(key: .space)))
        s.handle(.key(KeyEvent(key: .left)))
        #expect(b.events == [.focus(true), .key(.space), .key(.left)] && a.events.isEmpty)
    }

    @Test func removingHidingOrDisablingTheFocusedNodeClearsFocus() {
        for change in 0..<4 {
            let s = Scene(size: Size(width: 400, height: 400))
            let holder = Node(frame: gr(0, 0, 100, 100))
            s.root.addChild(holder)
            let a = focusable(s, gr(0, 0, 10, 10), in: holder)
            let b = focusable(s, gr(20, 0, 10, 10))
            s.setFocus(a)
            switch change {
            case 0: a.removeFromParent()
            case 1: holder.isHidden = true
            case 2: a.isEnabled = false
            default: holder.removeFromParent()
            }
            #expect(s.focusedNode == nil, "change \(change)")
            #expect(a.events == [.focus(true), .focus(false)])
            s.handle(.key(KeyEvent(key: .tab)))
            #expect(s.focusedNode === b)
        }
    }

    @Test func nodesThatCannotTakeFocusAreRefused() {
        let s = Scene(size: Size(width: 400, height: 400))
        let a = focusable(s, gr(0, 0, 10, 10))
        let plain = GraphProbe(frame: gr(0, 0, 10, 10))
        s.root.addChild(plain)
        let loose = GraphProbe(frame: gr(0, 0, 10, 10), focus: true)
        s.setFocus(a)
        s.setFocus(plain)
        s.setFocus(loose)
        #expect(s.focusedNode === a)
        a.isHidden = true
        #expect(s.focusChain.isEmpty)
    }

    @Test func focusScrollsTheNodeIntoView() {
        let s = Scene(size: Size(width: 400, height: 400))
        let scroller = ScrollNode(frame: gr(0, 0, 200, 200))
        scroller.contentSize = Size(width: 200, height: 2000)
        s.root.addChild(scroller)
        let far = focusable(s, gr(10, 900, 50, 30), in: scroller)
        s.setFocus(far)
        #expect(scroller.contentOffset == gp(0, 730))
        let near = focusable(s, gr(10, 100, 50, 30), in: scroller)
        s.setFocus(near)
        #expect(scroller.contentOffset == gp(0, 100))
    }
}
