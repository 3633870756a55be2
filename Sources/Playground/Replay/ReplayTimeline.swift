import SceneGraph

/// The replay window's strip below the gallery: a track with the progress, a mark per check (green held,
/// red failed, grey not played yet), a short orange tick under the track per feedback cue, the play head, and a label with the tick, the speed and whether it is
/// paused or at the end. Drawn with the scene graph's nodes, like the HUD, in a scene of its own so frame
/// hashes never see it.
final class ReplayTimeline: Node {
    /// The strip's height in points; the window is this much taller than the gallery.
    static let height = 40.0
    static let passed = Color(r: 52, g: 199, b: 89)
    static let failed = Color(r: 255, g: 59, b: 48)
    static let pending = Color(r: 142, g: 142, b: 147)
    static let cue = Color(r: 255, g: 149, b: 0)
    private static let margin = 14.0
    private static let labelWidth = 250.0

    private let resources: ResourceProvider
    private var label = TextLines()
    private var labelText = ""
    private var fraction = 0.0
    private var marks: [(fraction: Double, color: Color)] = []
    private var cues: [Double] = []

    init(resources: ResourceProvider) {
        self.resources = resources
        super.init()
        isInteractive = false
    }

    /// Shows the play head at `tick` of `end`, the checkpoints, a tick per cue at `cueTicks`, and `status`
    /// (`tick 40 / 80 · 1x · paused`).
    func show(tick: Int, end: Int, checkpoints: [ReplayCheckpoint], cueTicks: [Int], status: String) {
        let newFraction = end > 0 ? Double(tick) / Double(end) : 1
        let newMarks = checkpoints.map { point in
            (
                end > 0 ? Double(point.tick) / Double(end) : 1,
                point.passed.map { $0 ? Self.passed : Self.failed } ?? Self.pending
            )
        }
        let marksChanged = !newMarks.elementsEqual(marks) { $0.0 == $1.0 && $0.1 == $1.1 }
        let newCues = cueTicks.map { end > 0 ? Double($0) / Double(end) : 1 }
        guard newFraction != fraction || marksChanged || newCues != cues || status != labelText else { return }
        fraction = newFraction
        marks = newMarks
        cues = newCues
        if status != labelText {
            labelText = status
            label.set([(status, HUDStyle.text)], resources: resources)
        }
        setNeedsDisplay()
    }

    /// The track, in the timeline's scene: where clicks and drags seek.
    var track: Rect {
        Rect(
            x: frame.minX + Self.margin, y: frame.midY - 3,
            width: max(1, frame.width - 3 * Self.margin - min(Self.labelWidth, frame.width * 0.45)), height: 6)
    }

    /// True when `point` is on the strip.
    func contains(_ point: Point) -> Bool {
        frame.contains(point)
    }

    /// Where along the track `x` is, 0...1 (clamped).
    func fraction(atX x: Double) -> Double {
        min(1, max(0, (x - track.minX) / track.width))
    }

    override func collectResources(into use: inout ResourceUse) {
        label.collectResources(into: &use)
    }

    override func draw(into list: inout DrawList, rect: Rect, scale: Double) {
        list.fill(rect, color: HUDStyle.panel)
        let track = self.track
        list.fill(track, radius: 3, color: Color(r: 72, g: 72, b: 74))
        let done = Rect(x: track.minX, y: track.minY, width: track.width * fraction, height: track.height)
        if done.width > 0 { list.fill(done, radius: 3, color: HUDStyle.accent) }
        for cue in cues {
            list.fill(
                Rect(x: track.minX + track.width * cue - 1, y: track.midY + 11, width: 2, height: 5), radius: 0,
                color: Self.cue)
        }
        for mark in marks {
            list.fill(
                Rect(x: track.minX + track.width * mark.fraction - 1.5, y: track.midY - 9, width: 3, height: 18),
                radius: 1, color: mark.color)
        }
        list.fillCircle(
            center: Point(x: track.minX + track.width * fraction, y: track.midY), diameter: 14, color: HUDStyle.text)
        label.draw(
            into: &list,
            origin: Point(x: track.maxX + 2 * Self.margin, y: rect.midY - HUDStyle.lineHeight / 2 + 1))
    }
}
