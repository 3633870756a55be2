import SceneGraph

/// Touch mode on screen: a translucent circle under each emulated finger that is down, as the replay
/// window draws pointers, and a label next to the recording dot saying which mode is on ("touch",
/// "touch, finger pinned", "mirror"). Its frame is the whole window, so the circles sit at window points.
final class TouchOverlay: Node {
    private var label = TextLines()
    /// The label shown, empty while the mode is off.
    private(set) var labelText = ""
    /// The fingers' points, as last shown.
    private(set) var points: [Point] = []
    private let resources: ResourceProvider
    /// Where the label's pill starts: beside the recording dot (the HUD sets it when it lays out).
    var labelOrigin = Point.zero {
        didSet { if labelOrigin != oldValue { setNeedsDisplay() } }
    }

    init(resources: ResourceProvider) {
        self.resources = resources
        super.init()
        isInteractive = false
        isHidden = true
    }

    /// Shows the emulator's mode and fingers; hidden while the mode is off.
    func show(_ emulator: TouchEmulator) {
        let text: String
        switch emulator.mode {
        case .off: text = ""
        case .touch: text = emulator.isPinned ? "touch, finger pinned" : "touch"
        case .mirrored: text = "mirror"
        }
        if text != labelText {
            labelText = text
            label.set(text.isEmpty ? [] : [(text, HUDStyle.text)], face: .bold, resources: resources)
        }
        points = emulator.points
        isHidden = text.isEmpty
        setNeedsDisplay()
    }

    override func collectResources(into use: inout ResourceUse) {
        label.collectResources(into: &use)
    }

    override func draw(into list: inout DrawList, rect: Rect, scale: Double) {
        for point in points {
            list.fillCircle(center: point, diameter: 36, color: Color(r: 10, g: 132, b: 255, a: 90))
            list.fillCircle(center: point, diameter: 8, color: Color(r: 10, g: 132, b: 255, a: 230))
        }
        guard !labelText.isEmpty else { return }
        let pill = Rect(
            origin: labelOrigin, size: Size(width: label.width + 34, height: Self.labelHeight))
        list.fill(pill, radius: pill.height / 2, color: HUDStyle.panel)
        list.fillCircle(center: Point(x: pill.minX + 14, y: pill.midY), diameter: 10, color: HUDStyle.accent)
        label.draw(into: &list, origin: Point(x: pill.minX + 24, y: pill.midY - HUDStyle.lineHeight / 2 + 1))
    }

    /// The label's height, the recording dot's.
    static let labelHeight = RecordingIndicator.size.height
}
