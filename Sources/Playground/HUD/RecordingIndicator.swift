import SceneGraph

/// A red dot and "REC" while a scenario is being recorded.
final class RecordingIndicator: Node {
    private var label = TextLines()
    private let resources: ResourceProvider

    init(resources: ResourceProvider) {
        self.resources = resources
        super.init()
        isInteractive = false
        isHidden = true
        label.set([("REC", HUDStyle.recording)], face: .bold, resources: resources)
    }

    override func collectResources(into use: inout ResourceUse) {
        label.collectResources(into: &use)
    }

    override func draw(into list: inout DrawList, rect: Rect, scale: Double) {
        list.fill(rect, radius: rect.height / 2, color: HUDStyle.panel)
        list.fillCircle(center: Point(x: rect.minX + 14, y: rect.midY), diameter: 10, color: HUDStyle.recording)
        label.draw(into: &list, origin: Point(x: rect.minX + 24, y: rect.midY - HUDStyle.lineHeight / 2 + 1))
    }

    static let size = Size(width: 64, height: 24)
}
