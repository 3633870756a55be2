import Testing

@testable import SceneGraph

/// Removing a child from anywhere but the end leaves it departed until the children are next read or half
/// of them have departed: every way back into a tree must still see exactly the live children, in order.
@Suite struct NodeRemovalTests {
    private func ids(_ nodes: [Node]) -> [ObjectIdentifier] { nodes.map(ObjectIdentifier.init) }

    @Test func departedChildrenNeverShowAndTheRestKeepTheirOrder() {
        let scene = Scene(size: Size(width: 100, height: 100))
        let nodes = (0..<6).map { _ in Node() }
        for node in nodes { scene.root.addChild(node) }
        nodes[1].removeFromParent()
        nodes[3].removeFromParent()
        #expect(nodes[4].isDrawn(above: nodes[2]) && !nodes[0].isDrawn(above: nodes[5]))
        #expect(ids(scene.root.children) == ids([nodes[0], nodes[2], nodes[4], nodes[5]]))
        #expect(scene.root.children.enumerated().allSatisfy { $0.element.indexInParent == $0.offset })
        #expect(nodes[1].parent == nil && nodes[1].scene == nil)
    }

    @Test func aDepartedChildMayComeBackToTheSameParent() {
        let scene = Scene(size: Size(width: 100, height: 100))
        let a = Node(), b = Node(), c = Node()
        for node in [a, b, c] { scene.root.addChild(node) }
        a.removeFromParent()
        scene.root.addChild(a)
        #expect(ids(scene.root.children) == ids([b, c, a]))
        #expect(a.isDrawn(above: c) && a.indexInParent == 2)
        b.removeFromParent()
        scene.root.insertChild(b, at: 1)
        #expect(ids(scene.root.children) == ids([c, b, a]))
    }

    @Test func aDepartedChildMayMoveToAnotherParent() {
        let scene = Scene(size: Size(width: 100, height: 100))
        let holder = Node(), a = Node(), b = Node()
        for node in [holder, a, b] { scene.root.addChild(node) }
        holder.addChild(Node())
        a.removeFromParent()
        holder.addChild(a)
        #expect(ids(scene.root.children) == ids([holder, b]))
        #expect(holder.children.last === a && a.parent === holder && a.scene === scene)
        scene.root.removeAllChildren()
        #expect(scene.root.children.isEmpty && a.scene == nil && holder.scene == nil)
    }

    @Test func manyRemovalsAndAdditionsKeepExactlyTheLiveChildren() {
        let scene = Scene(size: Size(width: 100, height: 100))
        var live: [Node] = []
        var random = SplitMix64(seed: 7)
        for step in 0..<2_000 {
            if live.isEmpty || random.next() % 3 != 0 {
                let node = Node()
                scene.root.addChild(node)
                live.append(node)
            } else {
                let index = Int(random.next() % UInt64(live.count))
                live.remove(at: index).removeFromParent()
            }
            if step % 97 == 0 { #expect(ids(scene.root.children) == ids(live)) }
        }
        #expect(ids(scene.root.children) == ids(live))
        #expect(zip(live, live.dropFirst()).allSatisfy { $1.isDrawn(above: $0) })
    }
}
