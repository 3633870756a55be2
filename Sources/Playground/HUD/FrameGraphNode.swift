import SceneGraph

/// Bars of recent frame times against the 16.7 ms budget, with mean and p99 (toggled with F).
package final class FrameGraphNode: Node {
    private let resources: ResourceProvider
    package private(set) var stats = FrameStats()
    private var label = TextLines()
    private var framesSinceLabel = 0
    static let budget = 1000.0 / 60

    init(resources: ResourceProvider) {
        self.resources = resources
        super.init()
        isInteractive = false
        updateLabel()
    }

    /// Records one rendered frame's cost; the text refreshes twice a second so it stays readable.
    func record(milliseconds: Double) {
        stats.add(milliseconds)
        framesSinceLabel += 1
        if framesSinceLabel >= 30 { updateLabel() }
    }

    package override func collectResources(into use: inout ResourceUse) {
        label.collectResources(into: &use)
    }

    /// The label's text: mean and p99 frame time, refreshed twice a second (tiny windows' bar shows it).
    private(set) var summary = ""

    private func updateLabel() {
        framesSinceLabel = 0
        let mean = (stats.mean * 100).rounded() / 100
        let p99 = (stats.p99 * 100).rounded() / 100
        summary = "frame \(mean) ms mean, \(p99) ms p99"
        label.set([(summary, HUDStyle.text)], resources: resources)
    }

    package override func draw(into list: inout DrawList, rect: Rect, scale: Double) {
        list.fill(rect, radius: HUDStyle.cornerRadius, color: HUDStyle.panel)
        list.pushClip(rect)
        defer { list.popClip() }
        label.draw(into: &list, origin: Point(x: rect.minX + HUDStyle.padding, y: rect.minY + HUDStyle.padding))
        let graph = Rect(
            x: rect.minX + HUDStyle.padding, y: rect.minY + HUDStyle.padding + HUDStyle.lineHeight + 4,
            width: rect.width - 2 * HUDStyle.padding,
            height: rect.height - 2 * HUDStyle.padding - HUDStyle.lineHeight - 4)
        let scaleMax = Self.budget * 2
        let budgetY = graph.maxY - graph.height * (Self.budget / scaleMax)
        list.fill(Rect(x: graph.minX, y: budgetY, width: graph.width, height: 1), color: HUDStyle.dimText)
        let barWidth = graph.width / Double(FrameStats.capacity)
        for (i, ms) in stats.ordered.enumerated() {
            let h = graph.height * min(1, ms / scaleMax)
            let color = ms > Self.budget ? HUDStyle.recording : HUDStyle.accent
            list.fill(
                Rect(x: graph.minX + Double(i) * barWidth, y: graph.maxY - h, width: max(1, barWidth - 1), height: h),
                color: color)
        }
    }

    static let preferredSize = Size(width: 300, height: 110)
}
