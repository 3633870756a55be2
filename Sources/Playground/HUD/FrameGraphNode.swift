import SceneGraph

/// Bars of recent frame times against the 16.7 ms budget, with mean and p99 (toggled with F). The bars
/// sweep left to right like a monitor's trace: each frame's bar is written over the oldest, with a gap
/// after it marking where the sweep is. A frame redraws two bars' columns, where a scrolling graph
/// would move, and redraw, every bar every frame.
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
    package func record(milliseconds: Double) {
        let slot = stats.nextSlot
        guard stats.add(milliseconds) else { return }
        setNeedsDisplayOnNextFrame(in: column(slot))
        setNeedsDisplayOnNextFrame(in: column(stats.nextSlot))
        framesSinceLabel += 1
        if framesSinceLabel >= 30 {
            updateLabel()
            setNeedsDisplayOnNextFrame(in: labelArea)
        }
    }

    /// Where the bars are, in this node's points.
    private var graphArea: Rect {
        let top = HUDStyle.padding + HUDStyle.lineHeight + 4
        return Rect(
            x: HUDStyle.padding, y: top, width: frame.width - 2 * HUDStyle.padding,
            height: frame.height - top - HUDStyle.padding)
    }

    /// Where the label is, in this node's points: its line, clear of the bars below so that the two
    /// damaged areas are not merged into one.
    private var labelArea: Rect {
        let padding = HUDStyle.padding
        return Rect(x: padding, y: padding, width: frame.width - 2 * padding, height: HUDStyle.lineHeight)
    }

    private var barWidth: Double { graphArea.width / Double(FrameStats.capacity) }

    /// The column of `slot`'s bar, in this node's points.
    private func column(_ slot: Int) -> Rect {
        let graph = graphArea
        return Rect(x: graph.minX + Double(slot) * barWidth, y: graph.minY, width: barWidth, height: graph.height)
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
        let graph = graphArea.offsetBy(dx: rect.minX, dy: rect.minY)
        let scaleMax = Self.budget * 2
        let budgetY = graph.maxY - graph.height * (Self.budget / scaleMax)
        list.fill(Rect(x: graph.minX, y: budgetY, width: graph.width, height: 1), color: HUDStyle.dimText)
        let barWidth = self.barWidth
        let gap = stats.nextSlot
        for (slot, ms) in stats.samples.enumerated() where slot != gap {
            let h = graph.height * min(1, ms / scaleMax)
            let color = ms > Self.budget ? HUDStyle.recording : HUDStyle.accent
            let x = graph.minX + Double(slot) * barWidth
            list.fill(Rect(x: x, y: graph.maxY - h, width: max(1, barWidth - 1), height: h), color: color)
        }
    }

    static let preferredSize = Size(width: 300, height: 110)
}
