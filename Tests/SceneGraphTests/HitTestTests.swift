import Testing

@testable import SceneGraph

@Suite struct HitTestTests {
    private func scene() -> Scene { Scene(size: Size(width: 400, height: 400)) }

    @Test func topmostWinsAndChildrenBeatParents() {
        let s = scene()
        let below = GraphProbe(frame: gr(0, 0, 100, 100))
        let above = GraphProbe(frame: gr(50, 50, 100, 100))
        let child = GraphProbe(frame: gr(10, 10, 50, 50))
        below.addChild(child)
        s.root.addChild(below)
        s.root.addChild(above)
        #expect(s.hitTest(gp(70, 70)) === above)
        #expect(s.hitTest(gp(20, 20)) === child)
        #expect(s.hitTest(gp(5, 5)) === below)
        #expect(s.hitTest(gp(300, 300)) == nil)
    }

    @Test func hiddenDisabledAndNonInteractiveAncestorsLetPointersFallThrough() {
        for flag in 0..<3 {
            let s = scene()
            let back = GraphProbe(frame: gr(0, 0, 200, 200))
            let container = Node(frame: gr(0, 0, 200, 200))
            let front = GraphProbe(frame: gr(50, 50, 50, 50))
            container.addChild(front)
            s.root.addChild(back)
            s.root.addChild(container)
            #expect(s.hitTest(gp(60, 60)) === front)
            switch flag {
            case 0: container.isHidden = true
            case 1: container.isEnabled = false
            default: container.isInteractive = false
            }
            #expect(s.hitTest(gp(60, 60)) === back)
        }
    }

    @Test func clippingAncestorsCutTheHitAreaButANodesOwnClipDoesNot() {
        let s = scene()
        let clipper = GraphProbe(frame: gr(100, 100, 100, 100))
        clipper.clipsToBounds = true
        clipper.minimumHitSize = Size(width: 140, height: 140)
        let overhang = GraphProbe(frame: gr(80, 80, 60, 60))
        clipper.addChild(overhang)
        s.root.addChild(clipper)
        #expect(s.hitTest(gp(190, 190)) === overhang)
        #expect(s.hitTest(gp(210, 210)) === clipper, "outside the clip the child cannot be hit")
        #expect(s.hitTest(gp(230, 230)) == nil)
        #expect(s.hitTest(gp(85, 150)) === clipper, "the clipper's own enlarged hit area is not clipped by itself")
    }

    @Test func smallNodesGetTheMinimumTarget() {
        let s = scene()
        let tiny = GraphProbe(frame: gr(100, 100, 10, 10))
        s.root.addChild(tiny)
        #expect(s.hitTest(gp(84, 84)) === tiny)
        #expect(s.hitTest(gp(83, 105)) === tiny)
        #expect(s.hitTest(gp(82.9, 105)) == nil)
        tiny.minimumHitSize = .zero
        #expect(s.hitTest(gp(95, 95)) == nil)
        #expect(s.hitTest(gp(105, 105)) === tiny)
    }

    @Test func theIndexFollowsMovesScrollsAndRemovals() {
        let s = scene()
        let scroller = ScrollNode(frame: gr(0, 0, 200, 200))
        scroller.contentSize = Size(width: 200, height: 1000)
        let node = GraphProbe(frame: gr(0, 300, 100, 100))
        scroller.addChild(node)
        s.root.addChild(scroller)
        #expect(s.hitTest(gp(50, 50)) == nil)
        scroller.contentOffset = gp(0, 280)
        #expect(s.hitTest(gp(50, 50)) === node)
        node.frame.origin.x = 120
        #expect(s.hitTest(gp(50, 50)) == nil)
        #expect(s.hitTest(gp(150, 50)) === node)
        node.removeFromParent()
        #expect(s.hitTest(gp(150, 50)) == nil)
        node.takesPointers = false
        scroller.addChild(node)
        #expect(s.hitTest(gp(150, 50)) == nil)
        node.takesPointers = true
        #expect(s.hitTest(gp(150, 50)) === node)
    }

    @Test func nonFinitePointsAndFramesHitNothing() {
        let s = scene()
        let node = GraphProbe(frame: gr(0, 0, .nan, 10))
        s.root.addChild(node)
        #expect(s.hitTest(gp(.nan, 1)) == nil)
        #expect(s.hitTest(gp(1, 1)) == nil)
        let huge = GraphProbe(frame: gr(-1e12, -1e12, 2e12, 2e12))
        s.root.addChild(huge)
        #expect(s.hitTest(gp(1, 1)) === huge)
        #expect(s.hitTest(gp(5e11, 5e11)) === huge)
    }

    /// Builds random scenes (nested, scaled, scrolled, clipped, hidden, disabled, overlapping), queries
    /// random points and the edges of frames, then moves, scrolls, toggles and removes nodes and queries
    /// again: the index must answer exactly as the brute-force walk every time.
    @Test func indexAgreesWithBruteForceOnRandomScenes() {
        var random = SplitMix64(seed: 0x5CE9E)
        var queries = 0
        var hits = 0
        for _ in 0..<2_000 {
            let s = Scene(size: Size(width: 400, height: 400))
            var nodes: [Node] = [s.root]
            for _ in 0..<(5 + random.below(40)) {
                let node = randomNode(&random)
                let parent = nodes[random.below(nodes.count)]
                parent.insertChild(node, at: random.below(parent.children.count + 1))
                nodes.append(node)
            }
            for round in 0..<4 {
                for _ in 0..<25 {
                    let p = randomProbe(&random, nodes: nodes)
                    let indexed = s.hitTest(p)
                    let walked = s.hitTestBruteForce(p)
                    #expect(indexed === walked, "round \(round) point \(p)")
                    queries += 1
                    if walked != nil { hits += 1 }
                }
                mutate(&random, nodes: &nodes, scene: s)
            }
        }
        #expect(hits > queries / 20, "the scenes must be dense enough that hits are tested, not just misses")
    }

    private func randomNode(_ r: inout SplitMix64) -> Node {
        let frame = gr(
            (r.unit(-50...350) * 2).rounded() / 2, (r.unit(-50...350) * 2).rounded() / 2,
            r.chance(0.05) ? 0 : r.unit(1...160), r.chance(0.05) ? -5 : r.unit(1...160))
        let node: Node
        if r.chance(0.15) {
            let scroller = ScrollNode(frame: frame)
            scroller.contentSize = Size(width: r.unit(0...600), height: r.unit(0...900))
            scroller.contentOffset = gp(r.unit(0...300), r.unit(0...500))
            node = scroller
        } else {
            node = GraphProbe(frame: frame, pointers: r.chance(0.7))
            node.clipsToBounds = r.chance(0.25)
            if r.chance(0.2) { node.contentOffset = gp(r.unit(-30...30), r.unit(-30...30)) }
        }
        if r.chance(0.15) { node.scale = [0.5, 2, 1.5, 0][r.below(4)] }
        if r.chance(0.3) {
            node.minimumHitSize = [.zero, Size(width: 20, height: 80), Size(width: 100, height: 10)][r.below(3)]
        }
        node.isHidden = r.chance(0.08)
        node.isEnabled = !r.chance(0.08)
        node.isInteractive = !r.chance(0.08)
        return node
    }

    private func randomProbe(_ r: inout SplitMix64, nodes: [Node]) -> Point {
        if r.chance(0.3), let node = nodes.randomElement(using: &r) {
            let f = node.sceneHitRect
            return [gp(f.minX, f.minY), gp(f.maxX, f.maxY), gp(f.maxX, f.minY), gp(f.midX, f.maxY)][r.below(4)]
        }
        return gp(r.unit(-60...460), r.unit(-60...460))
    }

    private func mutate(_ r: inout SplitMix64, nodes: inout [Node], scene: Scene) {
        for _ in 0..<(1 + r.below(6)) {
            let i = 1 + r.below(max(1, nodes.count - 1))
            guard i < nodes.count else { return }
            let node = nodes[i]
            switch r.below(9) {
            case 0: node.frame.origin = gp(r.unit(-50...350), r.unit(-50...350))
            case 1: node.contentOffset = gp(r.unit(-20...300), r.unit(-20...400))
            case 2: node.isHidden.toggle()
            case 3: node.isEnabled.toggle()
            case 4: node.isInteractive.toggle()
            case 5: node.clipsToBounds.toggle()
            case 6:
                node.removeFromParent()
                nodes.removeAll { $0.scene !== scene && $0 !== scene.root }
            case 7:
                let target = nodes[r.below(nodes.count)]
                if !node.isAncestor(of: target) { target.addChild(node) }
            default:
                node.scale = [1, 0.75, 3][r.below(3)]
            }
        }
    }
}
