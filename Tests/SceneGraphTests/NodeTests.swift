import Testing

@testable import SceneGraph

@Suite struct NodeTests {
    @Test func childrenKeepZOrderAndReparentingMovesThem() {
        let scene = Scene(size: Size(width: 100, height: 100))
        let a = Node(), b = Node(), c = Node()
        scene.root.addChild(a)
        scene.root.addChild(b)
        scene.root.insertChild(c, at: 0)
        #expect(scene.root.children.map { ObjectIdentifier($0) } == [c, a, b].map { ObjectIdentifier($0) })
        a.addChild(c)
        #expect(scene.root.children.count == 2)
        #expect(c.parent === a && c.scene === scene)
        scene.root.insertChild(c, at: 99)
        #expect(scene.root.children.last === c)
        #expect(c.isDrawn(above: a) && c.isDrawn(above: b) && !a.isDrawn(above: b))
    }

    @Test func removalDetachesTheWholeSubtree() {
        let scene = Scene(size: Size(width: 100, height: 100))
        let parent = Node()
        let child = Node()
        parent.addChild(child)
        scene.root.addChild(parent)
        #expect(child.scene === scene)
        parent.removeFromParent()
        #expect(child.scene == nil && parent.parent == nil)
        scene.root.addChild(parent)
        scene.root.removeAllChildren()
        #expect(scene.root.children.isEmpty && child.scene == nil)
    }

    @Test func sceneFrameComposesOffsetsScrollAndScale() {
        let scene = Scene(size: Size(width: 500, height: 500))
        let outer = Node(frame: gr(10, 20, 200, 200))
        outer.scale = 2
        outer.contentOffset = gp(5, 0)
        let inner = Node(frame: gr(15, 10, 30, 20))
        inner.scale = 0.5
        outer.addChild(inner)
        scene.root.addChild(outer)
        #expect(outer.sceneFrame == gr(10, 20, 400, 400))
        #expect(inner.sceneFrame == gr(30, 40, 30, 20))
        #expect(inner.sceneScale == 1)
        #expect(inner.convertFromScene(gp(36, 44)) == gp(6, 4))
        #expect(inner.convertToScene(gp(6, 4)) == gp(36, 44))
    }

    @Test func hitRectGrowsToTheMinimumButNeverFromNothing() {
        #expect(Node.hitRect(for: gr(0, 0, 20, 50), minimum: Size(width: 44, height: 44)) == gr(-12, 0, 44, 50))
        #expect(Node.hitRect(for: gr(5, 5, 0, 10), minimum: Size(width: 44, height: 44)) == gr(5, 5, 0, 10))
        let scene = Scene(size: Size(width: 100, height: 100))
        let holder = Node(frame: gr(0, 0, 100, 100))
        holder.scale = 0.5
        let node = Node(frame: gr(20, 20, 20, 20))
        holder.addChild(node)
        scene.root.addChild(holder)
        #expect(node.sceneHitRect == gr(-7, -7, 44, 44), "the minimum is a finger's size, not scaled")
    }

    @Test func flagsInTreeLookAtEveryAncestor() {
        let scene = Scene(size: Size(width: 100, height: 100))
        let parent = Node()
        let child = Node()
        parent.addChild(child)
        scene.root.addChild(parent)
        #expect(child.isVisibleInTree && child.isEnabledInTree && child.isInteractiveInTree)
        parent.isHidden = true
        parent.isEnabled = false
        parent.isInteractive = false
        #expect(!child.isVisibleInTree && !child.isEnabledInTree && !child.isInteractiveInTree)
    }

    @Test func changesAskForARedraw() {
        let scene = Scene(size: Size(width: 100, height: 100))
        let node = Node()
        scene.root.addChild(node)
        var list = DrawList()
        scene.buildDrawList(into: &list)
        #expect(!scene.needsDisplay)
        node.frame = gr(1, 1, 1, 1)
        #expect(scene.needsDisplay)
        scene.buildDrawList(into: &list)
        node.frame = gr(1, 1, 1, 1)
        #expect(!scene.needsDisplay, "an unchanged frame is no change")
        node.isHidden = true
        #expect(scene.needsDisplay)
    }
}
