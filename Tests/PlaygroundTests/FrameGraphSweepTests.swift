import SceneGraph
import TestSupport
import Testing

@testable import Playground

/// Text sizes without SDL: the graph only needs its label measured.
private final class GraphTextSizes: ResourceProvider {
    private var runs: [TextRun] = []
    func text(_ run: TextRun) -> TextHandle {
        if let index = runs.firstIndex(of: run) { return TextHandle(id: Int32(index)) }
        runs.append(run)
        return TextHandle(id: Int32(runs.count - 1))
    }
    func size(of text: TextHandle) -> Size { Size(width: 180, height: 14) }
    func size(of image: ImageHandle) -> Size { .zero }
    func tinted(_ image: ImageHandle, with tint: Color) -> ImageHandle { image }
}

/// The frame graph sweeps: a frame's time redraws the columns of its bar and of the gap after it, not
/// the graph, and the oldest bar is left out where the sweep is.
@Suite struct FrameGraphSweepTests {
    private func damage(_ scene: Scene) -> DamageRegions { scene.drawDamagedFrame() }

    private func bars(_ scene: Scene) -> Int {
        var list = DrawList()
        scene.buildDrawList(into: &list)
        return list.commands.filter { command in
            if case .fill(let rect, 0, _) = command { return rect.height != 1 }
            return false
        }.count
    }

    @Test func aFrameRedrawsTwoColumnsNotTheGraph() {
        let scene = Scene(size: Size(width: 640, height: 480))
        let graph = FrameGraphNode(resources: GraphTextSizes())
        graph.frame = Rect(origin: Point(x: 20, y: 30), size: FrameGraphNode.preferredSize)
        scene.root.addChild(graph)
        _ = damage(scene)
        graph.record(milliseconds: 4)
        #expect(!scene.needsDisplay, "the graph rides on frames drawn for other reasons")
        let regions = damage(scene)
        let area = graph.sceneFrame
        #expect(!regions.isEmpty && !regions.isFull)
        #expect(regions.rects.allSatisfy { area.insetBy(dx: -3, dy: -3).contains($0) })
        #expect(regions.pixelCount < Int(area.width * area.height) / 10, "\(regions.pixelCount) pixels")
        for _ in 0..<28 { graph.record(milliseconds: 30) }
        _ = damage(scene)
        graph.record(milliseconds: 4)
        let labelFrame = damage(scene)
        #expect(labelFrame.rects.contains { $0.minY <= area.minY + HUDStyle.padding }, "the label is redrawn")
        #expect(labelFrame.pixelCount < Int(area.width * area.height) / 2)
    }

    @Test func theSweepLeavesAGapWhereTheOldestBarWas() {
        let scene = Scene(size: Size(width: 640, height: 480))
        let graph = FrameGraphNode(resources: GraphTextSizes())
        graph.frame = Rect(origin: .zero, size: FrameGraphNode.preferredSize)
        scene.root.addChild(graph)
        for _ in 0..<50 { graph.record(milliseconds: 8) }
        #expect(bars(scene) == 50)
        for _ in 0..<(FrameStats.capacity + 30) { graph.record(milliseconds: 8) }
        #expect(bars(scene) == FrameStats.capacity - 1)
        #expect(graph.stats.nextSlot == (50 + FrameStats.capacity + 30) % FrameStats.capacity)
    }
}
