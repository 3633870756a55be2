import SceneGraph
import SwitchYardKit
import Testing

/// Adding and removing a host's switch costs the same with 40,000 switches placed as with none: a batch
/// placed on top of a full engine, and the oldest batch removed from it, take about as long as the same
/// batch on an empty one (within a factor the machine's noise and a full engine's colder caches cannot
/// reach: 3.5x was seen on a loaded machine; a cost growing with the count, as a search or a shift of every
/// sibling, makes it about twelve times longer or more).
@Suite("Engine growth", .serialized)
struct EngineGrowthTests {
    static let batch = 3_000
    static let rounds = 3
    static let filler = 36_000
    static let factor = 6.0

    @Test func addingAndRemovingCostTheSameAtTheFortyThousandthSwitch() throws {
        let host = try GuestHost(width: 400, height: 300)
        let engine = host.engine
        func add(_ prefix: String, _ range: Range<Int>) throws {
            for i in range {
                // Spread over a grid, as a host lays switches out: each 64-point cell of the hit index
                // holds a few.
                let origin = Point(x: Double(i % 300) * 60, y: Double(i / 300) * 40)
                try engine.addSwitch(id: "\(prefix)\(i)", style: "mmm", origin: origin)
            }
        }
        func remove(_ prefix: String, _ range: Range<Int>) {
            for i in range { #expect(engine.removeSwitch(id: "\(prefix)\(i)")) }
        }
        let clock = ContinuousClock()
        // Each cost is the quickest of `rounds` tries, so a moment of load on the machine does not count.
        var addEmpty = Duration.seconds(1_000)
        var removeEmpty = addEmpty
        var addFull = addEmpty
        var removeFull = addEmpty
        // On an empty engine: a batch added, then removed oldest first.
        for round in 0..<Self.rounds {
            addEmpty = min(addEmpty, try clock.measure { try add("a\(round)-", 0..<Self.batch) })
            try engine.draw(clearing: false)
            _ = host.click(Point(x: 30, y: 20))
            removeEmpty = min(removeEmpty, clock.measure { remove("a\(round)-", 0..<Self.batch) })
        }
        // On a full engine: a batch added on top of the filler, then the oldest batch of the filler removed.
        try add("f", 0..<Self.filler)
        for round in 0..<Self.rounds {
            addFull = min(addFull, try clock.measure { try add("b\(round)-", 0..<Self.batch) })
            #expect(engine.switches.count == Self.filler + Self.batch)
            try engine.draw(clearing: false)
            _ = host.click(Point(x: 30, y: 20))
            removeFull = min(removeFull, clock.measure { remove("f", round * Self.batch..<(round + 1) * Self.batch) })
            #expect(engine.switches.count == Self.filler)
        }
        #expect(
            addFull < addEmpty * Self.factor,
            "adding \(Self.batch) switches took \(addEmpty) on an empty engine, \(addFull) on top of \(Self.filler)")
        #expect(
            removeFull < removeEmpty * Self.factor,
            "removing \(Self.batch) switches took \(removeEmpty) from \(Self.batch), \(removeFull) from \(Self.filler + Self.batch)"
        )
    }

    @Test func removalsKeepZOrderAndHitTesting() throws {
        let host = try GuestHost(width: 400, height: 300)
        let engine = host.engine
        for i in 0..<40 { try engine.addSwitch(id: "s\(i)", style: "mmm", origin: Point(x: 20, y: 20)) }
        for i in stride(from: 0, to: 40, by: 3) where i != 39 { #expect(engine.removeSwitch(id: "s\(i)")) }
        let expected = (0..<40).filter { $0 % 3 != 0 || $0 == 39 }.map { "s\($0)" }
        #expect(engine.switches.map(\.id) == expected)
        #expect(engine.scene.root.children.compactMap { ($0 as? SwitchNode)?.id } == expected)
        #expect(engine.scene.hitTest(Point(x: 30, y: 30)) === engine.switchNode(id: "s39"))
        #expect(engine.removeSwitch(id: "s39"))
        #expect(engine.scene.hitTest(Point(x: 30, y: 30)) === engine.switchNode(id: "s38"))
        try engine.addSwitch(id: "s0", style: "mmm", origin: Point(x: 20, y: 20))
        #expect(engine.scene.hitTest(Point(x: 30, y: 30)) === engine.switchNode(id: "s0"))
        #expect(engine.switches.last?.id == "s0")
    }
}
