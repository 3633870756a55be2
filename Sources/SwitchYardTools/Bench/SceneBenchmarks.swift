import SceneGraph

/// The scene graph's share of `switchyard bench`: hit-testing and layout timed on the pure scene graph, with
/// no SDL. The caller passes a clock that returns nanoseconds; the functions build their own seeded scenes
/// and report what they measured.
enum SceneBenchmarks {
    /// Hit-test cost per query, through the spatial index and by walking the whole tree.
    struct HitTestResult: Hashable, Sendable {
        var nodes: Int
        var queries: Int
        /// Filing every node into the index the first time.
        var indexBuildNanoseconds: UInt64
        var indexNanosecondsPerQuery: Double
        var bruteForceNanosecondsPerQuery: Double
        /// Re-filing after the gallery scrolled by a few points, as happens every frame of a scroll.
        var scrollRefreshNanoseconds: UInt64
        /// Queries where both methods found the same node: equal to `queries` unless the index is wrong.
        var agreements: Int
    }

    /// Lay-out and draw-list cost for a gallery of `nodes` tiles, all visible.
    struct LayoutResult: Hashable, Sendable {
        var nodes: Int
        var layoutNanoseconds: Double
        var drawListNanoseconds: Double
        var commands: Int
    }

    /// Builds a scrolled gallery of `nodes` switch-sized tiles in a 1280x800 scene and times `queries`
    /// random points (seeded) through the index and the brute-force walk.
    static func hitTest(
        nodes: Int = 10_000, queries: Int = 10_000, seed: UInt64 = 1, clock: () -> UInt64
    ) -> HitTestResult {
        let scene = Scene(size: Size(width: 1280, height: 800))
        let gallery = makeGallery(tiles: max(0, nodes), frame: Rect(x: 0, y: 0, width: 1280, height: 800))
        scene.root.addChild(gallery)
        gallery.contentOffset = Point(x: 0, y: gallery.maximumContentOffset.y / 2)
        var random = SplitMix64(seed: seed)
        let points = (0..<max(0, queries)).map { _ in Point(x: random.unit(0...1280), y: random.unit(0...800)) }

        var start = clock()
        _ = scene.hitTest(.zero)
        let build = clock() &- start

        var found: [Node?] = []
        found.reserveCapacity(points.count)
        start = clock()
        for p in points { found.append(scene.hitTest(p)) }
        let indexTime = clock() &- start

        var agreements = 0
        start = clock()
        for (p, hit) in zip(points, found) where scene.hitTestBruteForce(p) === hit { agreements += 1 }
        let bruteTime = clock() &- start

        gallery.scroll(by: Point(x: 0, y: 3))
        start = clock()
        _ = scene.hitTest(.zero)
        let scrollTime = clock() &- start

        let count = Double(max(1, points.count))
        return HitTestResult(
            nodes: max(0, nodes), queries: points.count, indexBuildNanoseconds: build,
            indexNanosecondsPerQuery: Double(indexTime) / count,
            bruteForceNanosecondsPerQuery: Double(bruteTime) / count,
            scrollRefreshNanoseconds: scrollTime, agreements: agreements)
    }

    /// Times, averaged over `repetitions`, a reflow of a gallery of `nodes` tiles (alternating between two
    /// widths so every frame moves) and building the draw list of the whole gallery, all on screen.
    static func layoutAndDraw(nodes: Int = 10_000, repetitions: Int = 10, clock: () -> UInt64) -> LayoutResult {
        let gallery = makeGallery(tiles: max(0, nodes), frame: Rect(x: 0, y: 0, width: 1280, height: 800))
        let height = gallery.contentSize.height
        let scene = Scene(size: Size(width: 1280, height: height))
        gallery.frame.size.height = height
        scene.root.addChild(gallery)
        var list = DrawList()
        let rounds = max(1, repetitions)
        var layoutTime: UInt64 = 0
        var drawTime: UInt64 = 0
        for round in 0..<rounds {
            var start = clock()
            gallery.frame.size.width = round % 2 == 0 ? 1000 : 1280
            layoutTime &+= clock() &- start
            start = clock()
            scene.buildDrawList(into: &list)
            drawTime &+= clock() &- start
        }
        return LayoutResult(
            nodes: max(0, nodes), layoutNanoseconds: Double(layoutTime) / Double(rounds),
            drawListNanoseconds: Double(drawTime) / Double(rounds), commands: list.commands.count)
    }

    private static func makeGallery(tiles: Int, frame: Rect) -> GalleryNode {
        let gallery = GalleryNode(
            frame: frame, layout: GalleryLayout(padding: EdgeInsets(all: 16), spacing: Size(width: 24, height: 24)))
        gallery.setCells((0..<tiles).map { _ in BenchmarkTile(frame: Rect(x: 0, y: 0, width: 51, height: 31)) })
        return gallery
    }
}

/// A switch-sized stand-in that takes pointers and draws a track and a thumb, as a switch would.
private final class BenchmarkTile: Node {
    override var acceptsPointers: Bool { true }

    override func draw(into list: inout DrawList, rect: Rect, scale: Double) {
        list.fill(rect, radius: rect.height / 2, color: Color(r: 52, g: 199, b: 89))
        list.fillCircle(
            center: Point(x: rect.maxX - rect.height / 2, y: rect.midY), diameter: rect.height - 4 * scale,
            color: .white)
    }
}
