import Testing

@testable import SceneGraph

/// The scene's indexes cost the same per change with 32,000 nodes as with none: a batch of nodes added,
/// moved, hit-tested, tabbed through and removed on top of a full scene takes about as long as on an empty
/// one (within a factor the machine's noise and a full scene's colder caches cannot reach: 3.3x was seen
/// on a busy machine; a cost growing with the count, as a search of a crowded cell or a sort of the whole
/// focus chain per Tab press, makes it 15 times longer or more).
/// Each cost is the quickest of `rounds` tries, so a moment of load on the machine does not count.
@Suite("Scene growth", .serialized)
struct SceneGrowthTests {
    static let batch = 2_000
    static let filler = 32_000
    static let rounds = 3
    static let factor = 6.0
    static let size = Size(width: 50, height: 30)

    /// Nodes crowded into a 400x300 corner, as the bench's 100,000 switches crowd its window: each cell of
    /// the hit index holds thousands once the filler is in. Moving and removing a node must not search its
    /// cells, whatever their crowd.
    @Test func movesAndRemovalsInCrowdedCellsDoNotGrowWithTheCrowd() {
        let scene = Scene(size: Size(width: 400, height: 300))
        func origin(_ i: Int) -> Point { Point(x: Double(i % 350), y: Double(i / 350 % 270)) }
        func batch(_ count: Int) -> [GraphProbe] {
            (0..<count).map { GraphProbe(frame: Rect(origin: origin($0 * 7), size: Self.size)) }
        }
        func cycle(_ nodes: [GraphProbe]) -> Duration {
            ContinuousClock().measure {
                for node in nodes { scene.root.addChild(node) }
                _ = scene.hitTest(Point(x: 10, y: 10))
                for node in nodes { node.frame.origin.x += 1 }
                _ = scene.hitTest(Point(x: 10, y: 10))
                for node in nodes { node.removeFromParent() }
                _ = scene.hitTest(Point(x: 10, y: 10))
            }
        }
        let empty = quickest { cycle(batch(Self.batch)) }
        for node in batch(Self.filler) { scene.root.addChild(node) }
        _ = scene.hitTest(.zero)
        let full = quickest { cycle(batch(Self.batch)) }
        #expect(scene.root.children.count == Self.filler)
        #expect(scene.hitTest(Point(x: 20, y: 20)) === scene.hitTestBruteForce(Point(x: 20, y: 20)))
        #expect(
            full < empty * Self.factor,
            "a batch of \(Self.batch) took \(empty) in an empty scene, \(full) among \(Self.filler) crowded nodes")
    }

    /// Nodes on a grid, as a host lays switches out: a click after each change finds the node it aims at,
    /// and Tab through the unchanged scene moves the focus on, at the same cost among 32,000 nodes as among
    /// none (the first press after a change works the reading order out again, once).
    @Test func clicksAfterChangesAndTabDoNotGrowWithTheCount() {
        let scene = Scene(size: Size(width: 1280, height: 800))
        func origin(_ i: Int) -> Point { Point(x: Double(i % 200) * 60, y: Double(i / 200) * 40) }
        func add(_ range: Range<Int>) -> [GraphProbe] {
            range.map { GraphProbe(frame: Rect(origin: origin($0), size: Self.size), focus: true) }
        }
        func cycle(_ nodes: [GraphProbe]) -> Duration {
            let clock = ContinuousClock()
            var time = clock.measure {
                for node in nodes {
                    scene.root.addChild(node)
                    #expect(scene.hitTest(node.sceneFrame.center) === node)
                }
            }
            scene.moveFocus(backwards: false)
            time += clock.measure { for _ in 0..<Self.batch { scene.moveFocus(backwards: false) } }
            time += clock.measure { for node in nodes { node.removeFromParent() } }
            return time
        }
        let empty = quickest { cycle(add(Self.filler..<(Self.filler + Self.batch))) }
        for node in add(0..<Self.filler) { scene.root.addChild(node) }
        let full = quickest { cycle(add(Self.filler..<(Self.filler + Self.batch))) }
        #expect(scene.root.children.count == Self.filler)
        #expect(
            full < empty * Self.factor,
            "a batch of \(Self.batch) took \(empty) in an empty scene, \(full) among \(Self.filler) nodes")
    }

    private func quickest(_ body: () -> Duration) -> Duration {
        (0..<Self.rounds).map { _ in body() }.min() ?? .zero
    }
}
